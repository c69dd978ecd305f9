"""The Monte Carlo player's model of Tri-Ominos (bots/sampling.py's ``Search``;
docs/bots.md): levels L1..L5 by ``TriominoesModel`` and ``choose``.

**Candidates.** A level considers its ``TOP[level]`` best placements by immediate
points (TO-3, TO-7; ties in legal-move order), every one when it has fewer.

**Lapses.** In ``SLIP[level]`` decisions of 10 (L1 8, L2 6, L3 4, L4 2, L5 never) a
level plays a uniformly random legal move instead: above L3 a bigger budget buys
little on the board (docs/bots.md), so the levels are told apart by how often
they lapse as much as by how hard they think.

**A sample** deals the tiles the seat cannot see (the set less its own hand and
the board, TO-9) to the other seats by their public hand sizes and the rest to
the pool in a random order. Inference: the seats that passed since the last
placement (TO-8: the view's public ``passes`` in a row) hold no tile that fits
the board as it is now, so their sampled hands are drawn from the unseen tiles
that fit nowhere.

**A rollout** plays the candidate, then ``DEPTH`` more turns for every seat in
turn (the bot's included) on the real board (``place`` and ``pop`` here: the
board's own without allocating; undone before the rollout returns), with a sensible policy that is not greedy's:
3 times in 4 the cell with the heaviest fitting tile plus its bonus (a hexagon,
TO-7a; a bridge, TO-7b), else a random cell that fits, its heaviest tile; draw
(TO-8) while nothing fits and the pool and the draw limit allow, else pass.
Ties and the random cell depend on the cell keys only, never on a dict's order.

**Fast moves** (bots/tri_fast.py). Each seat's hand is a bytearray of 108 six-bit masks, one per
frontier *group* of board.py (two neighbouring corners and their numbers): bit z
says the hand holds the rotation with z on the third corner. A frontier cell's
kept code names its group (and the third corner's number when that is numbered),
so a cell costs one lookup; adding or removing a tile sets or clears 9 bits.

**Values** (ints, for the bot's seat ``me`` of n): a round that ends in the
rollout is scored as the rules do (TO-10, TO-11; club scoring when on); else
each seat counts its points since the decision less ``TILE`` per tile in hand.
The value is (n - 1) times ``me``'s count less the others' counts.
"""

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


from pipgrid.bots.sampling import Search, step
from pipgrid.bots.tri_fast import FORM, GB, GM, GSUM, HIBIT, add, cell_bonus, fits_nowhere, place, pop
from pipgrid.games.triominoes import lattice as lat
from pipgrid.games.triominoes import tiles as tt

ANY = const(512)  # board.py: only the group's two corners are numbered
TILE = const(8)  # a tile still in hand, in points, when a rollout stops early
TOP = (3, 5, 6, 8, 12)  # candidates by level
DEPTH = (2, 2, 2, 2, 2)  # rollout turns per seat after the candidate, by level
# decisions in 10 that play a uniformly random legal move instead, by level
SLIP = (8, 6, 4, 2, 0)
# the work of a decision in rollout turns, by level (sampling.Search's budget)

BUDGET = (25, 70, 160, 300, 500)
SLICE = const(40)  # rollout turns per slice of thinking (docs/bots.md: under 2 ms)

class TriominoesModel:
    """Samples and rollouts of one decision (module docstring)."""

    def __init__(self, view):
        self.view = view
        board = view.board
        self.board = board
        n = view.players
        self.n = n
        self.me = view.seat
        self.club = view.club
        self.limit = view.draw_limit
        self.sizes = list(view.hand_sizes)
        seen = bytearray(56)
        for t in view.hand:
            seen[t] = 1
        for ck in board.cells:
            seen[board.cells[ck] // 3] = 1
        unseen = [t for t in range(56) if not seen[t]]  # in set order
        self.unseen = unseen
        self.deal = list(unseen)
        # TO-8 inference: seats that passed with the board as it is now
        self.blocked = [False] * n
        self.stuck = []
        if board.order and view.passes:
            s = view.current_player
            for _ in range(view.passes):
                s = s - 1 if s else n - 1
                self.blocked[s] = True
            self.stuck = [t for t in unseen if fits_nowhere(board, t)]
        self.base = [bytearray(108) for _ in range(n)]
        self.work = [bytearray(108) for _ in range(n)]
        self.cnt = [0] * n
        self.sum = [0] * n
        self.wcnt = [0] * n
        self.wsum = [0] * n
        self.gain = [0] * n
        add_me = self.base[self.me]
        for t in view.hand:
            add(add_me, t, True)
        self.cnt[self.me] = len(view.hand)
        self.sum[self.me] = sum(tt.VALUE[t] for t in view.hand)
        self.pool = [0] * len(unseen)  # the sample's pool: its first ``np`` tiles
        self.np = 0
        self.used = bytearray(56)
        self.order = list(self.stuck)
        self.points = {}  # a candidate's immediate points (``_Top``)
        self.turns = 0

    def sample(self, x):
        """Deal the unseen tiles anew (module docstring); returns the generator."""
        deal = self.deal
        stuck = self.stuck
        nu = len(deal)
        for i in range(nu):
            deal[i] = self.unseen[i]
        for i in range(nu - 1, 0, -1):
            x = step(x)
            j = x % (i + 1)
            deal[i], deal[j] = deal[j], deal[i]
        used = self.used
        for i in range(56):
            used[i] = 0
        order = self.order
        if stuck:
            ns = len(stuck)
            for i in range(ns):
                order[i] = stuck[i]
            for i in range(ns - 1, 0, -1):
                x = step(x)
                j = x % (i + 1)
                order[i], order[j] = order[j], order[i]
        k = 0
        for s in range(self.n):
            if s == self.me:
                continue
            pm = self.base[s]
            for i in range(108):
                pm[i] = 0
            size = self.sizes[s]
            total = 0
            got = 0
            if stuck and self.blocked[s] and size <= len(order) - k:
                while got < size:
                    t = order[k]
                    k += 1
                    used[t] = 1
                    add(pm, t, True)
                    total += tt.VALUE[t]
                    got += 1
            self.cnt[s] = size
            self.sum[s] = total
            i = 0
            while got < size:
                while used[deal[i]]:
                    i += 1
                t = deal[i]
                used[t] = 1
                add(pm, t, True)
                total += tt.VALUE[t]
                got += 1
            self.sum[s] = total
        pool = self.pool
        k = 0
        for t in deal:
            if not used[t]:
                pool[k] = t
                k += 1
        self.np = k
        return x

    def rollout(self, move, x):
        """Play ``move`` and DEPTH turns a seat in the current sample; the value for me."""
        n = self.n
        board = self.board
        front = board.front
        work = self.work
        cnt = self.wcnt
        sums = self.wsum
        gain = self.gain
        for s in range(n):
            work[s][:] = self.base[s]
            cnt[s] = self.cnt[s]
            sums[s] = self.sum[s]
            gain[s] = 0
        pool = self.pool
        np_ = self.np
        bi = 0
        limit = self.limit
        me = self.me
        # the candidate
        t = lat.move_tile(move)
        gain[me] = self.points[move]
        place(board, lat.move_cell(move), t, lat.move_rot(move))
        placed = 1
        add(work[me], t, False)
        cnt[me] -= 1
        sums[me] -= tt.VALUE[t]
        s = me
        winner = -2  # -2: played on, -1: blocked, else the seat that went out
        passes = 0
        c = 2
        if not cnt[me]:
            winner = me
        else:
            left = self.depth * n
            s = me + 1 if me + 1 < n else 0
            draws = 0
            while left > 0:
                c += 1
                pm = work[s]
                best = -1
                x = step(x)
                rand = not x & 3
                xr = x >> 2 & 0x7FFF
                for ck in front:
                    v = front[ck]
                    g = v >> 10
                    ms = pm[g]
                    if not ms:
                        continue
                    low = v & 1023
                    if low == ANY:
                        z = HIBIT[ms]
                        p = GSUM[g] + z
                    elif ms >> low & 1:
                        z = low
                        p = GSUM[g] + z + cell_bonus(board, ck)
                    else:
                        continue
                    if rand:
                        key = ((ck ^ xr) * 30011) & 0x3FFFFFF
                    else:
                        key = p << 16 | ck
                    if key > best:
                        best = key
                        bck = ck
                        bz = z
                        bg = g
                        bp = p
                if best < 0:
                    if bi < np_ and (limit is None or draws < limit):
                        t = pool[bi]
                        bi += 1
                        add(pm, t, True)
                        cnt[s] += 1
                        sums[s] += tt.VALUE[t]
                        gain[s] -= 5  # TO-8
                        draws += 1
                        continue
                    gain[s] -= 10  # TO-8
                    passes += 1
                    draws = 0
                    left -= 1
                    if passes >= n and (bi >= np_ or limit == 0):
                        winner = -1
                        break
                    s = s + 1 if s + 1 < n else 0
                    continue
                f = FORM[GB[bg] + bz * GM[bg // 36]] - 1
                t = f // 3
                place(board, bck, t, f % 3)
                placed += 1
                add(pm, t, False)
                cnt[s] -= 1
                sums[s] -= tt.VALUE[t]
                gain[s] += bp
                passes = 0
                draws = 0
                left -= 1
                if not cnt[s]:
                    winner = s
                    break
                s = s + 1 if s + 1 < n else 0
        for _ in range(placed):
            pop(board)
        self.turns = c
        return self.value(winner)

    def value(self, winner):
        n = self.n
        gain = self.gain
        sums = self.wsum
        cnt = self.wcnt
        if winner == -1:  # TO-11: fewest tiles, then the lowest sum
            best = 1 << 20
            for s in range(n):
                key = cnt[s] * 1024 + sums[s]
                if key < best:
                    best, winner = key, s
                elif key == best:
                    winner = -2
            if winner >= 0:
                total = 0
                for s in range(n):
                    total += sums[s]
                gain[winner] += total - 2 * sums[winner]
        elif winner >= 0:  # TO-10
            if self.club:
                gain[winner] += 25
                for s in range(n):
                    if s != winner:
                        gain[s] -= sums[s]
            else:
                total = 25
                for s in range(n):
                    if s != winner:
                        total += sums[s]
                gain[winner] += total
        else:
            for s in range(n):
                gain[s] -= TILE * cnt[s]
        me = self.me
        v = 0
        for s in range(n):
            v -= gain[s]
        return v + gain[me] * n


class _Top:
    """The view with its legal moves cut to the best ``k`` by immediate points, or,
    in ``slip`` decisions of 10, to one uniformly random legal move (a lapse)."""

    def __init__(self, view, k, rng, slip):
        self.view = view
        moves = view.legal_moves()
        self.points = {}
        if len(moves) > 1 and moves[0] >= 0:  # (one move: no thought, Search)
            if rng.below(10) < slip:
                moves = [moves[rng.below(len(moves))]]
            pts = [view.points_of(m)[0] for m in moves]
            if len(moves) > k:
                keep = sorted(range(len(moves)), key=lambda i: (-pts[i], i))[:k]
                keep.sort()
            else:
                keep = range(len(moves))
            for i in keep:
                self.points[moves[i]] = pts[i]
            moves = [moves[i] for i in keep]
        self.moves = moves
        self.players = view.players
        self.seat = view.seat

    def legal_moves(self):
        return self.moves


def model_for(level):
    """The model class of ``level`` (0..4) for ``sampling.Search``."""

    class Model(TriominoesModel):
        depth = DEPTH[level]

        def __init__(self, top):
            TriominoesModel.__init__(self, top.view)
            self.points = top.points

    return Model


def search(view, rng, level):
    """A ``sampling.Search`` for ``view``'s decision at ``level`` (0..4): ``step(SLICE)``
    until it returns True, then ``move``."""
    # the lapses are SLIP's (in _Top), so Search is given level 5's index: no lapses of its own
    s = Search(model_for(level), _Top(view, TOP[level], rng, SLIP[level]), rng, 4)
    s.left = BUDGET[level]
    return s


def choose(view, rng, level):
    """The whole decision at once (the CLI, the ladder, bot games)."""
    s = search(view, rng, level)
    while not s.step(1 << 20):
        pass
    return s.move
