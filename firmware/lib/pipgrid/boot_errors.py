"""What the board does when it cannot start: one clear console message and a
distinct, dim pattern on whatever LEDs it can drive (hardware/README.md,
"Profile error pattern").

``code.py`` calls ``show_error(pixels, error, profile)`` when the profile is impossible
(``ProfileError``) or the hardware fails to start, then stops: CircuitPython
waits with the pattern lit and restarts by itself when a file on the drive is
saved, so the maker fixes ``settings.toml`` or ``lib/pipgrid/boards.py`` and
sees the result at once. Never a traceback loop. When the profile failed before the
LEDs were opened, ``open_pixels(board, raw_profile)`` opens them on the profile's
data pin if it can, so the pattern still shows.

The pattern, at brightness ``ERROR_BRIGHTNESS``:

- grid known: a red X across the whole grid and, centred on the top row,
  ``code`` amber dots (the error code, ``pipgrid.profile.CODE_MEANINGS``);
- grid unknown (no profile, or its size is the problem): along the first 16
  LEDs of the chain, ``code`` amber LEDs, then red and dark alternating.
"""

from pipgrid import profile as prof

ERROR_BRIGHTNESS = 0.1
RED = (255, 0, 0)
AMBER = (255, 110, 0)
OFF = (0, 0, 0)
STRIP = 16  # LEDs used when the grid's shape is unknown


def error_code(error):
    """The pattern's code for an error: a ProfileError's own code, else HARDWARE."""
    code = getattr(error, "code", None)
    if isinstance(code, int) and not isinstance(code, bool):
        return code
    if isinstance(error, Exception):
        return prof.HARDWARE
    return prof.SETTING


def console_lines(message, code):
    """The lines printed on the serial console (also what tests read)."""
    if code == prof.HARDWARE:
        fix = "Check the wiring and the pin names in lib/pipgrid/boards.py (hardware/README.md, Troubleshooting)."
    else:
        fix = "Fix PIPGRID_PROFILE in settings.toml or the profile in lib/pipgrid/boards.py; saving restarts the board."
    return (
        "PipGrid cannot start: %s" % message,
        "  LED pattern: red X with %d amber dot%s = %s"
        % (code, "" if code == 1 else "s", prof.meaning(code)),
        "  " + fix,
    )


def _grid(profile, count):
    """(width, height, led_map) when the profile's grid fits the LEDs, else None."""
    if not isinstance(profile, dict):
        return None
    try:
        w, h = profile["width"], profile["height"]
        if not (isinstance(w, int) and isinstance(h, int)) or w < 1 or h < 1 or w * h > count:
            return None
        for key, choices in (("rotation", prof.ROTATIONS), ("origin", prof.ORIGINS), ("order", prof.ORDERS)):
            if key in profile and profile[key] not in choices:
                return None
        return w, h, prof.led_map(profile)
    except (KeyError, TypeError, ValueError):
        return None


def _draw_grid(pixels, w, h, table, code):
    longest = max(w, h) - 1
    for i in range(longest + 1):
        x = (i * (w - 1) * 2 + longest) // (2 * longest) if longest else 0
        y = (i * (h - 1) * 2 + longest) // (2 * longest) if longest else 0
        pixels[table[y * w + x]] = RED
        pixels[table[y * w + (w - 1 - x)]] = RED
    start = (w - (2 * code - 1)) // 2
    for k in range(code):
        x = start + 2 * k
        if 0 <= x < w:
            pixels[table[x]] = AMBER


def _draw_strip(pixels, count, code):
    for i in range(min(count, STRIP)):
        if i < code:
            pixels[i] = AMBER
        elif (i - code) % 2 == 0:
            pixels[i] = RED


def open_pixels(board, profile):
    """Best effort for the error pattern: the LEDs on ``profile``'s data pin, or None.

    ``board`` is the ``board`` module; ``profile`` the raw (possibly impossible)
    profile dict, e.g. ``boards.PROFILES.get(boards.active_name())``. Opens as many
    LEDs as the grid has when that is a sane number, else the first ``STRIP``.
    Never raises: when the pin or the neopixel library is missing, there is
    nothing to light and the console message has to do.
    """
    try:
        import neopixel

        pin = getattr(board, profile["data_pin"])
        w, h = profile.get("width"), profile.get("height")
        count = STRIP
        if isinstance(w, int) and isinstance(h, int) and w > 0 and 0 < w * h <= prof.MAX_LEDS:
            count = w * h
        order = profile.get("pixel_order", "GRB")
        if order not in prof.PIXEL_ORDERS:
            order = "GRB"
        return neopixel.NeoPixel(pin, count, auto_write=False, pixel_order=order)
    except Exception:  # noqa: BLE001 - no LEDs to light: the console message stands alone
        return None


def show_error(pixels, message, profile=None, code=None, log=print):
    """Report a start-up failure on the console and on the LEDs; returns the code shown.

    ``pixels`` is a PixelBuf-like object or None (console only); ``message`` a
    string or the exception itself; ``profile`` the (possibly broken) profile
    dict, used for the grid shape when it is sound. Never raises: a failure
    while lighting the LEDs is reported on the console too.
    """
    if code is None:
        code = error_code(message)
    for line in console_lines(message, code):
        log(line)
    if pixels is None:
        return code
    try:
        count = len(pixels)
        if hasattr(pixels, "brightness"):
            pixels.brightness = ERROR_BRIGHTNESS
        for i in range(count):
            pixels[i] = OFF
        grid = _grid(profile, count)
        if grid is None:
            _draw_strip(pixels, count, code)
        else:
            _draw_grid(pixels, grid[0], grid[1], grid[2], code)
        if hasattr(pixels, "show"):
            pixels.show()
    except Exception as e:  # noqa: BLE001 - the console message above is what matters
        log("  (could not light the error pattern: %r)" % e)
    return code
