"""A profile's wiring at run time: the key names and the table from canvas pixel to LED.

Split from ``pipgrid.profile`` (which validates a profile at boot, 6 KB of heap on a
32-bit board) so that code.py can let the profile's checks, the shipped boards and the
boot error pattern go once the board has started: the runner keeps only this module.
"""

try:
    from array import array
except ImportError:  # pragma: no cover - every CircuitPython build has array
    array = None

KEY_NAMES = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B")


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
