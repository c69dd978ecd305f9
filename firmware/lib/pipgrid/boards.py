"""The shipped board profiles (see ``pipgrid.profile`` for the fields).

This file is the single source of truth for pins: hardware/README.md's pin map
and the wiring diagrams in hardware/ are generated from it by
``hardware/make_diagram.py`` (a test fails when they disagree). The active
profile is named by ``PIPGRID_PROFILE`` in the drive's ``settings.toml`` (on a
Raspberry Pi: the environment variable of the same name); default: the
reference 16x16 build.

- ``pico-16x16``  the reference build: Pico or Pico 2, 16x16 WS2812B panel
  (256 LEDs, rows, serpentine, LED 0 top left), powered from USB (500 mA cap).
- ``pi-16x16``    a Raspberry Pi running the same ``code.py`` under CPython and
  Blinka: NeoPixel data on GPIO18 (``board.D18``), buttons on GPIO, the panel
  on its own 5 V 4 A adapter.

A profile is shipped only if every screen is laid out for its grid (DESIGN.md). An
8x32 panel (``pico-8x32``) was shipped until issue 13 and is not any more: the
screens need 16 rows (the domino line, the census and a hand of three rows; Luzon's
five columns and the reserve), and on 8 rows they were drawn clipped. Its wiring
(``order`` "columns") stays supported by ``pipgrid.profile`` for a layout to come.

``start()`` is the board's start-up from the active profile, for ``code.py``: boot-only,
as the rest of this module (``code.py`` unloads it before the loop starts).
"""

REFERENCE = "pico-16x16"

PROFILES = {
    "pico-16x16": {
        "name": "pico-16x16",
        "board": "pico",
        "width": 16,
        "height": 16,
        "rotation": 0,
        "origin": "top-left",
        "order": "rows",
        "serpentine": True,
        "pixel_order": "GRB",
        "data_pin": "GP0",
        "buttons": {"UP": "GP2", "DOWN": "GP3", "LEFT": "GP4", "RIGHT": "GP5", "A": "GP6", "B": "GP7"},
        "piezo_pin": "GP15",
        "brightness": 0.25,
        "current_cap_ma": 500,
    },
    "pi-16x16": {
        "name": "pi-16x16",
        "board": "pi",
        "width": 16,
        "height": 16,
        "rotation": 0,
        "origin": "top-left",
        "order": "rows",
        "serpentine": True,
        "pixel_order": "GRB",
        "data_pin": "D18",
        "buttons": {"UP": "D17", "DOWN": "D27", "LEFT": "D22", "RIGHT": "D5", "A": "D6", "B": "D13"},
        "brightness": 0.25,
        "current_cap_ma": 3150,
    },
}


def names():
    return sorted(PROFILES)


def get(name=None):
    """The profile called ``name`` (the reference build when None); KeyError lists the names."""
    if name is None or name == "":
        name = REFERENCE
    if name not in PROFILES:
        raise KeyError("no board profile %r; known: %s" % (name, ", ".join(names())))
    return PROFILES[name]


def active_name():
    """The profile named in settings.toml (``PIPGRID_PROFILE``), else the reference."""
    try:
        import os

        return os.getenv("PIPGRID_PROFILE") or REFERENCE
    except (ImportError, AttributeError):
        return REFERENCE


def header_pins(board):
    """The GPIO pin names a builder can reach on ``board``'s header (``"pico"`` or ``"pi"``).

    Pico / Pico 2: GP0..GP22 and GP26..GP28 (GP23..GP25 and GP29 are wired
    inside the module). Raspberry Pi: GPIO2..GPIO27, named ``D2``..``D27`` by
    Blinka (GPIO0/1 are kept for HAT EEPROMs). Use it as ``known_pins`` when
    checking a profile away from the hardware; on the board ``dir(board)`` is
    the authority.
    """
    if board == "pico":
        return ["GP%d" % i for i in list(range(23)) + [26, 27, 28]]
    if board == "pi":
        return ["D%d" % i for i in range(2, 28)]
    raise KeyError("unknown board %r; boards are pico, pi" % board)


def select(name=None, known_pins=None):
    """The validated profile called ``name`` (default: ``active_name()``).

    Raises ``profile.ProfileError`` for an unknown name (code UNKNOWN_PROFILE)
    or an impossible profile, ready for ``boot_errors.show_error``.
    """
    from pipgrid import profile

    if name is None:
        name = active_name()
    try:
        chosen = get(name)
    except KeyError as e:
        raise profile.ProfileError(e.args[0], profile.UNKNOWN_PROFILE) from None
    return profile.validate(chosen, known_pins)


def start():
    """The board started from the active profile, for ``code.py`` (DESIGN.md): (profile,
    pixels, keys, store, piezo, link, iterations), the board's parts, each
    one the runner takes (``store``: ``microcontroller.nvm``, or a bytearray that lasts
    until power off; ``piezo``: a ``pwmio.PWMOut``, or None; ``link``: the mirror's
    ``usb_cdc.data``, or None; ``iterations``: None, or the loop steps to run:
    PIPGRID_ITERATIONS, the Blinka check on a PC).

    An impossible profile or a failed LED/button start-up shows the boot error pattern
    and a console message, then waits (saving a fixed file restarts the board; with
    PIPGRID_ITERATIONS set, ``sys.exit(1)``). Here, not in ``code.py``, so that its code
    is freed with this module's once the loop runs (``code.py``'s own code stays in the
    heap while the loop runs: about 2 KB on a 32-bit board, issue 23); it leaves no
    function behind (a function would keep this module's names, and this code, alive)."""
    import os
    import sys
    import time

    import board
    from pipgrid.version import VERSION
    from pipgrid.wiring import KEY_NAMES

    print("PipGrid %s" % VERSION)  # the serial console's first line at every boot
    iterations = os.getenv("PIPGRID_ITERATIONS")
    if iterations is not None:
        iterations = int(iterations)
    pixels = profile = None
    try:
        profile = select(active_name(), dir(board))
        import keypad
        import neopixel

        pixels = neopixel.NeoPixel(
            getattr(board, profile["data_pin"]),
            profile["width"] * profile["height"],
            auto_write=False,
            pixel_order=profile.get("pixel_order", "GRB"),
        )
        keys = keypad.Keys(
            [getattr(board, profile["buttons"][k]) for k in KEY_NAMES], value_when_pressed=False, pull=True
        )
    except Exception as error:  # noqa: BLE001 - a maker's mistake: show it, never a traceback loop
        from pipgrid import boot_errors

        boot_errors.show_error(pixels, error, profile)
        while iterations is None:
            time.sleep(1)
        sys.exit(1)

    try:
        import microcontroller

        store = microcontroller.nvm
    except (ImportError, AttributeError):
        store = None
    if store is None:
        print("PipGrid: this board has no microcontroller.nvm; saves last only until power off")
        store = bytearray(4096)

    piezo = None
    if profile.get("piezo_pin"):
        try:
            import pwmio

            piezo = pwmio.PWMOut(
                getattr(board, profile["piezo_pin"]), frequency=440, duty_cycle=0, variable_frequency=True
            )
        except Exception as error:  # noqa: BLE001 - no PWM on that pin: play on, silently
            print("PipGrid: no sound on %s (%s)" % (profile["piezo_pin"], error))

    # The mirror's channel (boot.py enables it; pipgrid/mirror.py): never wait on it.
    link = None
    try:
        import usb_cdc

        link = usb_cdc.data
        if link is not None:
            link.timeout = 0
            link.write_timeout = 0
    except (ImportError, AttributeError):
        link = None
    return profile, pixels, keys, store, piezo, link, iterations
