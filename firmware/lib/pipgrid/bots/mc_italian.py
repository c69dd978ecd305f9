"""The Monte Carlo player's model of Italian domino (bots/sampling.py; the shared
tables, sampling and the traditional model: bots/mc_domino.py, whose module doc
describes the inference, rollout policies and values)."""

from pipgrid.bots.mc_domino import BELOW, RPOS, RVAL, VAL, ABOVE, Model, nth
from pipgrid.bots.sampling import step
from pipgrid.games.domino.moves import DRAW, PASS, TILE_OF_BIT


class ItalianModel(Model):
    def __init__(self, view):
        seen = 0
        hist = view.history
        n = view.players
        for rec in hist:
            if rec & 63 < DRAW:
                seen |= 1 << RPOS[rec & 63]
        voids = [0] * n
        if hist and not view.milestones:
            above = ABOVE[RPOS[hist[0] & 63]]  # IT-3: the opener laid the highest tile
            for s in range(n):
                voids[s] = above
        self.setup(view, seen, voids)
        self.total = view.total
        self.goal = view.goal
        self.milestones = view.milestones
        self.announced = list(view.announced)
        self.ann = [0] * n
        # IT-6 ranks announcements by when they were made: the number of plays so far
        self.seen_order = [0] * n
        plays = 0
        for rec in hist:
            if rec & 63 < DRAW:
                plays += 1
                self.seen_order[rec >> 6 & 7] = plays
        self.plays = plays
        self.mark = [0] * n
        self.passes = 0
        if hist and hist[-1] & 63 == PASS:
            self.passes = (hist[-1] >> 9 & 7) + 1

    def rollout(self, move, x):
        if self.milestones:
            return self.milestone_rollout(move, x)
        hands = self.work
        n = self.n
        ann = self.ann
        order = self.mark
        src = self.hands
        a = self.announced
        o = self.seen_order
        for i in range(n):
            hands[i] = src[i]
            ann[i] = a[i]
            order[i] = o[i]
        me = s = self.me
        goal = self.goal
        total = self.total
        plays = self.plays
        passes = self.passes
        val = RVAL
        tob = TILE_OF_BIT
        b = 0 if move == PASS else 1 << RPOS[move]
        c = 2
        while True:
            c += 1
            if b:
                h = hands[s] ^ b
                hands[s] = h
                total += val[tob[b % 37]]
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
            b = h & VAL[need] if need <= 12 else 0
            if not b:
                m = h & BELOW[need if need < 13 else 13]
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
                        b = nth(m, (x >> 1) % q)
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

    def milestone_rollout(self, move, x):
        hands = self.work
        src = self.hands
        for i in range(self.n):
            hands[i] = src[i]
        bone = self.bone
        nb = self.nb
        bi = 0
        n = self.n
        me = s = self.me
        total = self.total
        val = RVAL
        tob = TILE_OF_BIT
        mine = 0
        theirs = 0
        b = move
        if move < DRAW:
            b = 1 << RPOS[move]
        c = 2
        while True:
            c += 1
            if b == DRAW:
                hands[s] |= bone[bi]
                bi += 1
            elif b != PASS:
                hands[s] ^= b
                total += val[tob[b % 37]]
                p = 0
                if total == 30:
                    p = 1
                elif total == 50:
                    p = 2
                elif total == 70:
                    p = 4
                elif total == 100:
                    p = 8
                if p:
                    if s == me:
                        mine += p
                    else:
                        theirs += p
                if total >= 100:
                    break  # IT-M4
            s = s + 1 if s + 1 < n else 0
            h = hands[s]
            b = 0
            for goal in (100, 70, 50, 30):  # the richest milestone in reach
                need = goal - total
                if 0 < need <= 12 and h & VAL[need]:
                    b = h & VAL[need]
                    b &= -b
                    break
            if b:
                continue
            x = step(x)
            if bi < nb:
                b = DRAW
            elif not h:
                b = PASS
            else:
                q = 0
                t = h
                while t:
                    t &= t - 1
                    q += 1
                b = nth(h, (x >> 2) % q)
            if b == PASS and bi >= nb:
                # nobody holds a tile and the boneyard is empty: nothing more can happen
                allempty = True
                for t in hands:
                    if t:
                        allempty = False
                if allempty:
                    break
        self.turns = c
        return mine * (n - 1) - theirs
