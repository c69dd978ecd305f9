"""Board profiles: everything that differs between builds, as data (DESIGN.md).

A profile is a plain dict:

- ``name``           short id, e.g. ``"pico-16x16"``
- ``board``          which controller family the pins belong to: ``"pico"``
                     (Raspberry Pi Pico / Pico 2, pins ``GP0`` ...) or ``"pi"``
                     (Raspberry Pi with Blinka, pins ``D18`` ...); optional
- ``width``, ``height``  the grid as the player sees it (the canvas size)
- ``rotation``       0, 90, 180 or 270: how the panel is mounted; the physical
                     panel is ``width x height`` for 0/180 and ``height x width``
                     for 90/270
- ``origin``         corner of the physical panel where LED 0 sits:
                     ``"top-left"``, ``"top-right"``, ``"bottom-left"``, ``"bottom-right"``
- ``order``          ``"rows"`` (LEDs run along rows) or ``"columns"``
- ``serpentine``     True when every second row (or column) runs backwards
- ``pixel_order``    colour order of the LED chips, ``"GRB"`` for WS2812B (default)
- ``data_pin``       pin name of the LED data line, e.g. ``"GP0"`` (``"D18"`` on a Pi)
- ``buttons``        dict of logical name (UP DOWN LEFT RIGHT A B) to pin name
- ``piezo_pin``      optional pin of a piezo buzzer (wired, reserved for sound)
- ``brightness``     0.0 .. 1.0, the user's brightness before power limiting
- ``current_cap_ma`` the most current the LEDs may draw, in mA (500 on USB)

``validate(profile)`` raises ``ProfileError`` with a message a maker can act on
and a ``code`` saying which kind of mistake it is (the boot error pattern shows
that many amber dots, see ``pipgrid.boot_errors`` and hardware/README.md);
``led_map(profile)`` (pipgrid.wiring) builds the table from canvas index (y * width + x) to LED index.
"""

from pipgrid import power
from pipgrid.wiring import KEY_NAMES, led_index, led_map, physical_size  # noqa: F401 (the profile's wiring)

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


ORIGINS = ("top-left", "top-right", "bottom-left", "bottom-right")
ROTATIONS = (0, 90, 180, 270)
ORDERS = ("rows", "columns")
PIXEL_ORDERS = ("GRB", "RGB", "BRG", "RBG", "GBR", "BGR")
MAX_LEDS = 1024
_KNOWN_KEYS = const(
    (
        "name",
        "board",
        "width",
        "height",
        "rotation",
        "origin",
        "order",
        "serpentine",
        "pixel_order",
        "data_pin",
        "buttons",
        "piezo_pin",
        "brightness",
        "current_cap_ma",
    )
)
# Error codes: the boot error pattern shows ``code`` amber dots next to a red X.
GRID = 1  # zero-size or too large grid
PIN_TWICE = 2  # one pin wired to two things
UNKNOWN_PIN = 3  # a pin this board does not have
BUTTON = 4  # a button missing, misnamed or without a pin
SETTING = 5  # any other setting (wiring, brightness, current cap, unknown key)
UNKNOWN_PROFILE = 6  # PIPGRID_PROFILE names no shipped profile
HARDWARE = 7  # the hardware failed to start (LED pin, keypad)
CODE_MEANINGS = (
    (GRID, "grid size is impossible"),
    (PIN_TWICE, "a pin is used twice"),
    (UNKNOWN_PIN, "a pin this board does not have"),
    (BUTTON, "a button is missing or misnamed"),
    (SETTING, "another setting is out of range"),
    (UNKNOWN_PROFILE, "PIPGRID_PROFILE names no known profile"),
    (HARDWARE, "the LEDs or buttons failed to start"),
)


class ProfileError(Exception):
    """An impossible profile; the message says what to change, ``code`` what kind it is."""

    def __init__(self, message, code=SETTING):
        super().__init__(message)
        self.code = code


def meaning(code):
    """One line for an error code, as the console and hardware/README.md say it."""
    for c, text in CODE_MEANINGS:
        if c == code:
            return text
    return "unexpected error"


def _need(profile, key, kind, code=SETTING):
    name = profile.get("name", "?")
    if key not in profile:
        raise ProfileError("profile %r: missing %r" % (name, key), code)
    value = profile[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ProfileError("profile %r: %r must be %s" % (name, key, kind.__name__), code)
    return value


def _choice(profile, key, default, choices):
    value = profile.get(key, default)
    if value not in choices or isinstance(value, bool) != isinstance(default, bool):
        shown = ", ".join(str(c) for c in choices)
        raise ProfileError(
            "profile %r: %s must be one of %s, not %r" % (profile.get("name", "?"), key, shown, value)
        )
    return value


def _check_pins(name, profile, buttons, known_pins):
    """Every pin is a name, used once, and (when the board's pins are known) exists."""
    used = {}
    wanted = [(profile["data_pin"], "the LED data line")]
    wanted.extend((buttons[key], "button " + key) for key in KEY_NAMES)
    if profile.get("piezo_pin") is not None:
        wanted.append((profile["piezo_pin"], "the piezo"))
    for pin, role in wanted:
        if not isinstance(pin, str) or not pin:
            code = BUTTON if role.startswith("button") else SETTING
            raise ProfileError("profile %r: %s needs a pin name like 'GP2', not %r" % (name, role, pin), code)
        if pin in used:
            raise ProfileError(
                "profile %r: pin %s is used twice (%s and %s)" % (name, pin, used[pin], role), PIN_TWICE
            )
        used[pin] = role
    if known_pins is not None:
        for pin, role in wanted:
            if pin not in known_pins:
                raise ProfileError(
                    "profile %r: this board has no pin %s (%s)" % (name, pin, role), UNKNOWN_PIN
                )


def validate(profile, known_pins=None):
    """Check a profile; return it unchanged, or raise ProfileError saying what is wrong.

    ``known_pins`` is the set of pin names the board has (``dir(board)``); when
    given, every pin the profile names must be in it. Misspelt keys are refused
    too, so a typo such as ``serpantine`` cannot silently fall back to a default.
    """
    if not isinstance(profile, dict):
        raise ProfileError("a profile must be a dict, got %s" % type(profile).__name__)
    name = profile.get("name", "?")
    for key in sorted(profile):
        if key not in _KNOWN_KEYS:
            raise ProfileError(
                "profile %r: unknown setting %r; settings are %s" % (name, key, ", ".join(_KNOWN_KEYS))
            )
    width = _need(profile, "width", int, GRID)
    height = _need(profile, "height", int, GRID)
    if width < 1 or height < 1:
        raise ProfileError(
            "profile %r: grid %dx%d has no LEDs; width and height must be >= 1" % (name, width, height), GRID
        )
    if width * height > MAX_LEDS:
        raise ProfileError(
            "profile %r: %d LEDs is more than the %d supported" % (name, width * height, MAX_LEDS), GRID
        )
    _choice(profile, "rotation", 0, ROTATIONS)
    _choice(profile, "origin", "top-left", ORIGINS)
    _choice(profile, "order", "rows", ORDERS)
    _choice(profile, "serpentine", True, (True, False))
    _choice(profile, "pixel_order", "GRB", PIXEL_ORDERS)
    _need(profile, "data_pin", str)
    buttons = _need(profile, "buttons", dict, BUTTON)
    for key in KEY_NAMES:
        if key not in buttons:
            raise ProfileError(
                "profile %r: button %s has no pin; every one of %s needs one"
                % (name, key, " ".join(KEY_NAMES)),
                BUTTON,
            )
    for key in sorted(buttons):
        if key not in KEY_NAMES:
            raise ProfileError(
                "profile %r: unknown button %r; buttons are %s" % (name, key, " ".join(KEY_NAMES)), BUTTON
            )
    _check_pins(name, profile, buttons, known_pins)
    brightness = profile.get("brightness", 0.3)
    if isinstance(brightness, bool) or not isinstance(brightness, (int, float)) or not 0 < brightness <= 1:
        raise ProfileError("profile %r: brightness must be above 0 and at most 1" % name)
    cap = profile.get("current_cap_ma", 500)
    least = width * height * power.IDLE_MA + power.MIN_LIGHT_MA
    if isinstance(cap, bool) or not isinstance(cap, int) or cap < least:
        raise ProfileError(
            "profile %r: current_cap_ma must be a whole number of mA, at least %d for %d LEDs "
            "(they draw %d mA dark)" % (name, least, width * height, width * height * power.IDLE_MA)
        )
    return profile
