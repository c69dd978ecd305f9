"""Board profiles: everything that differs between builds, as data (DESIGN.md).

A profile is a plain dict:

- ``name``           short id, e.g. ``"pico-16x16"``
- ``width``, ``height``  the grid as the player sees it (the canvas size)
- ``rotation``       0, 90, 180 or 270: how the panel is mounted; the physical
                     panel is ``width x height`` for 0/180 and ``height x width``
                     for 90/270
- ``origin``         corner of the physical panel where LED 0 sits:
                     ``"top-left"``, ``"top-right"``, ``"bottom-left"``, ``"bottom-right"``
- ``order``          ``"rows"`` (LEDs run along rows) or ``"columns"``
- ``serpentine``     True when every second row (or column) runs backwards
- ``data_pin``       pin name of the LED data line, e.g. ``"GP0"`` (``"D18"`` on a Pi)
- ``buttons``        dict of logical name (UP DOWN LEFT RIGHT A B) to pin name
- ``brightness``     0.0 .. 1.0, the user's brightness before power limiting
- ``current_cap_ma`` the most current the LEDs may draw, in mA (500 on USB)

``validate(profile)`` raises ``ProfileError`` with a message a maker can act on;
``led_map(profile)`` builds the table from canvas index (y * width + x) to LED index.
"""

try:
    from array import array
except ImportError:  # pragma: no cover - every CircuitPython build has array
    array = None

KEY_NAMES = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B")
ORIGINS = ("top-left", "top-right", "bottom-left", "bottom-right")
ROTATIONS = (0, 90, 180, 270)
MAX_LEDS = 1024


class ProfileError(Exception):
    """An impossible profile; the message says what to change."""


def _need(profile, key, kind):
    if key not in profile:
        raise ProfileError("profile %r: missing %r" % (profile.get("name", "?"), key))
    value = profile[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ProfileError("profile %r: %r must be %s" % (profile.get("name", "?"), key, kind.__name__))
    return value


def validate(profile, known_pins=None):
    """Check a profile; return it unchanged, or raise ProfileError saying what is wrong.

    ``known_pins`` is the set of pin names the board has (``dir(board)``); when
    given, every pin the profile names must be in it.
    """
    if not isinstance(profile, dict):
        raise ProfileError("a profile must be a dict, got %s" % type(profile).__name__)
    name = profile.get("name", "?")
    width = _need(profile, "width", int)
    height = _need(profile, "height", int)
    if width < 1 or height < 1:
        raise ProfileError("profile %r: grid %dx%d has no LEDs; width and height must be >= 1" % (name, width, height))
    if width * height > MAX_LEDS:
        raise ProfileError("profile %r: %d LEDs is more than the %d supported" % (name, width * height, MAX_LEDS))
    if profile.get("rotation", 0) not in ROTATIONS:
        raise ProfileError("profile %r: rotation must be one of 0, 90, 180, 270" % name)
    if profile.get("origin", "top-left") not in ORIGINS:
        raise ProfileError("profile %r: origin must be one of %s" % (name, ", ".join(ORIGINS)))
    if profile.get("order", "rows") not in ("rows", "columns"):
        raise ProfileError("profile %r: order must be 'rows' or 'columns'" % name)
    data_pin = _need(profile, "data_pin", str)
    buttons = _need(profile, "buttons", dict)
    for key in KEY_NAMES:
        if key not in buttons:
            raise ProfileError("profile %r: button %s has no pin; every one of %s needs one" % (name, key, " ".join(KEY_NAMES)))
    for key in sorted(buttons):
        if key not in KEY_NAMES:
            raise ProfileError("profile %r: unknown button %r; buttons are %s" % (name, key, " ".join(KEY_NAMES)))
    used = {data_pin: "the LED data line"}
    for key in KEY_NAMES:
        pin = buttons[key]
        if not isinstance(pin, str):
            raise ProfileError("profile %r: button %s pin must be a pin name like 'GP2'" % (name, key))
        if pin in used:
            raise ProfileError("profile %r: pin %s is used twice (button %s and %s)" % (name, pin, key, used[pin]))
        used[pin] = "button " + key
    if known_pins is not None:
        for pin in sorted(used):
            if pin not in known_pins:
                raise ProfileError("profile %r: this board has no pin %s (%s)" % (name, pin, used[pin]))
    brightness = profile.get("brightness", 0.3)
    if not isinstance(brightness, (int, float)) or not 0 < brightness <= 1:
        raise ProfileError("profile %r: brightness must be above 0 and at most 1" % name)
    cap = profile.get("current_cap_ma", 500)
    if not isinstance(cap, int) or cap < 100:
        raise ProfileError("profile %r: current_cap_ma must be a whole number of mA, at least 100" % name)
    return profile


def physical_size(profile):
    """(columns, rows) of the physical panel."""
    if profile.get("rotation", 0) in (90, 270):
        return profile["height"], profile["width"]
    return profile["width"], profile["height"]


def led_index(profile, x, y):
    """The LED index lighting canvas pixel (x, y); (0, 0) is the player's top left."""
    w, h = profile["width"], profile["height"]
    rot = profile.get("rotation", 0)
    # Canvas -> physical panel coordinates (clockwise mounting rotation).
    if rot == 0:
        px, py = x, y
    elif rot == 90:
        px, py = h - 1 - y, x
    elif rot == 180:
        px, py = w - 1 - x, h - 1 - y
    else:
        px, py = y, w - 1 - x
    cols, rows = physical_size(profile)
    origin = profile.get("origin", "top-left")
    if origin in ("top-right", "bottom-right"):
        px = cols - 1 - px
    if origin in ("bottom-left", "bottom-right"):
        py = rows - 1 - py
    serpentine = profile.get("serpentine", True)
    if profile.get("order", "rows") == "rows":
        if serpentine and py % 2:
            px = cols - 1 - px
        return py * cols + px
    if serpentine and px % 2:
        py = rows - 1 - py
    return px * rows + py


def led_map(profile):
    """Table from canvas index (y * width + x) to LED index, built once at start."""
    w, h = profile["width"], profile["height"]
    table = array("H", bytes(2 * w * h)) if array else [0] * (w * h)
    for y in range(h):
        for x in range(w):
            table[y * w + x] = led_index(profile, x, y)
    return table
