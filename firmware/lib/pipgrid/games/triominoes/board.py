"""The Tri-Ominos board: tiles on the lattice, a number and a tile count per
lattice point (TO-6), legal placements for a hand, and bonuses (TO-7).

TO-6: a placement is legal when the cell is empty, shares an edge with a tile,
and every corner on an occupied point carries that point's number. Keys:
lattice.py. How the frontier and its codes are kept (issue 12): docs/triominoes.md.
"""

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


from pipgrid.games.triominoes import tiles as tt
from pipgrid.games.triominoes.lattice import DOWN, OFF, ROW, corners, edges

_ANY = const(512)  # a code's flag: only its group's two corners are numbered
# A cell and the twelve sharing a corner point with it (its key without DOWN + these)
_AROUND_UP = (
    0,
    -1,
    -ROW,
    1,
    1 - ROW,
    ROW,
    ROW - 1,
    DOWN - 1,
    DOWN - ROW - 1,
    DOWN - ROW,
    DOWN,
    DOWN + 1 - ROW,
    DOWN + ROW - 1,
)
_AROUND_DOWN = (
    DOWN,
    0,
    1,
    1 - ROW,
    ROW,
    ROW + 1,
    ROW - 1,
    DOWN - ROW,
    DOWN + 1 - ROW,
    DOWN + ROW,
    DOWN + 1,
    DOWN + ROW - 1,
    DOWN - 1,
)


class Board:
    """Tiles on the lattice; numbers and tile counts per lattice point (TO-6)."""

    def __init__(self):
        self.points = {}  # point key -> number | (tiles touching << 3)
        self.cells = {}  # cell key -> tile * 3 + rotation
        self.order = []  # cell keys in placement order (undo is a pop)
        self.front = {}  # frontier: empty cell key -> the code of its corners (_refresh)
        self.changes = 0  # place and remove_last count up: a board-state stamp
        self._last = None  # (changes, hand, moves) of the last placements()
        self._hand = None  # the sorted hand whose rotations _ent holds (tiles.groups)
        self._ent = None

    def __len__(self):
        return len(self.order)

    def number(self, x, y):
        """The number at lattice point (x, y), or None when no tile touches it."""
        v = self.points.get((x + OFF) * ROW + (y + OFF))
        return None if v is None else v & 7

    def count(self, x, y):
        """How many tiles touch lattice point (x, y) (6 closes a hexagon)."""
        return self.points.get((x + OFF) * ROW + (y + OFF), 0) >> 3

    def at(self, cell_key):
        """(tile, rotation) in a cell, or None."""
        v = self.cells.get(cell_key)
        return None if v is None else (v // 3, v % 3)

    def frontier(self):
        """Empty cells sharing an edge with the board, sorted (TO-6 candidates)."""
        return sorted(self.front)

    def fits(self, cell_key, t, rot):
        """TO-6: every corner on an occupied point carries that point's number."""
        pts = self.points
        ns = tt.corners(t, rot)
        i = 0
        for p in corners(cell_key):
            v = pts.get(p)
            if v is not None and v & 7 != ns[i]:
                return False
            i += 1
        return True

    def is_legal(self, cell_key, t, rot, club=False):
        """TO-6 for a board with tiles: empty cell, a shared edge, matching corners;
        with ``club`` also on two or three corners (TO-15, corners.py)."""
        if cell_key in self.cells:
            return False
        for nb, _opp in edges(cell_key):
            if nb in self.cells:
                return self.fits(cell_key, t, rot)
        if club:
            from pipgrid.games.triominoes import corners

            return corners.is_legal(self, cell_key, t, rot)
        return False

    def placements(self, tiles):
        """Every legal move (TO-6) for any of ``tiles``, sorted by cell, tile, rotation.

        Candidate cells are the frontier's, each read with its kept code; the hand's
        rotations are grouped once per hand (module docstring). The result is kept
        until the board or the hand changes: the draw and pass checks reuse it."""
        hand = sorted(tiles)
        last = self._last
        if last is not None and last[0] == self.changes and last[1] == hand:
            return list(last[2])
        if hand != self._hand:
            self._ent = tt.groups(hand)
            self._hand = hand
        ent = self._ent
        front = self.front
        out = []
        for ck in sorted(front):
            v = front[ck]
            g = v >> 9 & 254
            i = ent[g] << 8 | ent[g + 1]
            e = ent[g + 2] << 8 | ent[g + 3]
            if i < e:
                base = ck << 8
                v &= 1023
                if v == _ANY:
                    while i < e:
                        out.append(base + ent[i + 1])
                        i += 2
                else:
                    while i < e:
                        if ent[i] == v:
                            out.append(base + ent[i + 1])
                        i += 2
        self._last = (self.changes, hand, out)
        return list(out)

    def _refresh(self, ck):
        """Recode the frontier cells sharing a corner point with ``ck`` (and ``ck``):
        a code is group << 10 | the number on corner 2 when all three corners are
        numbered (the group is then corners 0-1), else group << 10 | _ANY."""
        front = self.front
        pts = self.points
        k0 = ck & (DOWN - 1)
        for d in _AROUND_DOWN if ck & DOWN else _AROUND_UP:
            c = k0 + d
            if c not in front:
                continue
            k = c & (DOWN - 1)
            if c & DOWN:
                v = pts.get(k + 1)
                n1 = pts.get(k + ROW + 1)
                n2 = pts.get(k + ROW)
            else:
                v = pts.get(k)
                n1 = pts.get(k + 1)
                n2 = pts.get(k + ROW)
            if v is not None and n1 is not None:
                g = (v & 7) * 6 + (n1 & 7)
                front[c] = g << 10 | (_ANY if n2 is None else n2 & 7)
            elif n1 is not None:  # then corner 0 is free and corner 2 numbered
                front[c] = (36 + (n1 & 7) * 6 + (n2 & 7)) << 10 | _ANY
            else:
                front[c] = (72 + (n2 & 7) * 6 + (v & 7)) << 10 | _ANY

    def bonuses(self, cell_key):
        """(hexagons, bridge) a tile placed in this empty cell would score (TO-7).

        TO-7a: each corner point touched by five tiles becomes a hexagon.
        TO-7b (decided): exactly one shared edge, and the corner opposite it on a
        point another tile already touches; never together with a hexagon.
        """
        pts = self.points
        hexagons = 0
        for p in corners(cell_key):
            if pts.get(p, 0) >> 3 == 5:
                hexagons += 1
        if hexagons:
            return hexagons, False
        shared = 0
        opposite = -1
        for nb, opp in edges(cell_key):
            if nb in self.cells:
                shared += 1
                opposite = opp
        return 0, shared == 1 and opposite in pts

    def place(self, cell_key, t, rot):
        """Put a tile on the board (legality is the caller's: see ``is_legal``)."""
        ns = tt.corners(t, rot)
        pts = self.points
        i = 0
        for p in corners(cell_key):
            pts[p] = ns[i] | (((pts.get(p, 0) >> 3) + 1) << 3)
            i += 1
        cells = self.cells
        cells[cell_key] = t * 3 + rot
        self.order.append(cell_key)
        front = self.front
        if cell_key in front:
            del front[cell_key]
        for nb, _opp in edges(cell_key):
            if nb not in cells:
                front[nb] = 0  # coded below
        self._refresh(cell_key)
        self.changes += 1

    def remove_last(self):
        """Take back the last placed tile (undo); returns (cell, tile, rotation)."""
        ck = self.order.pop()
        cells = self.cells
        v = cells.pop(ck)
        pts = self.points
        for p in corners(ck):
            left = (pts[p] >> 3) - 1
            if left:
                pts[p] = (pts[p] & 7) | (left << 3)
            else:
                del pts[p]
        front = self.front
        touching = False
        for nb, _opp in edges(ck):
            if nb in cells:
                touching = True
            elif not self._touches(nb):
                del front[nb]
        if touching:
            front[ck] = 0  # coded below
        self._refresh(ck)
        self.changes += 1
        return ck, v // 3, v % 3

    def _touches(self, ck):
        """True when cell ``ck`` shares an edge with a tile."""
        cells = self.cells
        k = ck & (DOWN - 1)
        if ck & DOWN:
            return k in cells or k + ROW in cells or k + 1 in cells
        return DOWN + k - ROW in cells or DOWN + k - 1 in cells or DOWN + k in cells
