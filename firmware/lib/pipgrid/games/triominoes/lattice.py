"""The triangular lattice of Tri-Ominos: cells, lattice points, moves (TO-2).

Coordinates (shared/rules/triominoes.md, "Coordinates and transcript"):

- lattice point (x, y) sits at (x + y/2, y * sqrt(3)/2) on the table, y away
  from the player;
- cell ``U x y`` points up, corners (x, y), (x, y+1), (x+1, y);
  cell ``D x y`` points down, corners (x, y+1), (x+1, y+1), (x+1, y);
  both clockwise. ``U x y`` shares edges with ``D x-1 y``, ``D x y-1``, ``D x y``;
  ``D x y`` with ``U x y``, ``U x+1 y``, ``U x y+1``.

Inside, a point is the small int ``(x + 64) * 128 + (y + 64)`` and a cell adds
16384 when it points down, so keys stay small ints (no heap on a board) and
neighbours/corners are additions. 56 tiles cannot reach 60 steps from the first,
so every key stays in range.
"""

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


OFF = const(64)
ROW = const(128)
DOWN = const(16384)
LIMIT = const(60)  # |x|, |y| of any reachable cell stays below this


def cell(down, x, y):
    """The key of cell ``D x y`` (down true) or ``U x y``; ValueError off the lattice."""
    if not (-LIMIT < x < LIMIT and -LIMIT < y < LIMIT):
        raise ValueError("cell %d %d is too far from the first tile (TO-6)" % (x, y))
    return (DOWN if down else 0) + (x + OFF) * ROW + (y + OFF)


def cell_parts(key):
    """("U" or "D", x, y) of a cell key."""
    k = key & (DOWN - 1)
    return ("D" if key & DOWN else "U"), k // ROW - OFF, k % ROW - OFF


def point_xy(p):
    """(x, y) of a point key."""
    return p // ROW - OFF, p % ROW - OFF


def corners(key):
    """The three point keys of a cell, clockwise, in the rule file's order."""
    k = key & (DOWN - 1)
    if key & DOWN:
        return k + 1, k + ROW + 1, k + ROW
    return k, k + 1, k + ROW


def edges(key):
    """((neighbour cell, point opposite the shared edge), ...) for the three edges."""
    k = key & (DOWN - 1)
    if key & DOWN:
        return ((k, k + ROW + 1), (k + ROW, k + 1), (k + 1, k + ROW))
    return ((DOWN + k - ROW, k + ROW), (DOWN + k - 1, k + 1), (DOWN + k, k))


# A move on the board: cell key * 256 + tile * 3 + rotation (small int < 2**23);
# drawing a tile and passing are the two negative moves (TO-8).
DRAW = const(-1)
PASS = const(-2)


def move(cell_key, t, rot):
    return (cell_key << 8) + t * 3 + rot


def move_cell(m):
    return m >> 8


def move_tile(m):
    return (m & 255) // 3


def move_rot(m):
    return (m & 255) % 3
