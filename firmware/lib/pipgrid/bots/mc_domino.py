"""Game models of the Monte Carlo players (bots/sampling.py) for traditional and
Italian domino: what a seat may infer, the sampling of the unseen tiles and the
rollouts (docs/bots.md).

**Rank space.** Inside a model a tile is the bit ``1 << RANKS[t]`` with tiles
ordered from the highest TR-4 rank down (bit 0 is 6-6), so a hand's heaviest tile
is its lowest set bit, ``m & -m``. Masks stay below 2**28.

**Inference** (``voids``: the tiles a seat's hand cannot hold):
- TR-4 / IT-3 opening: every hand was dealt without a tile ranked above the
  opening tile (booklet Italian and traditional);
- traditional: a PASS at ends (l, r) means no tile of that hand fits them
  (TR-6, TR-7, TR-10); a DRAW means the same for the hand before it, but the
  drawn tiles may fit: ``fresh[s]`` counts the tiles of seat s drawn since, which
  only have to miss ``voids[n + s]`` (what its later passes ruled out), so a
  sample never excludes a possible world (bots/mc_traditional.py).
Milestone Italian has no forced moves to learn from (IT-M2: a seat may always
play any tile).

**Rollout policy** (every seat, the bot's included, after its first move): a
sensible player, not greedy: traditional: 3 times in 4 the heaviest playable tile,
else a random one, either end at random when it fits both; booklet Italian: the
exact goal when a tile makes it, else a tile below the goal (heaviest 1 in 2,
else random), else pass; milestones: a milestone when a tile hits one (the
richest), else draw 3 times in 4 while the boneyard lasts, else a random tile.

**Values** (ints, for the bot's seat ``me``; n players): traditional: the round's
points times (n - 1) when ``me`` wins it, minus the points when another seat
does; booklet Italian: n - 1 for a round won, -1 for a round another seat wins;
milestones: (n - 1) times ``me``'s milestone points minus the other seats'.
"""

from pipgrid import tiles
from pipgrid.bots.sampling import step
from pipgrid.games.domino.moves import BY_RANK, TILE_OF_BIT

# One table for both games' models (one name: every name is interned for good on the
# board): RANKS[t] the rank position of tile t (0 = 6-6, the highest); for a tile's bit
# b in rank space, RANKS[28 + b % 37] its value and RANKS[65 + b % 37] its halves,
# low << 3 | high (b % 37 differs for the 28 bits); RANKS[102 + v] the milestone points
# for reaching the Italian total v (IT-M3, v 0..112). A tile's higher-ranked tiles are
# the bits below its own: (1 << RANKS[t]) - 1.
RANKS = bytearray(215)
for i in range(28):
    t = BY_RANK[i]
    RANKS[t] = i
    RANKS[28 + (1 << i) % 37] = tiles.VALUE[t]
    RANKS[65 + (1 << i) % 37] = tiles.LOW[t] << 3 | tiles.HIGH[t]
RANKS[132] = 1  # 30
RANKS[152] = 2  # 50
RANKS[172] = 4  # 70
RANKS[202] = 8  # 100
del i, t


def count(x):
    n = 0
    while x:
        x &= x - 1
        n += 1
    return n


def pips(x):
    p = 0
    while x:
        b = x & -x
        x ^= b
        p += RANKS[28 + b % 37]
    return p


class Model:
    """What both games' models share: the seats, the unseen tiles and sampling. Its
    attributes reuse names the app already holds (sampling.py: interned names)."""

    def __init__(self, view, mask, voids, fresh=None):
        """``mask``: rank-space mask of tiles the seat knows are not hidden;
        ``voids[s]``: tiles seat s cannot hold, except ``fresh[s]`` of its tiles
        (drawn since), which only cannot be tiles of ``voids[n + s]``."""
        self.seat = me = view.seat
        self.n = n = view.players
        mine = 0  # the hand in rank space
        h = view.hand_mask
        while h:
            b = h & -h
            h ^= b
            mine |= 1 << RANKS[TILE_OF_BIT[b % 37]]
        hidden = ~(mask | mine) & 0xFFFFFFF
        u = []
        while hidden:
            b = hidden & -hidden
            hidden ^= b
            u.append(b)
        self.tiles = u  # the unseen tiles
        self.deck = list(u)
        counts = view.counts
        # the most constrained seats are dealt first
        order = []
        for s in range(n):
            if s != me:
                order.append(s)
        for i in range(1, len(order)):
            j = i
            while j and count(voids[order[j]]) > count(voids[order[j - 1]]):
                order[j], order[j - 1] = order[j - 1], order[j]
                j -= 1
        self.order = order
        self.voids = voids
        self.fresh = fresh
        self.counts = counts
        self.hands = [0] * n
        self.hands[me] = mine
        self.buf = [0] * n  # a rollout's hands
        self.bone = [0] * len(u)
        self.size = 0  # tiles in the sample's boneyard

    def sample(self, x):
        """Deal the unseen tiles at random (the generator's state ``x``): each other
        seat its count of tiles outside its voids (any tile if too few are left),
        the rest to the boneyard in the shuffled order. Returns the new state."""
        d = self.deck
        u = self.tiles
        for i in range(len(u)):  # no slice: a slice object is heap on MicroPython
            d[i] = u[i]
        i = len(d) - 1
        while i > 0:
            x = step(x)
            j = x % (i + 1)
            d[i], d[j] = d[j], d[i]
            i -= 1
        used = 0
        hands = self.hands
        fresh = self.fresh
        for s in self.order:
            want = self.counts[s]
            void = self.voids[s]
            h = 0
            f = 0
            if fresh:
                f = fresh[s]
                if f > want:
                    f = want
                want -= f
            for b in d:
                if want and not (b & (used | void)):
                    h |= b
                    used |= b
                    want -= 1
            if f:  # the tiles drawn since the voids were learnt
                want += f
                void = self.voids[self.n + s]
                for b in d:
                    if want and not (b & (used | void)):
                        h |= b
                        used |= b
                        want -= 1
            for b in d:  # an impossible constraint: any tile
                if want and not (b & used):
                    h |= b
                    used |= b
                    want -= 1
            hands[s] = h
        bone = self.bone
        i = 0
        for b in d:
            if not b & used:
                bone[i] = b
                i += 1
        self.size = i
        return x
