"""The line of a traditional domino round drawn as a snake that turns at the edges (TR-11),
so that it reads as tiles (docs/board.md "The line").

The snake runs along one path of cells across the top of the grid::

    y0  0 1 2 ....... 15 ->      row 0 left to right
    y1                 16         a turn cell at the right edge
    y2  <- 32 ....... 17          row 2 right to left
    y3  33                        a turn cell at the left edge
    y4  34 ..........  49 ->      ...
    y6  <- 66 ....... 51
    y7  67                        only for a very long line (``rows`` 5):
    y8  68 ..........  83 ->      one more row, the census moves down to row 9

(``width`` 16 and 4 rows give ``path_length`` 67 cells, 5 rows 84.) Every tile takes
two consecutive cells, one per half, in its number's colour, and **one dark cell
separates neighbouring tiles**: touching halves always carry the same number, so
without the gap 2-0 0-0 0-6 would read as one amber and four white cells. With it a
person counts the tiles, reads each tile's two numbers, and sees a double as a tile
whose two halves have one colour. A tile on a turn stands upright, as a real snake
turns with a crossways tile; TR-11 says the turn is layout only. The line's left end
(the ``L`` end of the rules) is the start of the path, the right end (``R``) further
along it.

The open ends: one more dark cell past each end tile, then the end's marker: an upright
bar of three cells across that path cell (two on row 0, and on row 8 above a census on
row 9), blinking, in the END colour (no number's: CIELAB 25+ from every one). A tile is
two cells along the path and never blinks, so the marker is never read as a half: by
shape, motion and colour (issue 24; the single white cell it was read as a 0).

Where the line sits: tile ``i`` starts at path cell ``start + 3 * i``, ``start`` a
multiple of 3 (so on five rows the turn cell 67 always holds a half: the fifth row is
never mistaken for the census). The opening
tile is laid at ``ANCHOR`` (the middle of the second row) and the line grows outwards
from it, so tiles stay where they are as the round goes on; only when one side runs
out of path does the whole line slide along (``line_start``). 21 tiles fit on four
rows; a longer line (rare: 22..27 tiles) takes a fifth row, ``rows(n)``.
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


def rows(n):
    """Snake rows a line of ``n`` tiles needs: 4, or 5 past 21 tiles."""
    return _ROWS if 3 * n + 3 <= path_length() else _ROWS + 1


def cell_xy(i, width=16):
    """(x, y) of path cell ``i``: rows 0, 2, 4, ... alternate direction, one turn cell between."""
    lap = i // (width + 1)
    k = i - lap * (width + 1)
    forward = not (lap & 1)
    if k < width:
        return (k if forward else width - 1 - k), 2 * lap
    return (width - 1 if forward else 0), 2 * lap + 1


def line_start(n, left, width=16):
    """First path cell of a line of ``n`` tiles, ``left`` of them laid on the left of
    the opening tile: grows out from ``ANCHOR``, slides only when it must, and keeps a
    gap and a marker cell free at each end."""
    start = ANCHOR - 3 * left
    last = path_length(width, rows(n)) - 1 - 3 * n  # the right marker's cell stays on the path
    if start > last:
        start = last - last % 3
    if start < 3:
        start = 3
    return start


def draw_line(canvas, halves, start, pal, shift=0, blink=-1):
    """Draw a line given as a bytes-like of halves (left to right: a0 b0 a1 b1 ...) from
    path cell ``start``, a dark cell after every tile; the tile with index ``blink``
    (0-based, -1 none) is dimmed."""
    w = canvas.width
    for i in range(len(halves)):
        x, y = cell_xy(start + i + (i >> 1), w)
        canvas.set(x, y, pal[halves[i]], shift + (2 if i >> 1 == blink else 0))


def end_bar(canvas, cell, rgb, shift, census):
    """The end marker at path cell ``cell``: the cell and the ones above and below it. Those
    are never a tile's (off the path, or the path's next cells past the end's gap at a
    turn); the census row below is spared (``census`` 16: it is row 9)."""
    x, y = cell_xy(cell)
    bottom = y + 1 if y + 1 < 8 or (census == 16 and y + 1 < 9) else y
    top = max(0, y - 1)
    canvas.rect(x, top, 1, bottom - top + 1, rgb, shift)


def end_cells(n, start):
    """Path cells of the two end markers: a dark cell before and after the line, then the
    marker (a 27-tile line's right marker falls off the path: not drawn)."""
    return start - 2, start + 3 * n
