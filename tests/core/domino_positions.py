"""Hand-built traditional domino positions for the portable rule tests."""

from check import raises

from pipgrid import tiles
from pipgrid.games.domino.moves import RuleError
from pipgrid.games.domino.traditional import Traditional, parse_move


def T(text):
    return tiles.parse(text)


def mask(texts):
    m = 0
    for x in texts:
        m |= 1 << T(x)
    return m


def deck_of(hands, boneyard=()):
    """Hands dealt in blocks, then the boneyard, then every other tile ascending."""
    used = [T(x) for hand in hands for x in hand] + [T(x) for x in boneyard]
    return used + [t for t in range(28) if t not in used]


def position(hands, ends, boneyard=(), player=0, **options):
    """A hand-built mid-round position: ``hands`` per seat, open ``ends``, the
    boneyard in drawing order; every other tile counts as already on the line."""
    options.setdefault("hand_size", 1)
    g = Traditional(len(hands), 1, options)
    g.hands = [mask(h) for h in hands]
    g.counts = [len(h) for h in hands]
    rest = [T(x) for x in boneyard]
    g.deck = bytearray([t for t in range(28) if t not in rest] + rest)
    g.bone = 28 - len(rest)
    g.left, g.right = ends
    g.current_player = player
    return g


def play(g, text):
    g.play(parse_move(text))


def rule_of(fn, *args):
    return raises(RuleError, fn, *args).rule
