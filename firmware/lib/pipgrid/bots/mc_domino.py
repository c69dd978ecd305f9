"""Game models of the Monte Carlo players (bots/sampling.py) for traditional and
Italian domino: what a seat may infer, the sampling of the unseen tiles and the
rollouts (docs/bots.md).

**Rank space.** Inside a model a tile is the bit ``1 << RPOS[t]`` with tiles
ordered from the highest TR-4 rank down (bit 0 is 6-6), so a hand's heaviest tile
is its lowest set bit, ``m & -m``. Masks stay below 2**28.

**Inference** (``voids``: the tiles a seat's hand cannot hold):
- TR-4 / IT-3 opening: every hand was dealt without a tile ranked above the
  opening tile (booklet Italian and traditional); cleared on that seat's draw;
- traditional: a PASS at ends (l, r) means no tile of that hand fits them
  (TR-6, TR-7, TR-10); a DRAW means the same for the hand before it, but the
  drawn tiles may fit, so a draw clears that seat's voids (a sample never
  excludes a possible world).
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

# RPOS[t]: rank position of tile t (0 = 6-6, the highest); RLOW/RHIGH/RVAL by position.
RPOS = bytearray(28)
for _i in range(28):
    RPOS[BY_RANK[_i]] = _i
RLOW = bytes(tiles.LOW[t] for t in BY_RANK)
RHIGH = bytes(tiles.HIGH[t] for t in BY_RANK)
RVAL = bytes(tiles.VALUE[t] for t in BY_RANK)
# RPIP[e]: tiles showing e (RPIP[7] = 0: an empty line); RDBL: the doubles. A tile's
# higher-ranked tiles are the bits below its own: (1 << RPOS[t]) - 1.
_p = [0] * 8
_d = 0
for _i in range(28):
    _p[RLOW[_i]] |= 1 << _i
    _p[RHIGH[_i]] |= 1 << _i
    if RLOW[_i] == RHIGH[_i]:
        _d |= 1 << _i
RPIP = tuple(_p)
RDBL = _d
del _p, _d, _i


def count(m):
    n = 0
    while m:
        m &= m - 1
        n += 1
    return n


def pips(m):
    p = 0
    while m:
        b = m & -m
        m ^= b
        p += RVAL[TILE_OF_BIT[b % 37]]
    return p


def nth(m, k):
    """The k-th lowest set bit of m (k < count(m))."""
    while k:
        m &= m - 1
        k -= 1
    return m & -m


def rmask(mask):
    """A tile mask (bit t) in rank space."""
    out = 0
    while mask:
        b = mask & -mask
        mask ^= b
        out |= 1 << RPOS[TILE_OF_BIT[b % 37]]
    return out


class Model:
    """What both games' models share: the seats, the unseen tiles and sampling."""

    def setup(self, view, seen, voids, free=None, fvoids=None):
        """``seen``: rank-space mask of tiles the seat knows are not hidden;
        ``voids[s]``: tiles seat s cannot hold, except ``free[s]`` of its tiles (drawn
        since), which only cannot be tiles of ``fvoids[s]`` (a subset of ``voids[s]``)."""
        self.me = view.seat
        self.n = n = view.players
        self.mine = rmask(view.hand_mask)
        hidden = ~(seen | self.mine) & 0xFFFFFFF
        u = []
        while hidden:
            b = hidden & -hidden
            hidden ^= b
            u.append(b)
        self.pool = u
        self.deck = list(u)
        counts = view.counts
        # the most constrained seats are dealt first
        order = []
        for s in range(n):
            if s != self.me:
                order.append(s)
        for i in range(1, len(order)):
            j = i
            while j and count(voids[order[j]]) > count(voids[order[j - 1]]):
                order[j], order[j - 1] = order[j - 1], order[j]
                j -= 1
        self.order = order
        self.voids = voids
        self.free = free
        self.fvoids = fvoids
        self.counts = counts
        self.hands = [0] * n
        self.hands[self.me] = self.mine
        self.work = [0] * n
        self.bone = [0] * len(u)
        self.nb = 0

    def sample(self, x):
        """Deal the unseen tiles at random (the generator's state ``x``): each other
        seat its count of tiles outside its voids (any tile if too few are left),
        the rest to the boneyard in the shuffled order. Returns the new state."""
        d = self.deck
        u = self.pool
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
        free = self.free
        for s in self.order:
            want = self.counts[s]
            void = self.voids[s]
            h = 0
            f = 0
            if free:
                f = free[s]
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
                void = self.fvoids[s]
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
        self.nb = i
        return x
