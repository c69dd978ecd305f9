"""The Monte Carlo player's model of Italian domino (bots/sampling.py; the shared
tables, sampling and the traditional model: bots/mc_domino.py, whose module doc
describes the inference, rollout policies and values)."""

from pipgrid.bots import mc_domino
from pipgrid.bots.mc_domino import RANKS
from pipgrid.bots.sampling import step
from pipgrid.games.domino.moves import DRAW, PASS


class Model(mc_domino.Model):
    """Italian domino, booklet and milestones (IT-*)."""

    def __init__(self, view):
        mask = 0
        hist = view.history
        n = view.players
        for rec in hist:
            if rec & 63 < DRAW:
                mask |= 1 << RANKS[rec & 63]
        voids = [0] * n
        if hist and not view.milestones:
            above = (1 << RANKS[hist[0] & 63]) - 1  # IT-3: the opener laid the highest tile
            for s in range(n):
                voids[s] = above
        mc_domino.Model.__init__(self, view, mask, voids)
        self.total = view.total
        self.goal = view.goal
        self.milestones = view.milestones
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
        if self.milestones:  # a milestone round (IT-M*)
            hands = self.buf
            src = self.hands
            for i in range(self.n):
                hands[i] = src[i]
            bone = self.bone
            nb = self.size
            bi = 0
            n = self.n
            me = s = self.seat
            total = self.total
            rk = RANKS
            hit = MS
            mine = 0
            theirs = 0
            b = move
            if move < DRAW:
                b = 1 << RANKS[move]
            c = 2
            while True:
                c += 1
                if b == DRAW:
                    hands[s] |= bone[bi]
                    bi += 1
                elif b != PASS:
                    hands[s] ^= b
                    total += rk[28 + b % 37]
                    if total >= 100:
                        if total == 100:  # IT-M4: the round ends at 100 or past it
                            if s == me:
                                mine += 8
                            else:
                                theirs += 8
                        break
                    p = rk[102 + total]
                    if p:
                        if s == me:
                            mine += p
                        else:
                            theirs += p
                elif bi >= nb:
                    # a pass with the boneyard empty: the round ends when nobody holds a tile
                    t = 0
                    for h in hands:
                        t |= h
                    if not t:
                        break
                s = s + 1 if s + 1 < n else 0
                h = hands[s]
                b = h & hit[total]  # a milestone in reach (only one can be: they are 20 apart)
                if b:
                    b &= -b
                    continue
                if bi < nb:
                    b = DRAW
                    continue
                if not h:
                    b = PASS
                    continue
                x = step(x)
                m = h & hit[100 + total]  # 3 times in 4 a tile that leaves no milestone in reach
                if not m or not x & 3:
                    m = h
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
            self.turns = c
            return mine * (n - 1) - theirs
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
        ms = MS
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
            b = h & ms[200 + need] if need <= 12 else 0
            if not b:
                m = h & ms[214 + need if need < 13 else 227]
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


# Tables by running total t (0..99) and tile value v (IT-M3, IT-5), one name: MS[t] the
# tiles (rank space) that make a milestone from t, MS[100 + t] those after which no
# milestone is within one tile (12) of the new total; MS[200 + v] the tiles of value v
# (0..12; MS[213] = 0), MS[214 + v] the tiles of value below v (0..13). Milestone points:
# bots/mc_domino.RANKS.
# Literals, not a loop at import (a loop over 100 totals costs a board milliseconds and heap):
# tests/host/test_bots_mc.py checks them against the milestone rules.
MS = (
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 12, 48, 448, 3584, 61440, 458752,
    3670016, 12582912, 50331648, 67108864, 134217728, 0, 0, 0, 0, 0, 0, 0, 1, 2, 12, 48, 448, 3584,
    61440, 458752, 3670016, 12582912, 50331648, 67108864, 134217728, 0, 0, 0, 0, 0, 0, 0, 1, 2, 12, 48,
    448, 3584, 61440, 458752, 3670016, 12582912, 50331648, 67108864, 134217728, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 12, 48, 448, 3584, 61440, 458752, 3670016, 12582912, 50331648,
    67108864,
    268435455, 268435455, 268435455, 268435455, 268435455, 268435455, 268435454, 268435452, 268435440,
    268435392, 268434944, 268431360, 268369920, 267911168, 264241152, 251658240, 201326592, 134217728,
    1, 3, 15, 63, 511, 4095, 65535, 524287, 4194302, 16777212, 67108848, 134217664, 268434944,
    268431360, 268369920, 267911168, 264241152, 251658240, 201326592, 134217728, 1, 3, 15, 63, 511,
    4095, 65535, 524287, 4194302, 16777212, 67108848, 134217664, 268434944, 268431360, 268369920,
    267911168, 264241152, 251658240, 201326592, 134217728, 1, 3, 15, 63, 511, 4095, 65535, 524287,
    4194303, 16777215, 67108863, 134217727, 268435455, 268435455, 268435455, 268435455, 268435455,
    268435455, 268435454, 268435452, 268435440, 268435392, 268434944, 268431360, 268369920, 267911168,
    264241152, 251658240, 201326592, 134217728, 1, 3, 15, 63, 511, 4095, 65535, 524287, 4194303,
    16777215, 67108863, 134217727,
)
b = [0] * 28
for i in range(28):
    b[RANKS[28 + (1 << i) % 37]] |= 1 << i
for i in range(13):
    b[15 + i] = b[14 + i] | b[i]
MS += tuple(b)
del b, i
