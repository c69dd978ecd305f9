"""The Monte Carlo player's model of the Italian milestone variant (IT-M*;
bots/sampling.py; the shared tables and sampling: bots/mc_domino.py, whose module doc
describes the rollout policy and the value). Booklet Italian: bots/mc_italian.py."""

from pipgrid.bots import mc_domino
from pipgrid.bots.mc_domino import RANKS
from pipgrid.bots.sampling import step
from pipgrid.games.domino.moves import DRAW, PASS


class Model(mc_domino.Model):
    """No forced moves to learn from (IT-M2: a seat may always play any tile): the
    unseen tiles are dealt without voids."""

    def __init__(self, view):
        mask = 0
        for rec in view.history:
            if rec & 63 < DRAW:
                mask |= 1 << RANKS[rec & 63]
        mc_domino.Model.__init__(self, view, mask, [0] * view.players)
        self.total = view.total

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


# Tables by running total t (0..99) (IT-M3), one name: MS[t] the tiles (rank space) that
# make a milestone from t, MS[100 + t] those after which no milestone is within one tile
# (12) of the new total. Milestone points: bots/mc_domino.RANKS.
# Literals, not a loop at import (a loop over 100 totals costs a board milliseconds and heap):
# tests/host/test_bots_mc.py checks them against the milestone rules.
MS = (
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    1,
    2,
    12,
    48,
    448,
    3584,
    61440,
    458752,
    3670016,
    12582912,
    50331648,
    67108864,
    134217728,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    1,
    2,
    12,
    48,
    448,
    3584,
    61440,
    458752,
    3670016,
    12582912,
    50331648,
    67108864,
    134217728,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    1,
    2,
    12,
    48,
    448,
    3584,
    61440,
    458752,
    3670016,
    12582912,
    50331648,
    67108864,
    134217728,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    1,
    2,
    12,
    48,
    448,
    3584,
    61440,
    458752,
    3670016,
    12582912,
    50331648,
    67108864,
    268435455,
    268435455,
    268435455,
    268435455,
    268435455,
    268435455,
    268435454,
    268435452,
    268435440,
    268435392,
    268434944,
    268431360,
    268369920,
    267911168,
    264241152,
    251658240,
    201326592,
    134217728,
    1,
    3,
    15,
    63,
    511,
    4095,
    65535,
    524287,
    4194302,
    16777212,
    67108848,
    134217664,
    268434944,
    268431360,
    268369920,
    267911168,
    264241152,
    251658240,
    201326592,
    134217728,
    1,
    3,
    15,
    63,
    511,
    4095,
    65535,
    524287,
    4194302,
    16777212,
    67108848,
    134217664,
    268434944,
    268431360,
    268369920,
    267911168,
    264241152,
    251658240,
    201326592,
    134217728,
    1,
    3,
    15,
    63,
    511,
    4095,
    65535,
    524287,
    4194303,
    16777215,
    67108863,
    134217727,
    268435455,
    268435455,
    268435455,
    268435455,
    268435455,
    268435455,
    268435454,
    268435452,
    268435440,
    268435392,
    268434944,
    268431360,
    268369920,
    267911168,
    264241152,
    251658240,
    201326592,
    134217728,
    1,
    3,
    15,
    63,
    511,
    4095,
    65535,
    524287,
    4194303,
    16777215,
    67108863,
    134217727,
)
