"""The Tri-Ominos board: tiles on the lattice, a number and a tile count per
lattice point (TO-6), legal placements for a hand, and bonuses (TO-7).

TO-6 model: a placement is legal when the cell is empty, shares an edge with a
tile on the board, and every corner on an occupied point carries that point's
number. Cell and point keys: lattice.py.

Speed (issue 12). The frontier (empty cells sharing an edge with the board) is
kept up to date by ``place`` and ``remove_last`` instead of being rebuilt
(``front``), and ``placements`` keeps its last result until the board or the
hand changes, so the draw and pass checks reuse the legal moves just listed; the
hand's rotations are grouped by the number on one corner, so a cell tries only the
rotations that carry its number there.
"""

from pipgrid.games.triominoes import tiles as tt
from pipgrid.games.triominoes.lattice import OFF, ROW, corners, edges


class Board:
    """Tiles on the lattice; numbers and tile counts per lattice point (TO-6)."""

    def __init__(self):
        self.points = {}  # point key -> number | (tiles touching << 3)
        self.cells = {}  # cell key -> tile * 3 + rotation
        self.order = []  # cell keys in placement order (undo is a pop)
        self.front = {}  # frontier: empty cell key -> how many of its edges touch tiles
        self.changes = 0  # place and remove_last count up: a board-state stamp
        self._last = None  # (changes, hand, moves) of the last placements()

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

    def is_legal(self, cell_key, t, rot):
        """TO-6 for a board with tiles: empty cell, a shared edge, matching corners."""
        if cell_key in self.cells:
            return False
        for nb, _opp in edges(cell_key):
            if nb in self.cells:
                return self.fits(cell_key, t, rot)
        return False

    def placements(self, tiles):
        """Every legal move (TO-6) for any of ``tiles``, sorted by cell, tile, rotation.

        Candidate cells are the frontier's (kept up to date by ``place`` and
        ``remove_last``); each distinct rotation of each tile is checked against the
        numbers already on the cell's corners. The result is kept until the board or
        the hand changes: the draw and pass checks reuse the legal moves just listed."""
        hand = sorted(tiles)
        last = self._last
        if last is not None and last[0] == self.changes and last[1] == hand:
            return list(last[2])
        # each distinct rotation as one small int: corners in 4-bit fields, then the
        # code; grouped by the number on corner 1 (group n) and on corner 0 (6 + n)
        groups = [[] for _ in range(12)]
        for t in hand:
            for rot in tt.rotations(t):
                a, b, c = tt.corners(t, rot)
                f = a | b << 4 | c << 8 | (t * 3 + rot) << 12
                groups[b].append(f)
                groups[6 + a].append(f)
        pts = self.points
        out = []
        for ck in sorted(self.front):
            mask = want = 0
            shift = 0
            for p in corners(ck):
                v = pts.get(p)
                if v is not None:
                    mask |= 15 << shift
                    want |= (v & 7) << shift
                shift += 4
            base = ck << 8
            # a shared edge numbers corner 1, or else corners 0 and 2: one group holds them
            for f in groups[want >> 4 & 15] if mask & 240 else groups[6 + (want & 15)]:
                if f & mask == want:
                    out.append(base + (f >> 12))
        self._last = (self.changes, hand, out)
        return list(out)

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
                front[nb] = front.get(nb, 0) + 1
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
        touching = 0
        for nb, _opp in edges(ck):
            if nb in cells:
                touching += 1
            else:
                n = front[nb] - 1
                if n:
                    front[nb] = n
                else:
                    del front[nb]
        if touching:
            front[ck] = touching
        self.changes += 1
        return ck, v // 3, v % 3
