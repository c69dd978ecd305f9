"""The Tri-Ominos placement generation before issue 12, kept as the benchmark's
baseline (bench_triominoes.py) and as the reference the new one must equal
(tests/host/test_triominoes_placements.py): the frontier rebuilt from every tile on
the board at each call, each rotation of each tile of the hand checked against
every frontier cell. A copy of ``Board.frontier`` and ``Board.placements`` as they
were, as functions of a board."""

from pipgrid.games.triominoes import tiles as tt
from pipgrid.games.triominoes.lattice import corners, edges


def frontier(board):
    """Empty cells sharing an edge with the board, sorted (TO-6 candidates)."""
    cells = board.cells
    found = []
    for ck in board.order:
        for nb, _opp in edges(ck):
            if nb not in cells and nb not in found:
                found.append(nb)
    found.sort()
    return found


def placements(board, tiles):
    """Every legal move (TO-6) for any of ``tiles``, sorted by cell, tile, rotation."""
    forms = []
    for t in sorted(tiles):
        for rot in tt.rotations(t):
            a, b, c = tt.corners(t, rot)
            forms.append(a | b << 4 | c << 8 | (t * 3 + rot) << 12)
    pts = board.points
    out = []
    for ck in frontier(board):
        mask = want = 0
        shift = 0
        for p in corners(ck):
            v = pts.get(p)
            if v is not None:
                mask |= 15 << shift
                want |= (v & 7) << shift
            shift += 4
        base = ck << 8
        for f in forms:
            if f & mask == want:
                out.append(base + (f >> 12))
    return out
