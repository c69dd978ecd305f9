"""Hand-built Tri-Ominos deals for the portable tests (not a test module itself)."""

from pipgrid.games.triominoes import game as tri
from pipgrid.games.triominoes import lattice as lat
from pipgrid.games.triominoes import tiles as tt


def T(written):
    return tt.parse(written)


def deal(players, fixed, pool_first=()):
    """Hands holding ``fixed`` tiles, filled up with non-triples without a 5 (they never
    fit an edge that carries a 5); the pool starts with ``pool_first``, then the rest."""
    used = [T(x) for h in fixed for x in h] + [T(x) for x in pool_first]
    free = [t for t in tt.ALL if tt.THIRD[t] < 5 and not tt.is_triple(t) and t not in used]
    hands = []
    for h in fixed:
        hand = [T(x) for x in h]
        while len(hand) < tri.HAND_SIZE[players]:
            hand.append(free.pop(0))
        hands.append(hand)
    dealt = used + [t for h in hands for t in h]
    pool = [T(x) for x in pool_first] + [t for t in tt.ALL if t not in dealt]
    return hands, pool


def game(players, fixed, pool_first=(), **options):
    return tri.Triominoes(players, 1, options, deal(players, fixed, pool_first))


def place(g, kind, x, y, corners):
    """Play the tile showing ``corners`` (e.g. "2-4-1") in cell ``kind x y``; its points."""
    ns = [int(n) for n in corners.split("-")]
    t, rot = tt.from_corners(ns[0], ns[1], ns[2])
    m = lat.move(lat.cell(kind == "D", x, y), t, rot if rot in tt.rotations(t) else 0)
    assert m in g.legal_moves(), corners
    g.play(m)
    return g.last_move()[2]


def value(tiles):
    return sum(tt.VALUE[t] for t in tiles)
