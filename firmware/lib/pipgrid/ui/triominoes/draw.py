"""The Tri-Ominos board on the LED grid: the full-size view and the tiles of a hand
(docs/board.md has pictures; the overview is drawn by ui/triominoes/info.py, loaded
only while it is shown).

**Full size.** Lattice point (x, y) (shared/rules/triominoes.md) is the pixel
``(4x + 2y, -3y)`` of the board's plane: every point one pixel in its number's
colour (ui/palette.py), 4 pixels apart along a row, rows of points 3 pixels apart
and each row shifted by 2, so the points form the triangular lattice. A tile fills
the four pixels inside its cell: ``U x y`` (pointing up) a row of three just above
its base and one under its apex, ``D x y`` (pointing down) a row of three under
its top edge and one above its lowest corner. Tiles pointing up are warm, tiles
pointing down cool, so neighbours stay apart and the direction shows in the shape
and the shade. Cells around a completed hexagon (TO-7a) are gold; the last tile is
in its player's colour (dimmed); a cell where a tile could go shows a dot in its middle
in the palette's seventh colour (magenta, or red in the colour-blind palette), which no
Tri-Ominos number uses (they are 0..5).

**Overview** (the whole board shrunk): point (x, y) is the pixel ``(2x + y, -2y)``
and every cell one pixel (up warm, down cool) between its points; a board wider or
taller than the grid is scaled down further by an integer factor.

**A hand tile** (``hand_tile``: a turn's hand, ui/triominoes/screen.py; in grey, the
results pages' icon of a tile in hand) is large, so a child reads it across a table:
four pixels wide and two high, each number two pixels in the triangle's own
arrangement (read clockwise from the lowest, TO-1: bottom-left, top, bottom-right, the
cell ``U``'s corners), the top number over the middle of the bottom two::

    . T T .
    L L R R
"""

from pipgrid.games.triominoes import tiles as tt

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


_DOWN = const(16384)
_OFF = const(64)
_ROW = const(128)
UP_FILL = (44, 32, 12)
DOWN_FILL = (12, 28, 44)
HEX_FILL = (110, 88, 0)


def point_px(p):
    """The full-size plane pixel (px, py) of point key ``p``."""
    x = p // _ROW - _OFF
    y = p % _ROW - _OFF
    return 4 * x + 2 * y, -3 * y


def cell_px(ck):
    """(px, py, down) of a cell's base point (its corner (x, y)) on the plane."""
    k = ck & (_DOWN - 1)
    x = k // _ROW - _OFF
    y = k % _ROW - _OFF
    return 4 * x + 2 * y, -3 * y, ck & _DOWN


def cell_middle(ck):
    """The plane pixel in the middle of a cell."""
    px, py, down = cell_px(ck)
    if down:
        return px + 4, py - 2
    return px + 2, py - 1


def bounds(board):
    """(left, top, right, bottom) of the board's points on the plane, or None."""
    box = None
    for p in board.points:
        px, py = point_px(p)
        if box is None:
            box = [px, py, px, py]
        else:
            if px < box[0]:
                box[0] = px
            if px > box[2]:
                box[2] = px
            if py < box[1]:
                box[1] = py
            if py > box[3]:
                box[3] = py
    return box


def hex_cells(board):
    """The cells of every completed hexagon (a point touched by six tiles, TO-7a)."""
    out = []
    for p, v in board.points.items():
        if v >> 3 == 6:
            out.extend((p, p - 1, p - _ROW, _DOWN + p - 1, _DOWN + p - _ROW - 1, _DOWN + p - _ROW))
    return out


def origin_for(board, focus, width, height):
    """The plane pixel at the view's top-left: the whole board centred when it fits
    in ``width`` x ``height``, else the ``focus`` pixel in the middle."""
    box = bounds(board)
    if box is not None and box[2] - box[0] < width and box[3] - box[1] < height:
        return (box[0] + box[2] - width + 1) // 2, (box[1] + box[3] - height + 1) // 2
    return focus[0] - width // 2, focus[1] - height // 2


class View:
    """Draws the board at full size into rows ``top .. top + height - 1``, the
    plane pixel ``(ox, oy)`` at the top-left."""

    def __init__(self, canvas, top, height, ox, oy):
        self.canvas = canvas
        self.top = top
        self.bottom = top + height
        self.ox = ox
        self.oy = oy

    def put(self, px, py, rgb, shift=0):
        y = py - self.oy + self.top
        if self.top <= y < self.bottom:
            self.canvas.set(px - self.ox, y, rgb, shift)

    def fill(self, ck, rgb, shift=0, only_middle=False):
        px, py, down = cell_px(ck)
        # the four pixels inside a cell, from its base point's pixel: (dx, dy) flattened,
        # up cells first, then down cells (index 8); the second pair is the cell's middle
        # (a constant tuple here, not a module global: no interned name)
        pixels = (1, -1, 2, -1, 3, -1, 2, -2, 3, -2, 4, -2, 5, -2, 4, -1)
        k = 8 if down else 0
        for i in (2,) if only_middle else (0, 2, 4, 6):
            self.put(px + pixels[k + i], py + pixels[k + i + 1], rgb, shift)

    def board(self, board, pal, last=-1, rgb=None):
        """Every tile, the hexagons, the last tile, then every point's number."""
        for ck in board.order:
            self.fill(ck, DOWN_FILL if ck & _DOWN else UP_FILL)
        for ck in hex_cells(board):
            if ck in board.cells:
                self.fill(ck, HEX_FILL)
        if last >= 0 and rgb is not None:
            self.fill(last, rgb, 1)  # (rgb: the last tile's colour)
        self.points(board, pal)

    def points(self, board, pal):
        for p, v in board.points.items():
            px, py = point_px(p)
            self.put(px, py, pal[v & 7])

    def tile(self, ck, t, rot, pal, rgb, shift=0):
        """A tile not on the board (a preview): its fill and its three numbers."""
        from pipgrid.games.triominoes import lattice as lat

        self.fill(ck, rgb, shift)
        ns = tt.corners(t, rot)
        i = 0
        for p in lat.corners(ck):
            px, py = point_px(p)
            self.put(px, py, pal[ns[i]])
            i += 1


def hand_tile(canvas, x, y, t, pal):
    """A hand tile at (x, y)..(x+3, y+1), a pyramid of its numbers, two LEDs each (module
    doc): bottom-left, top, bottom-right; ``pal`` all grey: the results pages' tile icon."""
    canvas.rect(x, y + 1, 2, 1, pal[tt.FIRST[t]])
    canvas.rect(x + 1, y, 2, 1, pal[tt.SECOND[t]])
    canvas.rect(x + 2, y + 1, 2, 1, pal[tt.THIRD[t]])
