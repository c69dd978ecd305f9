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
from pipgrid.games.domino.moves import BY_RANK, DRAW, PASS, TILE_OF_BIT

# RPOS[t]: rank position of tile t (0 = 6-6, the highest); RLOW/RHIGH/RVAL by position.
RPOS = bytearray(28)
for _i in range(28):
    RPOS[BY_RANK[_i]] = _i
RLOW = bytes(tiles.LOW[t] for t in BY_RANK)
RHIGH = bytes(tiles.HIGH[t] for t in BY_RANK)
RVAL = bytes(tiles.VALUE[t] for t in BY_RANK)
# RPIP[e]: tiles showing e (RPIP[7] = 0: an empty line); RDBL: the doubles; VAL[v]:
# tiles of value v (0..12), BELOW[v]: tiles of value below v (v 0..13).
_p = [0] * 8
_v = [0] * 13
_d = 0
for _i in range(28):
    _p[RLOW[_i]] |= 1 << _i
    _p[RHIGH[_i]] |= 1 << _i
    _v[RVAL[_i]] |= 1 << _i
    if RLOW[_i] == RHIGH[_i]:
        _d |= 1 << _i
RPIP = tuple(_p)
RDBL = _d
VAL = tuple(_v)
_b = [0]
for _i in range(13):
    _b.append(_b[-1] | _v[_i])
BELOW = tuple(_b)
ABOVE = tuple((1 << _i) - 1 for _i in range(29))  # ABOVE[i]: rank positions before i
del _p, _v, _d, _b, _i


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

    def setup(self, view, seen, voids):
        """``seen``: rank-space mask of tiles the seat knows are not hidden;
        ``voids[s]``: tiles seat s cannot hold."""
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
        for s in self.order:
            want = self.counts[s]
            void = self.voids[s]
            h = 0
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


class TraditionalModel(Model):
    def __init__(self, view):
        seen = 0
        for v in view.line_bytes:
            seen |= 1 << RPOS[tiles.tile(v >> 3, v & 7)]
        n = view.players
        voids = [0] * n
        hist = view.history
        if hist:
            above = ABOVE[RPOS[(hist[0] & 63) >> 1]]
            for s in range(n):
                voids[s] = above
        dbl = RDBL if view.wild else 0
        for rec in hist:
            move = rec & 63
            s = rec >> 6 & 7
            if move == DRAW:
                voids[s] = 0
            elif move == PASS:
                voids[s] |= RPIP[rec >> 10 & 7] | RPIP[rec >> 13 & 7] | dbl
        self.setup(view, seen, voids)
        self.left = view.left
        self.right = view.right
        self.dbl = dbl
        self.drew = view.drew
        self.k = view.draw_count

    def rollout(self, move, x):
        """Play ``move`` and the round out in the current sample; the value for me."""
        hands = self.work
        src = self.hands
        for i in range(self.n):
            hands[i] = src[i]
        bone = self.bone
        nb = self.nb
        bi = 0
        n = self.n
        s = self.me
        k = self.k
        dbl = self.dbl
        pip = RPIP
        tob = TILE_OF_BIT
        lo_ = RLOW
        hi_ = RHIGH
        le = self.left
        ri = self.right
        drew = self.drew
        passes = 0
        c = 3  # turns played out (the work a level's budget counts)
        h = hands[s]
        if move == DRAW:
            j = bi + k
            while bi < j and bi < nb:
                h |= bone[bi]
                bi += 1
            hands[s] = h
            drew = 1
        else:
            if move == PASS:
                passes = 1
            else:
                b = 1 << RPOS[move >> 1]
                i = tob[b % 37]
                if move & 1:
                    ri = hi_[i] if lo_[i] == ri else lo_[i]
                else:
                    le = hi_[i] if lo_[i] == le else lo_[i]
                h ^= b
                hands[s] = h
                if not h:
                    self.turns = c
                    return self.value(hands, s)
            s = s + 1 if s + 1 < n else 0
            drew = 0
        while True:
            c += 1
            h = hands[s]
            fl = pip[le] | dbl
            fr = pip[ri] | dbl
            m = h & (fl | fr)
            if not m and not drew and k and bi < nb:
                j = bi + k
                while bi < j and bi < nb:
                    h |= bone[bi]
                    bi += 1
                hands[s] = h
                m = h & (fl | fr)
            if not m:
                passes += 1
                if passes >= n and (not k or bi >= nb):
                    self.turns = c
                    return self.value(hands, -1)  # TR-13: blocked
                s = s + 1 if s + 1 < n else 0
                drew = 0
                continue
            passes = 0
            x = step(x)
            if x & 3:
                b = m & -m
            else:
                q = 0
                t = m
                while t:
                    t &= t - 1
                    q += 1
                b = nth(m, (x >> 2) % q)
            if b & fl and b & fr:
                right = x >> 9 & 1
            else:
                right = b & fr
            i = tob[b % 37]
            if right:
                ri = hi_[i] if lo_[i] == ri else lo_[i]
            else:
                le = hi_[i] if lo_[i] == le else lo_[i]
            h ^= b
            hands[s] = h
            if not h:
                self.turns = c
                return self.value(hands, s)
            s = s + 1 if s + 1 < n else 0
            drew = 0

    def value(self, hands, winner):
        """TR-12 (``winner`` went out) or TR-13 (-1: blocked), for me."""
        n = self.n
        if winner < 0:
            best = 1 << 20
            for s in range(n):
                key = count(hands[s]) * 1024 + pips(hands[s])
                if key < best:
                    best, winner = key, s
                elif key == best:
                    winner = -1
            if winner < 0:
                return 0
        points = 0
        for s in range(n):
            if s != winner:
                points += pips(hands[s])
        return points * (n - 1) if winner == self.me else -points
