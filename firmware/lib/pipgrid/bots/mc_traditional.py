"""The Monte Carlo player's model of traditional domino (bots/sampling.py; the shared
tables and sampling, the inference, rollout policies and values: bots/mc_domino.py)."""

from pipgrid import tiles
from pipgrid.bots import mc_domino
from pipgrid.bots.mc_domino import RANKS, count, pips
from pipgrid.bots.sampling import step
from pipgrid.games.domino.moves import DRAW, PASS

# RPIP[e]: the tiles (rank space) showing e (RPIP[7] = 0: an empty line); RPIP[8]: the
# doubles.
RPIP = [0] * 9
for i in range(28):
    t = RANKS[65 + (1 << i) % 37]
    RPIP[t >> 3] |= 1 << i
    RPIP[t & 7] |= 1 << i
    if t >> 3 == t & 7:
        RPIP[8] |= 1 << i
RPIP = tuple(RPIP)
del i, t


class Model(mc_domino.Model):
    """Traditional domino (TR-*). What the round's public moves tell of each hand
    (TR-6..TR-10): a DRAW or a PASS at ends (l, r) means no tile the seat then held
    fits them (``voids[s]``); the tiles it draws are free of that: ``fresh[s]``
    counts the seat's tiles drawn since, which only have to miss ``voids[n + s]``
    (what its later passes ruled out). A tile laid that ``voids[s]`` excludes was a
    drawn one; any other is counted against the older tiles while there are any
    (either way no possible world is excluded)."""

    def __init__(self, view):
        mask = 0
        for v in view.line_bytes:
            mask |= 1 << RANKS[tiles.tile(v >> 3, v & 7)]
        n = view.players
        voids = [0] * (2 * n)
        hist = view.history
        if hist:
            above = (1 << RANKS[(hist[0] & 63) >> 1]) - 1  # TR-4: the tiles ranked above the opening
            for s in range(n):
                voids[s] = above
        wild = RPIP[8] if view.wild else 0
        held = list(view.counts)  # the tiles each seat held at the deal
        for rec in hist:
            move = rec & 63
            if move < DRAW:
                held[rec >> 6 & 7] += 1
            elif move == DRAW:
                held[rec >> 6 & 7] -= rec >> 16 & 7
        fresh = [0] * n
        for rec in hist:
            move = rec & 63
            s = rec >> 6 & 7
            if move < DRAW:
                b = 1 << RANKS[move >> 1]
                held[s] -= 1
                if b & voids[s] or held[s] < fresh[s]:
                    if fresh[s]:
                        fresh[s] -= 1
                    else:  # cannot be: forget what was learnt of that hand
                        voids[s] = 0
            else:
                fit = RPIP[rec >> 10 & 7] | RPIP[rec >> 13 & 7] | wild
                voids[s] |= fit
                voids[n + s] |= fit
                if move == DRAW:
                    k = rec >> 16 & 7
                    held[s] += k
                    fresh[s] += k
                    voids[n + s] = 0
        mc_domino.Model.__init__(self, view, mask, voids, fresh)
        self.left = view.left
        self.right = view.right
        self.wild = wild
        self.drew = view.drew
        self.draw_count = view.draw_count

    def rollout(self, move, x):
        """Play ``move`` and the round out in the current sample; the value for me."""
        hands = self.buf
        src = self.hands
        for i in range(self.n):
            hands[i] = src[i]
        bone = self.bone
        nb = self.size
        bi = 0
        n = self.n
        s = self.seat
        k = self.draw_count
        dbl = self.wild
        pip = RPIP
        rk = RANKS
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
                b = 1 << RANKS[move >> 1]
                i = rk[65 + b % 37]
                if move & 1:
                    ri = i & 7 if i >> 3 == ri else i >> 3
                else:
                    le = i & 7 if i >> 3 == le else i >> 3
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
                q = (x >> 2) % q  # the q-th lowest tile of m
                b = m
                while q:
                    b &= b - 1
                    q -= 1
                b &= -b
            if b & fl and b & fr:
                right = x >> 9 & 1
            else:
                right = b & fr
            i = rk[65 + b % 37]
            if right:
                ri = i & 7 if i >> 3 == ri else i >> 3
            else:
                le = i & 7 if i >> 3 == le else i >> 3
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
        return points * (n - 1) if winner == self.seat else -points
