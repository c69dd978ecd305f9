"""The line of a traditional domino round drawn as a snake that turns at the edges (TR-11).

The snake runs along one path of cells across the top of the grid::

    y0  0 1 2 ....... 15 ->      row 0 left to right
    y1                 16         a turn cell at the right edge
    y2  <- 32 ....... 17          row 2 right to left
    y3  33                        a turn cell at the left edge
    y4  34 ..........  49 ->      ...
    y6  <- 66 ....... 51

(``width`` 16 and ``_ROWS`` 4 give ``path_length`` 67 cells.) A tile takes two
consecutive cells, one per half, in its number's colour: a tile on a turn stands
upright, as a real snake turns with a crossways tile; TR-11 says the turn is
layout only. The line's left end (the ``L`` end of the rules) is the start of the
path, the right end (``R``) further along it.

Where the line sits: the opening tile is laid at ``ANCHOR`` (the middle of the
second row) and the line grows outwards from it, so tiles stay where they are as
the round goes on; only when one side runs out of path does the whole line slide
along (``line_start``). One free cell is always kept before and after the line
for the open-end markers: 28 tiles take 56 cells, the path has 67.
"""

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


_ROWS = const(4)
ANCHOR = const(24)  # cells 24, 25: the middle of the second snake row


def path_length(width=16, rows=_ROWS):
    return width * rows + rows - 1


def cell_xy(i, width=16):
    """(x, y) of path cell ``i``: rows 0, 2, 4, ... alternate direction, one turn cell between."""
    lap = i // (width + 1)
    k = i - lap * (width + 1)
    forward = not (lap & 1)
    if k < width:
        return (k if forward else width - 1 - k), 2 * lap
    return (width - 1 if forward else 0), 2 * lap + 1


def line_start(n, left, width=16, rows=_ROWS):
    """First path cell of a line of ``n`` tiles, ``left`` of them laid
    on the left of the opening tile: grows out from ``ANCHOR``, slides only when it must,
    and keeps one free cell at each end (for the end markers)."""
    start = ANCHOR - 2 * left
    last = path_length(width, rows) - 1 - 2 * n  # keep the cell after the line free
    if start > last:
        start = last
    if start < 1:
        start = 1
    return start


def draw_line(canvas, halves, start, pal, shift=0, blink=-1):
    """Draw a line given as a bytes-like of halves (left to right: a0 b0 a1 b1 ...) from
    path cell ``start``; the tile with index ``blink`` (0-based, -1 none) is dimmed."""
    w = canvas.width
    for i in range(len(halves)):
        x, y = cell_xy(start + i, w)
        canvas.set(x, y, pal[halves[i]], shift + (2 if i >> 1 == blink else 0))


def end_cells(n, start):
    """Path cells of the two end markers: just before and just after the line."""
    return start - 1, start + 2 * n
