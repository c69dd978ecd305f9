"""Allocation-free Tri-Ominos moves for the Monte Carlo rollouts (bots/mc_triominoes.py):
a hand as 108 six-bit masks (one per frontier group of games/triominoes/board.py),
the tables that turn a frontier cell's code and a mask into the heaviest fitting
tile, the TO-7 bonus of a cell, and copies of ``Board.place`` and
``Board.remove_last`` that allocate nothing. Kept apart from the model so each
module compiles in a small heap."""

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


from pipgrid.games.triominoes import tiles as tt

DOWN = const(16384)
ROW = const(128)
ANY = const(512)  # board.py: only the group's two corners are numbered

# FORM[n0 * 36 + n1 * 6 + n2]: tile * 3 + rotation + 1 putting n0, n1, n2 on a
# cell's corners 0, 1, 2 (0: a mirrored tile, TO-2)
FORM = bytearray(216)
# per group g (board.py): the sum of its two numbers, and the corners' code of
# third number z: GB[g] + z * GM[g // 36]
GSUM = bytearray(108)
GB = bytearray(108)
GM = (1, 36, 6)
HIBIT = bytearray(64)  # the highest set bit of a 6-bit mask


def _build():
    for t in range(56):
        a, b, c = tt.FIRST[t], tt.SECOND[t], tt.THIRD[t]
        for rot in range(1 if a == c else 3):
            FORM[a * 36 + b * 6 + c] = t * 3 + rot + 1
            a, b, c = b, c, a
    for p in range(36):
        x, y = p // 6, p % 6
        for pos in range(3):
            GSUM[pos * 36 + p] = x + y
        GB[p] = x * 36 + y * 6  # corners 0-1 numbered x, y: z on corner 2
        GB[36 + p] = x * 6 + y  # corners 1-2: z on corner 0
        GB[72 + p] = y * 36 + x  # corners 2-0 (x on 2, y on 0): z on corner 1
    for m in range(1, 64):
        h = 0
        while m >> (h + 1):
            h += 1
        HIBIT[m] = h


_build()


def add(pm, t, on):
    """Set (on) or clear the 9 bits of tile ``t`` in hand masks ``pm``."""
    x, y, z = tt.FIRST[t], tt.SECOND[t], tt.THIRD[t]
    for _r in range(1 if x == z else 3):
        if on:
            pm[x * 6 + y] |= 1 << z
            pm[36 + y * 6 + z] |= 1 << x
            pm[72 + z * 6 + x] |= 1 << y
        else:
            pm[x * 6 + y] &= ~(1 << z)
            pm[36 + y * 6 + z] &= ~(1 << x)
            pm[72 + z * 6 + x] &= ~(1 << y)
        x, y, z = y, z, x


def fits_nowhere(board, t):
    """True when tile ``t`` fits no frontier cell of ``board`` (TO-6)."""
    pm = bytearray(108)
    add(pm, t, True)
    front = board.front
    for ck in front:
        v = front[ck]
        ms = pm[v >> 10]
        low = v & 1023
        if ms and (low == ANY or ms >> low & 1):
            return False
    return True


def cell_bonus(board, ck):
    """TO-7 points of a cell whose three corners are numbered: 50 a hexagon closed,
    else 40 for a bridge (exactly one shared edge)."""
    pts = board.points
    cells = board.cells
    k = ck & (DOWN - 1)
    if ck & DOWN:
        p0, p1, p2 = k + 1, k + ROW + 1, k + ROW
        e0, e1, e2 = k, k + ROW, k + 1
    else:
        p0, p1, p2 = k, k + 1, k + ROW
        e0, e1, e2 = DOWN + k - ROW, DOWN + k - 1, DOWN + k
    h = 0
    if pts[p0] >> 3 == 5:
        h += 50
    if pts[p1] >> 3 == 5:
        h += 50
    if pts[p2] >> 3 == 5:
        h += 50
    if h:
        return h
    if (e0 in cells) + (e1 in cells) + (e2 in cells) == 1:
        return 40
    return 0


def place(board, ck, t, rot):
    """``board.place(ck, t, rot)`` allocating nothing (no tuples of corners or edges):
    the same points, cells, order and frontier codes (a test compares them)."""
    a, b, c = tt.FIRST[t], tt.SECOND[t], tt.THIRD[t]
    if rot == 1:
        a, b, c = b, c, a
    elif rot == 2:
        a, b, c = c, a, b
    k = ck & (DOWN - 1)
    if ck & DOWN:
        p0, p1, p2 = k + 1, k + ROW + 1, k + ROW
        e0, e1, e2 = k, k + ROW, k + 1
    else:
        p0, p1, p2 = k, k + 1, k + ROW
        e0, e1, e2 = DOWN + k - ROW, DOWN + k - 1, DOWN + k
    pts = board.points
    pts[p0] = a | ((pts.get(p0, 0) >> 3) + 1) << 3
    pts[p1] = b | ((pts.get(p1, 0) >> 3) + 1) << 3
    pts[p2] = c | ((pts.get(p2, 0) >> 3) + 1) << 3
    cells = board.cells
    cells[ck] = t * 3 + rot
    board.order.append(ck)
    front = board.front
    if ck in front:
        del front[ck]
    if e0 not in cells:
        front[e0] = 0  # coded by _refresh
    if e1 not in cells:
        front[e1] = 0
    if e2 not in cells:
        front[e2] = 0
    board._refresh(ck)
    board.changes += 1


def pop(board):
    """``board.remove_last()`` allocating nothing and returning nothing."""
    ck = board.order.pop()
    cells = board.cells
    del cells[ck]
    pts = board.points
    k = ck & (DOWN - 1)
    if ck & DOWN:
        p0, p1, p2 = k + 1, k + ROW + 1, k + ROW
        e0, e1, e2 = k, k + ROW, k + 1
    else:
        p0, p1, p2 = k, k + 1, k + ROW
        e0, e1, e2 = DOWN + k - ROW, DOWN + k - 1, DOWN + k
    for _ in range(3):
        left = (pts[p0] >> 3) - 1
        if left:
            pts[p0] = (pts[p0] & 7) | (left << 3)
        else:
            del pts[p0]
        p0, p1, p2 = p1, p2, p0
    front = board.front
    touching = False
    for _ in range(3):
        if e0 in cells:
            touching = True
        elif not board._touches(e0):
            del front[e0]
        e0, e1, e2 = e1, e2, e0
    if touching:
        front[ck] = 0
    board._refresh(ck)
    board.changes += 1
