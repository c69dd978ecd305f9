"""The Monte Carlo player's model of booklet Italian domino (bots/sampling.py; the
shared tables and sampling: bots/mc_domino.py, whose module doc describes the
inference, rollout policies and values; the milestone variant: bots/mc_milestones.py,
a module of its own so a decision loads only the rollout it plays)."""

from pipgrid.bots import mc_domino
from pipgrid.bots.mc_domino import RANKS
from pipgrid.bots.sampling import step
from pipgrid.games.domino.moves import DRAW, PASS


class Model(mc_domino.Model):
    """Italian domino, booklet rules (IT-*; the milestone variant: bots/mc_milestones.py)."""

    def __init__(self, view):
        mask = 0
        hist = view.history
        n = view.players
        for rec in hist:
            if rec & 63 < DRAW:
                mask |= 1 << RANKS[rec & 63]
        voids = [0] * n
        if hist:
            above = (1 << RANKS[hist[0] & 63]) - 1  # IT-3: the opener laid the highest tile
            for s in range(n):
                voids[s] = above
        mc_domino.Model.__init__(self, view, mask, voids)
        self.total = view.total
        self.goal = view.goal
        self.announced = list(view.announced)
        self.last_announced = [0] * n  # a rollout's announcements
        # IT-6 ranks announcements by when they were made: the number of plays so far
        self.seq = [0] * n
        plays = 0
        for rec in hist:
            if rec & 63 < DRAW:
                plays += 1
                self.seq[rec >> 6 & 7] = plays
        self.plays = plays
        self.current = [0] * n  # a rollout's ranks of announcements
        self.passes = 0
        if hist and hist[-1] & 63 == PASS:
            self.passes = (hist[-1] >> 9 & 7) + 1

    def rollout(self, move, x):
        hands = self.buf
        n = self.n
        ann = self.last_announced
        order = self.current
        src = self.hands
        a = self.announced
        o = self.seq
        for i in range(n):
            hands[i] = src[i]
            ann[i] = a[i]
            order[i] = o[i]
        me = s = self.seat
        goal = self.goal
        total = self.total
        plays = self.plays
        passes = self.passes
        rk = RANKS
        ms = VAL
        b = 0 if move == PASS else 1 << RANKS[move]
        c = 2
        while True:
            c += 1
            if b:
                h = hands[s] ^ b
                hands[s] = h
                total += rk[28 + b % 37]
                plays += 1
                ann[s] = total
                order[s] = plays
                passes = 0
                if total == goal:
                    self.turns = c
                    return n - 1 if s == me else -1  # IT-5
                if total > goal:
                    break  # IT-6
            else:
                passes += 1
                if passes >= n:
                    break  # IT-6: everybody passed
            s = s + 1 if s + 1 < n else 0
            h = hands[s]
            need = goal - total
            b = h & ms[need] if need <= 12 else 0
            if not b:
                m = h & ms[14 + need if need < 13 else 27]
                if m:
                    x = step(x)
                    if x & 1:
                        b = m & -m
                    else:
                        q = 0
                        t = m
                        while t:
                            t &= t - 1
                            q += 1
                        q = (x >> 1) % q  # the q-th lowest tile of m
                        b = m
                        while q:
                            b &= b - 1
                            q -= 1
                        b &= -b
            else:
                b &= -b
        self.turns = c
        # IT-6: closest to the goal, at or below first, then the earlier announcement
        winner = -1
        best = 1 << 20
        for t in range(n):
            a = ann[t]
            if a < 0:
                continue
            key = ((a - goal if a > goal else goal - a) * 2 + (1 if a > goal else 0)) * 256 + order[t]
            if key < best:
                best, winner = key, t
        if winner < 0:
            return 0
        return n - 1 if winner == me else -1


# VAL[v]: the tiles (rank space) of value v (0..12; VAL[13] = 0); VAL[14 + v]: the tiles of
# value below v (0..13). Literals: tests/host/test_bots_mc.py checks them.
VAL = (
    134217728,
    67108864,
    50331648,
    12582912,
    3670016,
    458752,
    61440,
    3584,
    448,
    48,
    12,
    2,
    1,
    0,
    0,
    134217728,
    201326592,
    251658240,
    264241152,
    267911168,
    268369920,
    268431360,
    268434944,
    268435392,
    268435440,
    268435452,
    268435454,
    268435455,
)
