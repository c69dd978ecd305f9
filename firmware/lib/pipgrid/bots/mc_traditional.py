"""The Monte Carlo player's model of traditional domino (bots/sampling.py; the shared
tables and sampling, the inference, rollout policies and values: bots/mc_domino.py)."""

from pipgrid import tiles
from pipgrid.bots.mc_domino import RDBL, RHIGH, RLOW, RPIP, RPOS, Model, count, nth, pips
from pipgrid.bots.sampling import step
from pipgrid.games.domino.moves import DRAW, PASS, TILE_OF_BIT


class TraditionalModel(Model):
    def __init__(self, view):
        seen = 0
        for v in view.line_bytes:
            seen |= 1 << RPOS[tiles.tile(v >> 3, v & 7)]
        n = view.players
        voids = [0] * n
        hist = view.history
        if hist:
            above = (1 << RPOS[(hist[0] & 63) >> 1]) - 1  # TR-4: the tiles ranked above the opening
            for s in range(n):
                voids[s] = above
        dbl = RDBL if view.wild else 0
        free, fv = self.infer(view, voids, dbl)
        self.setup(view, seen, voids, free, fv)
        self.left = view.left
        self.right = view.right
        self.dbl = dbl
        self.drew = view.drew
        self.k = view.draw_count

    def infer(self, view, voids, dbl):
        """What the round's public moves tell of each hand (TR-6..TR-10): a DRAW or a
        PASS at ends (l, r) means no tile the seat then held fits them (``voids``);
        the tiles it draws are free of that, so ``free[s]`` counts the seat's tiles
        drawn since, which may only not be in ``fv[s]`` (what a later pass rules
        out). A tile laid that the voids exclude was a drawn one; any other is
        counted against the older tiles while there are any (either way no possible
        world is excluded)."""
        n = view.players
        hist = view.history
        held = list(view.counts)  # the tiles each seat held at the deal
        for rec in hist:
            move = rec & 63
            if move < DRAW:
                held[rec >> 6 & 7] += 1
            elif move == DRAW:
                held[rec >> 6 & 7] -= rec >> 16 & 7
        free = [0] * n
        fv = [0] * n
        for rec in hist:
            move = rec & 63
            s = rec >> 6 & 7
            if move < DRAW:
                b = 1 << RPOS[move >> 1]
                held[s] -= 1
                if b & voids[s] or held[s] < free[s]:
                    if free[s]:
                        free[s] -= 1
                    else:  # cannot be: forget what was learnt of that hand
                        voids[s] = 0
            else:
                fit = RPIP[rec >> 10 & 7] | RPIP[rec >> 13 & 7] | dbl
                voids[s] |= fit
                fv[s] |= fit
                if move == DRAW:
                    k = rec >> 16 & 7
                    held[s] += k
                    free[s] += k
                    fv[s] = 0
        return free, fv

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
