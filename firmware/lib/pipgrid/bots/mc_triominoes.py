"""The Monte Carlo player of Tri-Ominos (docs/bots.md): levels L1..L5 by ``Search``
and ``choose``; the method is bots/sampling.py's (flat Monte Carlo over
determinisations, common random numbers, integer values, a 30-bit xorshift), done
here by one object that is both the search and the game's model.

**Candidates.** A level considers its ``_TOP[level]`` best placements by immediate
points (TO-3, TO-7; ties in legal-move order), every one when it has fewer.

**Lapses.** In ``_SLIP[level]`` decisions of 10 (L1 8, L2 6, L3 4, L4 2, L5 never) a
level plays a uniformly random legal move instead: above L3 a bigger budget buys
little on the board (docs/bots.md), so the levels are told apart by how often
they lapse as much as by how hard they think.

**A sample** deals the tiles the seat cannot see (the set less its own hand and
the board, TO-9) to the other seats by their public hand sizes and the rest to
the pool in a random order. Inference: the seats that passed since the last
placement (TO-8: the view's public ``passes`` in a row) hold no tile that fits
the board as it is now, so their sampled hands are drawn from the unseen tiles
that fit nowhere.

**A rollout** plays the candidate, then ``_DEPTH`` more turns for every seat in
turn (the bot's included) on the real board (``place`` and ``pop`` here: the
board's own without allocating; undone before the rollout returns), with a sensible policy that is not greedy's:
3 times in 4 the cell with the heaviest fitting tile plus its bonus (a hexagon,
TO-7a; a bridge, TO-7b), else a random cell that fits, its heaviest tile; draw
(TO-8) while nothing fits and the pool and the draw limit allow, else pass.
Ties and the random cell depend on the cell keys only, never on a dict's order.

**Fast moves.** Each seat's hand is a bytearray of 108 six-bit masks, one per
frontier *group* of games/triominoes/board.py (two neighbouring corners and their
numbers): bit z says the hand holds the rotation with z on the third corner. A
frontier cell's kept code names its group (and the third corner's number when that
is numbered), so a cell costs one lookup; adding or removing a tile sets or clears
9 bits. ``bits`` holds the lookup tables (``_GSUM``, ``_GB``, ``_HIBIT`` are offsets).

**Values** (ints, for the bot's seat of n): a round that ends in the rollout is
scored as the rules do (TO-10, TO-11; club scoring when on); else each seat counts
its points since the decision less ``_TILE`` per tile in hand. The value is (n - 1)
times the seat's count less the others' counts.

**Heap on the board** (docs/triominoes.md "Heap"). Every module, global, class,
function, attribute and argument name a loaded module holds is interned for good,
and a Tri-Ominos game sits a few names below the interpreter's step to its next
table of names (4.5 KB). So this one module is all a level's decision or a HINT loads
(no sampling.py, no module of fast moves, no screen module: the seat's ``View`` and
ui/triominoes/table.py's ``start`` and ``finish`` live here too), its constants are private
``const()`` (tuples too) and the tables are one bytearray. Its attributes: ``seat``
(the bot's), ``size`` (the public hand sizes), ``tiles`` (the unseen tiles),
``stuck`` (those that fit nowhere), ``base`` / ``hands`` (the sample's and the
rollout's masks), ``count`` / ``sums`` (the sample's tile counts and sums),
``values`` (the rollout's counts, sums and gains), ``buf`` (the tiles dealt),
``pool_left`` (the tiles in the sample's pool), ``horizon`` (a rollout's turns after
the candidate), ``turn`` (the turns the last rollout played), ``left`` (the rollout
turns left to the decision, as sampling.py's), ``n`` (the samples so far), ``level``,
``view`` and ``top`` (the set-up's slices), ``WHOLE``. Most reuse a name the app or
the interpreter holds anyway; the few that named something else to save interned
bytes say what they hold now, as readable names win (issue 22: ``stuck``, ``sums`` and
``horizon`` are new names, about 30 bytes of the play-through's heap).

**Garbage per slice** (issue 23): a thinking slice allocates at most a few KB on
every interpreter (bench/bench_bots.py prints the worst slice per interpreter): the
set-up is spread over two slices, the rollouts copy masks through ``WHOLE`` and
seed from ``Rng.next30`` (on CircuitPython 9 a long-int result stays a heap object
even when it fits, and every xorshift step on it allocated again).
"""

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


from pipgrid.games.triominoes import lattice as lat
from pipgrid.games.triominoes import tiles as tt
from pipgrid.memory import unload

_DOWN = const(16384)
_ROW = const(128)
_ANY = const(512)  # board.py: only the group's two corners are numbered
_TILE = const(8)  # a tile still in hand, in points, when a rollout stops early
_TOP = const((3, 5, 6, 8, 12))  # candidates by level
_DEPTH = const((2, 2, 2, 2, 2))  # rollout turns per seat after the candidate, by level
# decisions in 10 that play a uniformly random legal move instead, by level
_SLIP = const((8, 6, 4, 2, 0))
# the work of a decision in rollout turns, by level
_BUDGET = const((25, 70, 160, 300, 500))
_SLICE = const(40)  # rollout turns per slice of thinking (``step``'s default; docs/bots.md: under 2 ms)
_LEVEL = const(3)  # the first level's seat kind (ui/hotseat/setup.py KIND_WORDS: L1)

# bits[n0 * 36 + n1 * 6 + n2]: tile * 3 + rotation + 1 putting n0, n1, n2 on a cell's
# corners 0, 1, 2 (0: a mirrored tile, TO-2); per group g (board.py): bits[_GSUM + g]
# the sum of its two numbers, and the corners' code of third number z:
# bits[_GB + g] + z * _GM[g // 36]; bits[_HIBIT + m]: the highest set bit of a 6-bit mask
_GSUM = const(216)
_GB = const(324)
_HIBIT = const(432)
_GM = const((1, 36, 6))
bits = bytearray(496)
for t in range(56):
    a, b, c = tt.FIRST[t], tt.SECOND[t], tt.THIRD[t]
    for rot in range(1 if a == c else 3):
        bits[a * 36 + b * 6 + c] = t * 3 + rot + 1
        a, b, c = b, c, a
for p in range(36):
    a, b = p // 6, p % 6
    for rot in range(3):
        bits[_GSUM + rot * 36 + p] = a + b
    bits[_GB + p] = a * 36 + b * 6  # corners 0-1 numbered a, b: z on corner 2
    bits[_GB + 36 + p] = a * 6 + b  # corners 1-2: z on corner 0
    bits[_GB + 72 + p] = b * 36 + a  # corners 2-0 (a on 2, b on 0): z on corner 1
for p in range(1, 64):
    c = 0
    while p >> (c + 1):
        c += 1
    bits[_HIBIT + p] = c
del t, a, b, c, rot, p


class _Whole:
    """``_Whole()[:]``: a slice of the whole, made once. ``a[WHOLE] = b`` copies a
    rollout's masks without the slice object ``a[:] = b`` builds on the heap at every
    copy on CircuitPython 9 (newer MicroPythons keep it on the stack; ``slice()``
    cannot be called there)."""

    def __getitem__(self, key):
        return key


WHOLE = _Whole()[:]
del _Whole


def add(buf, t):
    """Set the 9 bits of tile ``t`` in hand masks ``buf``."""
    x, y, z = tt.FIRST[t], tt.SECOND[t], tt.THIRD[t]
    for _r in range(1 if x == z else 3):
        buf[x * 6 + y] |= 1 << z
        buf[36 + y * 6 + z] |= 1 << x
        buf[72 + z * 6 + x] |= 1 << y
        x, y, z = y, z, x


def remove(buf, t):
    """Clear the 9 bits of tile ``t`` in hand masks ``buf``."""
    x, y, z = tt.FIRST[t], tt.SECOND[t], tt.THIRD[t]
    for _r in range(1 if x == z else 3):
        buf[x * 6 + y] &= ~(1 << z)
        buf[36 + y * 6 + z] &= ~(1 << x)
        buf[72 + z * 6 + x] &= ~(1 << y)
        x, y, z = y, z, x


def place(board, ck, t, rot):
    """``board.place(ck, t, rot)`` allocating nothing (no tuples of corners or edges):
    the same points, cells, order and frontier codes (a test compares them)."""
    a, b, c = tt.FIRST[t], tt.SECOND[t], tt.THIRD[t]
    if rot == 1:
        a, b, c = b, c, a
    elif rot == 2:
        a, b, c = c, a, b
    k = ck & (_DOWN - 1)
    if ck & _DOWN:
        p0, p1, p2 = k + 1, k + _ROW + 1, k + _ROW
        e0, e1, e2 = k, k + _ROW, k + 1
    else:
        p0, p1, p2 = k, k + 1, k + _ROW
        e0, e1, e2 = _DOWN + k - _ROW, _DOWN + k - 1, _DOWN + k
    pts = board.points
    pts[p0] = a | ((pts.get(p0, 0) >> 3) + 1) << 3
    pts[p1] = b | ((pts.get(p1, 0) >> 3) + 1) << 3
    pts[p2] = c | ((pts.get(p2, 0) >> 3) + 1) << 3
    cells = board.cells
    cells[ck] = t * 3 + rot
    board.order.append(ck)
    front = board.front
    if ck in front:
        del front[ck]
    if e0 not in cells:
        front[e0] = 0  # coded by _refresh
    if e1 not in cells:
        front[e1] = 0
    if e2 not in cells:
        front[e2] = 0
    board._refresh(ck)
    board.changes += 1


def pop(board):
    """``board.remove_last()`` allocating nothing and returning nothing."""
    ck = board.order.pop()
    cells = board.cells
    del cells[ck]
    pts = board.points
    k = ck & (_DOWN - 1)
    if ck & _DOWN:
        p0, p1, p2 = k + 1, k + _ROW + 1, k + _ROW
        e0, e1, e2 = k, k + _ROW, k + 1
    else:
        p0, p1, p2 = k, k + 1, k + _ROW
        e0, e1, e2 = _DOWN + k - _ROW, _DOWN + k - 1, _DOWN + k
    for _ in range(3):
        left = (pts[p0] >> 3) - 1
        if left:
            pts[p0] = (pts[p0] & 7) | (left << 3)
        else:
            del pts[p0]
        p0, p1, p2 = p1, p2, p0
    front = board.front
    touching = False
    for _ in range(3):
        if e0 in cells:
            touching = True
        elif not board._touches(e0):
            del front[e0]
        e0, e1, e2 = e1, e2, e0
    if touching:
        front[ck] = 0
    board._refresh(ck)
    board.changes += 1


class Search:
    """One decision of level ``level`` (0..4) for ``view``: ``step(n)`` until it returns
    True, then ``move``. ``moves``: the candidates (or the one lapse); ``scores[i]``: the
    sum of ``moves[i]``'s values over the samples so far (None once decided); ``x``: the
    generator; ``state``: the rollout generator's state of the current sample; ``i``: the
    next move to roll out in it (``len(moves)``: sample anew; -2 and -1: the first two
    slices, which choose the candidates (``top``) and set the buffers up from ``view``). As sampling.Search given
    level 5's index (the lapses are ``_SLIP``'s, here)."""

    def __init__(self, view, rng, level):
        moves = view.legal_moves()
        self.points = {}  # a candidate's immediate points
        draw = len(moves) > 1 and moves[0] == lat.DRAW  # club: a voluntary draw (TO-14)
        if draw:
            moves = moves[1:]
        self.moves = moves
        self.move = moves[0] if moves else -1
        self.scores = None
        if len(moves) < 2 and not draw or moves[0] < 0:  # (one move: no thought)
            return
        if rng.below(10) < _SLIP[level]:
            k = rng.below(len(moves) + draw)
            self.move = moves[k] if k < len(moves) else lat.DRAW
            self.moves = [self.move]
            return
        self.draw = draw
        self.x = rng.next30() or 1
        # the rest of the set-up in the first two slices (``step``), so no loop step
        # allocates more than a few KB: the candidates, then the sample's buffers
        self.view = view
        self.level = level
        self.i = -2  # -2: the candidates next, -1: the buffers
        self.scores = moves

    def top(self):
        """``moves`` cut to the level's candidates: its ``_TOP[level]`` best by immediate
        points, ties in legal-move order (no key tuples, no sorted copy)."""
        view = self.view
        moves = self.moves
        n = len(moves)
        pts = [view.points_of(m)[0] for m in moves]
        k = _TOP[self.level]
        if n > k:
            taken = bytearray(n)
            for _ in range(k):
                best = -1
                for i in range(n):
                    if not taken[i] and (best < 0 or pts[i] > pts[best]):
                        best = i
                taken[best] = 1
            keep = [i for i in range(n) if taken[i]]
        else:
            keep = range(n)
        points = self.points
        for i in keep:
            points[moves[i]] = pts[i]
        self.moves = [moves[i] for i in keep]
        if self.draw:  # the voluntary draw is weighed too, last (ties go to a placement)
            self.moves.append(lat.DRAW)
            points[lat.DRAW] = -5

    def finish(self):
        """This module unloaded (``finish``): what the board's table calls once the
        search is done or dropped, so it need not look the module up again."""
        finish()

    def setup(self, view, level):
        """The decision's buffers from the seat's view (and the TO-8 inference)."""
        board = view.board
        self.board = board
        n = view.players
        self.players = n
        me = view.seat
        self.seat = me
        self.club = view.club
        self.draw_limit = view.draw_limit
        self.horizon = _DEPTH[level] * n if n > 1 else 3 * _DEPTH[level]  # rollout turns after the candidate
        # TO-16: each seat's own pool's size, then the rollout's counts (``play``)
        self.room = list(view.pools_left) * 2 if view.pools_left else None
        self.size = list(view.hand_sizes)
        seen = bytearray(56)
        for t in view.hand:
            seen[t] = 1
        cells = board.cells
        for ck in cells:
            seen[cells[ck] // 3] = 1
        unseen = [t for t in range(56) if not seen[t]]  # in set order
        self.tiles = unseen
        self.deal = list(unseen)
        # TO-8 inference: seats that passed with the board as it is now
        blocked = [False] * n
        stuck = []
        if board.order and view.passes:
            s = view.current_player
            for _ in range(view.passes):
                s = s - 1 if s else n - 1
                blocked[s] = True
            front = board.front
            pm = bytearray(108)
            for t in unseen:  # the tiles that fit no frontier cell (TO-6)
                add(pm, t)
                for ck in front:
                    v = front[ck]
                    ms = pm[v >> 10]
                    low = v & 1023
                    if ms and (low == _ANY or ms >> low & 1):
                        break
                else:
                    stuck.append(t)
                remove(pm, t)
        self.blocked = blocked
        self.stuck = stuck
        self.base = [bytearray(108) for _ in range(n)]
        self.hands = [bytearray(108) for _ in range(n)]
        self.count = [0] * n
        self.sums = [0] * n
        self.values = ([0] * n, [0] * n, [0] * n)
        pm = self.base[me]
        for t in view.hand:
            add(pm, t)
        self.count[me] = len(view.hand)
        self.sums[me] = sum(tt.VALUE[t] for t in view.hand)
        self.pool = [0] * len(unseen)  # the sample's pool: its first ``pool_left`` tiles
        self.pool_left = 0
        self.buf = bytearray(56)
        self.order = list(stuck)
        self.turn = 0

    def step(self, n=_SLICE):
        """Rollouts until about ``n`` turns are played (at least one rollout; by default
        one slice of a screen's thinking); True once the decision is made. The first
        two slices finish the set-up instead (``top``, then ``setup``)."""
        scores = self.scores
        if scores is None:
            return True
        moves = self.moves
        k = len(moves)
        if self.i < 0:
            level = self.level
            if self.i == -2:
                self.top()
                self.i = -1
            else:
                self.setup(self.view, level)
                self.view = None
                self.scores = [0] * k
                self.left = _BUDGET[level]
                self.n = 0
                self.i = k
                self.state = 0
            return False
        while True:
            if self.i == k:
                if self.left <= 0:
                    break
                x = self.shuffle(self.x)
                x ^= (x & 0x1FFFF) << 13  # sampling.step
                x ^= x >> 17
                x ^= (x & 0x1FFFFFF) << 5
                self.state = self.x = x
                self.i = 0
                self.n += 1
            scores[self.i] += self.play(moves[self.i], self.state)
            self.i += 1
            t = self.turn
            self.left -= t
            n -= t
            if n <= 0:
                return False
        best = 0
        for i in range(1, k):
            if scores[i] > scores[best]:
                best = i
        self.move = moves[best]
        self.scores = None
        self.base = self.hands = self.deal = self.pool = self.tiles = self.order = None  # (freed)
        return True

    def shuffle(self, x):
        """Deal the unseen tiles anew (module docstring); returns the generator."""
        deal = self.deal
        stuck = self.stuck
        unseen = self.tiles
        nu = len(deal)
        for i in range(nu):
            deal[i] = unseen[i]
        for i in range(nu - 1, 0, -1):
            x ^= (x & 0x1FFFF) << 13  # sampling.step
            x ^= x >> 17
            x ^= (x & 0x1FFFFFF) << 5
            j = x % (i + 1)
            deal[i], deal[j] = deal[j], deal[i]
        used = self.buf
        for i in range(56):
            used[i] = 0
        order = self.order
        if stuck:
            ns = len(stuck)
            for i in range(ns):
                order[i] = stuck[i]
            for i in range(ns - 1, 0, -1):
                x ^= (x & 0x1FFFF) << 13
                x ^= x >> 17
                x ^= (x & 0x1FFFFFF) << 5
                j = x % (i + 1)
                order[i], order[j] = order[j], order[i]
        value = tt.VALUE
        base = self.base
        sizes = self.size
        blocked = self.blocked
        cnt = self.count
        sums = self.sums
        me = self.seat
        k = 0
        for s in range(self.players):
            if s == me:
                continue
            pm = base[s]
            for i in range(108):
                pm[i] = 0
            size = sizes[s]
            total = 0
            got = 0
            if stuck and blocked[s] and size <= len(order) - k:
                while got < size:
                    t = order[k]
                    k += 1
                    used[t] = 1
                    add(pm, t)
                    total += value[t]
                    got += 1
            cnt[s] = size
            i = 0
            while got < size:
                while used[deal[i]]:
                    i += 1
                t = deal[i]
                used[t] = 1
                add(pm, t)
                total += value[t]
                got += 1
            sums[s] = total
        pool = self.pool
        k = 0
        for t in deal:
            if not used[t]:
                pool[k] = t
                k += 1
        self.pool_left = k
        return x

    def play(self, move, x):
        """Play ``move`` and _DEPTH turns a seat in the current sample; the value for the seat."""
        n = self.players
        board = self.board
        front = board.front
        T = bits
        value = tt.VALUE
        work = self.hands
        base = self.base
        cnt, sums, gain = self.values
        cnt0 = self.count
        sums0 = self.sums
        for s in range(n):
            work[s][WHOLE] = base[s]
            cnt[s] = cnt0[s]
            sums[s] = sums0[s]
            gain[s] = 0
        pool = self.pool
        np_ = self.pool_left
        bi = 0
        limit = self.draw_limit
        me = self.seat
        room = self.room  # own pools: room[n + s] counts seat s's draws down (from room[s])
        if room is not None:  # (copied by hand: CircuitPython 9 allocates for a[:] = b)
            for s in range(n):
                room[n + s] = room[s]
        # the candidate
        s = me
        winner = -2  # -2: played on, -1: blocked, else the seat that went out
        passes = 0
        c = 2
        draws = 0
        placed = 0
        if move == lat.DRAW:  # TO-14: a tile from the (sampled) pool, then the same seat plays on
            t = pool[0]
            bi = 1
            if room is not None:
                room[n + me] -= 1
            add(work[me], t)
            cnt[me] += 1
            sums[me] += value[t]
            gain[me] = -5
            draws = 1
        else:
            t = lat.move_tile(move)
            gain[me] = self.points[move]
            place(board, lat.move_cell(move), t, lat.move_rot(move))
            placed = 1
            remove(work[me], t)
            cnt[me] -= 1
            sums[me] -= value[t]
            s = me + 1 if me + 1 < n else 0
        if not cnt[me] and (n > 1 or bi >= np_):
            winner = me
        else:
            left = self.horizon
            while left > 0:
                c += 1
                pm = work[s]
                best = -1
                x ^= (x & 0x1FFFF) << 13  # sampling.step
                x ^= x >> 17
                x ^= (x & 0x1FFFFFF) << 5
                best = self.cell(pm, x)
                if best < 0:
                    if bi < np_ and (room is None or room[n + s] > 0):
                        if not cnt[s]:  # TO-17: an empty hand's tile is free
                            gain[s] += 5
                        elif limit is not None and draws >= limit:
                            bi = -bi - 1  # (no draw: marked, restored below)
                    if 0 <= bi < np_ and (room is None or room[n + s] > 0):
                        t = pool[bi]
                        bi += 1
                        if room is not None:
                            room[n + s] -= 1
                        add(pm, t)
                        cnt[s] += 1
                        sums[s] += value[t]
                        gain[s] -= 5  # TO-8
                        draws += 1
                        continue
                    if bi < 0:
                        bi = -bi - 1
                    gain[s] -= 10  # TO-8
                    passes += 1
                    draws = 0
                    left -= 1
                    if passes >= n and (bi >= np_ or limit == 0):
                        winner = -1
                        break
                    s = s + 1 if s + 1 < n else 0
                    continue
                bck = best & 0x7FFF  # the cell, its group and the third corner's number
                bg = front[bck] >> 10
                bz = front[bck] & 1023
                if bz == _ANY:
                    bz = T[_HIBIT + pm[bg]]
                f = T[T[_GB + bg] + bz * _GM[bg // 36]] - 1
                t = f // 3
                place(board, bck, t, f % 3)
                placed += 1
                remove(pm, t)
                cnt[s] -= 1
                sums[s] -= value[t]
                gain[s] += best >> 15
                passes = 0
                draws = 0
                left -= 1
                if not cnt[s] and (n > 1 or bi >= np_):
                    winner = s
                    break
                s = s + 1 if s + 1 < n else 0
        for _ in range(placed):
            pop(board)
        self.turn = c
        return self.score(winner)

    def cell(self, hand, x):
        """The rollout's policy for the seat whose masks are ``hand`` this turn (module docstring:
        3 times in 4 the heaviest fitting tile and its bonus, else a random cell that
        fits; ``x`` the generator): ``points << 15 | cell key``, or -1 when nothing fits.
        Apart from ``play``, whose code was one 1.4 KB block: the module is loaded for
        every decision, late in a game into a heap in pieces (issue 23; its argument
        names are ones the board holds already)."""
        pm = hand
        front = self.board.front
        pts = self.board.points
        cells = self.board.cells
        T = bits
        best = -1
        rand = not x & 3
        xr = x >> 2 & 0x7FFF
        for ck in front:
            v = front[ck]
            g = v >> 10
            ms = pm[g]
            if not ms:
                continue
            low = v & 1023
            if low == _ANY:
                z = T[_HIBIT + ms]
                p = T[_GSUM + g] + z
            elif ms >> low & 1:
                z = low
                # TO-7 points of a cell whose three corners are numbered: 50 a
                # hexagon closed, else 40 for a bridge (exactly one shared edge)
                k = ck & (_DOWN - 1)
                if ck & _DOWN:
                    p0, p1, p2 = k + 1, k + _ROW + 1, k + _ROW
                    e0, e1, e2 = k, k + _ROW, k + 1
                else:
                    p0, p1, p2 = k, k + 1, k + _ROW
                    e0, e1, e2 = _DOWN + k - _ROW, _DOWN + k - 1, _DOWN + k
                h = 0
                if pts[p0] >> 3 == 5:
                    h += 50
                if pts[p1] >> 3 == 5:
                    h += 50
                if pts[p2] >> 3 == 5:
                    h += 50
                if not h and (e0 in cells) + (e1 in cells) + (e2 in cells) == 1:
                    h = 40
                p = T[_GSUM + g] + z + h
            else:
                continue
            if rand:
                key = ((ck ^ xr) * 30011) & 0x3FFFFFF
            else:
                key = p << 16 | ck
            if key > best:
                best = key
                bck = ck
                bp = p
        return best if best < 0 else bp << 15 | bck

    def score(self, winner):
        """The rollout's value for the seat (module docstring)."""
        n = self.players
        cnt, sums, gain = self.values
        if n == 1:  # TO-17: the score; out +25, blocked: the hand's values deducted
            if winner == 0:
                return gain[0] + 25
            return gain[0] - sums[0] if winner == -1 else gain[0]
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
                gain[s] -= _TILE * cnt[s]
        v = 0
        for s in range(n):
            v -= gain[s]
        return v + gain[self.seat] * n


class View:
    """The view (TO-9) of the seat on turn as games/triominoes/play.py's ``SeatView``
    gives it to ``Search`` (the fields it reads, the engine's legal moves ``moves`` and
    their points), without loading that module and the transcript it imports (2.5 KB
    while a level or a hint thinks): its own hand, the board, every hand's size, no
    other hand and not the pool. A computer seat's (``start``) and a person's HINT's
    (ui/triominoes/hint.py)."""

    def __init__(self, game, moves):
        s = game.current_player
        self.seat = self.current_player = s
        self.players = game.players
        self.club = game.club
        self.draw_limit = game.draw_limit
        self.board = game.board
        self.hand = list(game.hands[s])
        self.hand_sizes = [len(h) for h in game.hands]
        self.passes = game.passes
        # TO-16: every own pool's size is public (None: one pool)
        self.pools_left = None if game.pools is None else [len(p) for p in game.pools]
        self.moves = moves

    def legal_moves(self):
        return self.moves

    def points_of(self, m):
        """(points, bonus code) a placement scores now (TO-3, TO-5, TO-7)."""
        from pipgrid.games.triominoes.game import score

        return score(self.board, self.club, m)


def start(table):
    """The search of a Tri-Ominos computer seat of level L1..L5 (kinds 3..7, the domino
    set-up's words) on turn at ui/triominoes/table.py's ``table`` (which collects the
    heap before loading this module), thinking in slices across loop steps (``step``:
    ``_SLICE`` rollout turns, about 1.2 ms on the 32-bit build), so the running dots
    move and B still answers; this module is loaded for one decision and unloaded after
    it (``finish``)."""
    g = table.game
    return Search(View(g, g.legal_moves()), table.rng, table.kinds[g.current_player] - _LEVEL)


def finish():
    """This module (and the package) unloaded after a decision."""
    unload(
        (
            "pipgrid.bots.mc_triominoes",
            "pipgrid.bots",
            "pipgrid.games.triominoes.play",
            "pipgrid.games.triominoes.transcript",
        )
    )


def choose(view, rng, level):
    """The whole decision at once (the CLI, the ladder, bot games)."""
    s = Search(view, rng, level)
    while not s.step(1 << 20):
        pass
    return s.move
