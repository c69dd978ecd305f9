"""Exact Luzon solver: winnable or not, a complete winning line, hints, winnable deals.

Abstraction. Which tiles pair depends only on a *symbol* per tile: in the classic
rules the value (value v pairs with 12 - v, LZ-6); in the hard variant a complement
pair id and side (LZ-H1), with the four self-complementary tiles sharing one symbol
that pairs with itself (LZ-H2). Tiles of one symbol are interchangeable, so the
search works on symbols and remembers dead positions under a canonical key: the
height left of each slot's own column, the multiset of symbols of lone tiles moved
into slots (LZ-9) and the multiset of reserve symbols.

Search. Depth-first with an explicit stack, changing one position in place (no
copies per node). Play always ends (at most 14 removals + 25 column moves: a moved
tile is alone in its slot and a lone tile never moves again), so the stack is at
most 39 deep. Removals come before column moves. A position with exactly one move is
not a choice: that move is played at once as part of the same step. The table holds
only positions proven dead and is bounded (``table_limit`` entries; when full it is
cleared, which costs time, never correctness), so memory stays bounded on a
microcontroller.

Safe class (exact pruning). A *class* is a symbol and its partner symbol. When every
tile of a class still in play is available (LZ-5), those tiles stay available until
removed, they pair only among themselves, and removing a tile never makes a later
move illegal (it only uncovers tiles and empties slots). So removing the whole class
now loses nothing: one of its pairs is the only move tried, reserve tiles first. If
its reserve tiles outnumber the column tiles they could pair with (LZ-8), the class
can never be cleared and the position is dead. This covers the forced pairs (0-0 with
6-6, 0-1 with 5-6 in the classic rules) as soon as both are uncovered.
"""

from pipgrid import tiles
from pipgrid.games.luzon import SLOTS, Luzon, check_deal, check_variant, column_move, deal_tiles, removal

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


DEFAULT_TABLE = const(4096)


def _symbol_tables():
    classic = bytes(tiles.VALUE)
    classic_partner = bytes(12 - v for v in range(13))
    from pipgrid.games.luzon import COMPLEMENT

    hard = bytearray(tiles.COUNT)
    hard_partner = bytearray(25)
    next_id = 1
    for t in tiles.ALL:
        c = COMPLEMENT[t]
        if c == t:
            hard[t] = 0  # LZ-H2: one shared symbol that pairs with itself
        elif t < c:
            hard[t] = next_id
            hard[c] = next_id + 1
            hard_partner[next_id] = next_id + 1
            hard_partner[next_id + 1] = next_id
            next_id += 2
    return {"classic": (classic, classic_partner), "hard": (bytes(hard), bytes(hard_partner))}


SYMBOLS = _symbol_tables()


def _weights(n):
    """Key weights per symbol: singles, then reserve (3 bits per symbol each)."""
    return tuple(7776 << (3 * s) for s in range(n)), tuple(7776 << (3 * (n + s)) for s in range(n))


_WEIGHTS = {v: _weights(len(SYMBOLS[v][1])) for v in SYMBOLS}


class Result:
    """A solver verdict: ``winnable``, ``solution`` (game moves), ``nodes`` searched."""

    def __init__(self, winnable, solution, nodes):
        self.winnable = winnable
        self.solution = solution
        self.nodes = nodes


# Move sources: the bottom tile of slot k is k (0..4); a lone tile moved into a slot
# (a "single") of symbol s is _SINGLE + s; a reserve tile of symbol s is _RES + s.
# A removal of sources a < b is a * 128 + b; moving the bottom of slot k into an
# empty slot is _SHIFT + k.
_SINGLE = const(8)
_RES = const(40)
_SHIFT = const(16384)
_POW6 = (1, 6, 36, 216, 1296)
_NONE = const(255)


class _Search:
    """The position of one search, changed in place by ``do``/``undo`` (no copying).

    Per symbol it keeps: ``bur`` tiles buried (in a column, not its bottom), ``av``
    available in slots (bottoms and singles), ``avr`` in the reserve. ``col[k]``/``h[k]``: slot k's own column and how much is left.
    """

    def __init__(self, columns, reserve, variant):
        symbol, partner = SYMBOLS[variant]
        self.partner = partner
        n = len(partner)
        # The position's key, kept up to date by do/undo: slot heights in base 6, then
        # 3 bits per symbol counting singles, then 3 bits per symbol for the reserve.
        self.wsg = _WEIGHTS[variant][0]
        self.wrs = _WEIGHTS[variant][1]
        self.col = col = [bytes([symbol[t] for t in c]) for c in columns]
        self.h = h = bytearray([len(c) for c in col])
        self.bot = bot = bytearray([c[-1] if c else _NONE for c in col])
        self.bur = bur = bytearray(n)
        self.av = av = bytearray(n)
        self.avr = avr = bytearray(n)
        self.sg = []
        self.rs = rs = [symbol[t] for t in reserve]
        key = 0
        wrs = self.wrs
        for s in rs:
            avr[s] += 1
            key += wrs[s]
        for k in range(SLOTS):
            key += h[k] * _POW6[k]
            for s in col[k]:
                bur[s] += 1
        for s in bot:
            if s != _NONE:
                bur[s] -= 1
                av[s] += 1
        self.key = key
        self.rem = len(rs) + sum(h)
        self.free = SLOTS - sum(1 for x in h if x)

    def moves(self):
        """Removals, then column moves; a safe class's removal alone; [] when dead."""
        partner = self.partner
        bur = self.bur
        bot = self.bot
        av = self.av
        avr = self.avr
        sg = self.sg
        out = []
        for k in range(SLOTS):
            x = bot[k]
            if x == _NONE:
                continue
            p = partner[x]
            if av[p] + avr[p] == (1 if x == p else 0):
                continue  # no partner available (LZ-6)
            if bur[x] == 0 and bur[p] == 0:
                return self._safe(x, p)
            for j in range(k + 1, SLOTS):
                if bot[j] == p:
                    out.append(k * 128 + j)
            if p in sg:
                out.append(k * 128 + _SINGLE + p)
            if avr[p]:
                out.append(k * 128 + _RES + p)
        seen = 0
        for x in sg:
            if (seen >> x) & 1:
                continue
            seen |= 1 << x
            p = partner[x]
            if av[p] + avr[p] == (1 if x == p else 0):
                continue
            if bur[x] == 0 and bur[p] == 0:
                return self._safe(x, p)
            if x == p:
                if sg.count(x) >= 2:
                    out.append((_SINGLE + x) * 129)
            elif x < p and p in sg:
                out.append((_SINGLE + x) * 128 + _SINGLE + p)
            if avr[p]:
                out.append((_SINGLE + x) * 128 + _RES + p)
        for x in self.rs:
            p = partner[x]
            if bur[x] == 0 and bur[p] == 0:
                return self._safe(x, p)
        if self.free:
            h = self.h
            for k in range(SLOTS):
                if h[k] >= 2:
                    out.append(_SHIFT + k)
        return out

    def _source(self, y, other):
        """A slot bottom (not slot ``other``) or else a single, of symbol y."""
        bot = self.bot
        for k in range(SLOTS):
            if bot[k] == y and k != other:
                return k
        return _SINGLE + y

    def _safe(self, x, p):
        """The class {x, p} is all available: one pair of it, reserve tiles first so
        that LZ-8 stays satisfiable, or [] when its reserve tiles lack partners (dead)."""
        av = self.av
        avr = self.avr
        if x == p:
            if avr[x] > av[x]:
                return []
            a = self._source(x, -1)
            if avr[x]:
                return [a * 128 + _RES + x]
            return [a * 128 + self._source(x, a)]
        if avr[x] > av[p] or avr[p] > av[x]:
            return []
        if avr[x]:
            return [self._source(p, -1) * 128 + _RES + x]
        if avr[p]:
            return [self._source(x, -1) * 128 + _RES + p]
        a = self._source(x, -1)
        b = self._source(p, -1)
        if a > b:
            a, b = b, a
        return [a * 128 + b]

    def do(self, m):
        """Play abstract move m (in place)."""
        if m >= _SHIFT:
            k = m - _SHIFT
            h = self.h[k] - 1
            c = self.col[k]
            s = c[h]
            nb = c[h - 1]
            self.h[k] = h
            self.bot[k] = nb
            self.bur[nb] -= 1
            self.av[nb] += 1
            self.key += self.wsg[s] - _POW6[k]
            self.sg.append(s)
            self.free -= 1
            return
        self.rem -= 2
        for a in (m >> 7, m & 127):
            if a < _SINGLE:
                h = self.h[a] - 1
                c = self.col[a]
                s = c[h]
                self.h[a] = h
                self.av[s] -= 1
                self.key -= _POW6[a]
                if h:
                    nb = c[h - 1]
                    self.bot[a] = nb
                    self.bur[nb] -= 1
                    self.av[nb] += 1
                else:
                    self.bot[a] = _NONE
                    self.free += 1
            elif a < _RES:
                s = a - _SINGLE
                self.sg.remove(s)
                self.av[s] -= 1
                self.key -= self.wsg[s]
                self.free += 1
            else:
                s = a - _RES
                self.rs.remove(s)
                self.avr[s] -= 1
                self.key -= self.wrs[s]

    def undo(self, m):
        """Take back abstract move m (the last one done)."""
        if m >= _SHIFT:
            k = m - _SHIFT
            h = self.h[k]
            c = self.col[k]
            s = c[h]
            nb = c[h - 1]
            self.h[k] = h + 1
            self.bot[k] = s
            self.bur[nb] += 1
            self.av[nb] -= 1
            self.key += _POW6[k] - self.wsg[s]
            self.sg.remove(s)
            self.free += 1
            return
        self.rem += 2
        for a in (m & 127, m >> 7):
            if a < _SINGLE:
                h = self.h[a]
                c = self.col[a]
                s = c[h]
                if h:
                    nb = c[h - 1]
                    self.bur[nb] += 1
                    self.av[nb] -= 1
                else:
                    self.free -= 1
                self.h[a] = h + 1
                self.bot[a] = s
                self.av[s] += 1
                self.key += _POW6[a]
            elif a < _RES:
                s = a - _SINGLE
                self.sg.append(s)
                self.av[s] += 1
                self.key += self.wsg[s]
                self.free -= 1
            else:
                s = a - _RES
                self.rs.append(s)
                self.avr[s] += 1
                self.key += self.wrs[s]


def search(columns, reserve, variant, table=None, table_limit=DEFAULT_TABLE):
    """Exact DFS from a position (5 columns of tiles top to bottom, reserve tiles).

    Returns (abstract winning line or None, nodes). ``table`` is a set of positions
    proven dead, shared by searches of positions of the same deal and variant.
    """
    if table is None:
        table = set()
    st = _Search(columns, reserve, variant)
    if st.rem == 0:
        return [], 1
    nodes = 1
    do = st.do
    expand = st.moves
    stack = [expand()]
    index = [0]
    line = []  # per stack frame below the root: the moves that led to it
    while stack:
        moves = stack[-1]
        i = index[-1]
        if i == len(moves):
            stack.pop()
            index.pop()
            if line:
                _back(st, line.pop(), table, table_limit)
            else:
                _remember(table, st.key, table_limit)
            continue
        index[-1] = i + 1
        # A move, then every move that is the only one (forced or safe): one step.
        seq = [moves[i]]
        do(moves[i])
        child = None
        while st.rem:
            if st.key in table:
                break
            nodes += 1
            child = expand()
            if len(child) != 1:
                break
            seq.append(child[0])
            do(child[0])
        if st.rem == 0:
            out = []
            for step in line:
                out.extend(step)
            out.extend(seq)
            return out, nodes
        if not child or st.key in table:
            _back(st, seq, table, table_limit)  # a dead end: remembered, no frame
            continue
        line.append(seq)
        stack.append(child)
        index.append(0)
    return None, nodes


def _remember(table, key, limit):
    if len(table) >= limit:
        table.clear()
    table.add(key)


def _back(st, seq, table, limit):
    """Undo a step proven dead, remembering each position it passed through."""
    i = len(seq) - 1
    while i >= 0:
        _remember(table, st.key, limit)
        st.undo(seq[i])
        i -= 1


def _concrete(game, line):
    """Game moves for an abstract line, played on a copy of ``game``.

    Slot k's own column stays in slot k until emptied; a moved tile goes to the first
    empty slot and is remembered as a single; sources of equal symbol are alike."""
    g = game.copy()
    symbol = SYMBOLS[g.variant][0]
    singles = []  # concrete slots holding moved tiles
    out = []

    def tile_of(a):
        if a < _SINGLE:
            return g.columns()[a][-1], None
        if a < _RES:
            for slot in singles:
                t = g.columns()[slot][-1]
                if symbol[t] == a - _SINGLE:
                    return t, slot
        for t in g.reserve():
            if symbol[t] == a - _RES:
                return t, None
        raise ValueError("solver line does not match the game")

    for m in line:
        if m >= _SHIFT:
            cols = g.columns()
            slot = g.empty_slots()[0]
            move = column_move(cols[m - _SHIFT][-1], slot)
            singles.append(slot)
        else:
            a, sa = tile_of(m >> 7)
            b, sb = tile_of(m & 127)
            if sb is not None and sb == sa:
                for slot in singles:  # two singles of one symbol
                    t = g.columns()[slot][-1]
                    if slot != sa and symbol[t] == symbol[b]:
                        b, sb = t, slot
                        break
            for s in (sa, sb):
                if s is not None:
                    singles.remove(s)
            move = removal(a, b)
        g.play(move)
        out.append(move)
    return out


def solve(game, table=None, table_limit=DEFAULT_TABLE):
    """Exact verdict from ``game``'s current position: a Result with game moves."""
    line, nodes = search(game.columns(), game.reserve(), game.variant, table, table_limit)
    if line is None:
        return Result(False, [], nodes)
    return Result(True, _concrete(game, line), nodes)


def solve_deal(deal, variant="classic", table_limit=DEFAULT_TABLE):
    """Exact verdict of deal number ``deal`` (1..2**31-1) from the start."""
    return solve(Luzon(deal, variant), None, table_limit)


def winnable(deal, variant="classic", table=None, table_limit=DEFAULT_TABLE):
    """True when deal ``deal`` can be won (no winning line is built: faster)."""
    cols, res = deal_tiles(deal)
    if table is not None:
        table.clear()
    return search(cols, res, check_variant(variant), table, table_limit)[0] is not None


def is_lost(game):
    """LZ-10 exact: True when no line of play from here removes all 28 tiles."""
    if game.is_won():
        return False
    return not solve(game).winnable


def hint(game, table_limit=DEFAULT_TABLE):
    """(move, 0) with the next move of a winning line, or (None, k): no win from here,
    and k undos lead back to the nearest winnable position (k is None when even the
    deal itself cannot be won). One table serves all the positions: they share a deal."""
    table = set()
    r = solve(game, table, table_limit)
    if r.winnable:
        return (r.solution[0] if r.solution else None), 0
    g = game.copy()
    k = 0
    while g.history:
        g.undo()
        k += 1
        if search(g.columns(), g.reserve(), g.variant, table, table_limit)[0] is not None:
            return None, k
    return None, None


def next_winnable(deal, variant="classic"):
    """The first winnable deal number >= ``deal`` (for "winnable deals only"); None
    past 2**31-1."""
    n = check_deal(deal)
    check_variant(variant)
    table = set()
    while True:
        if winnable(n, variant, table):
            return n
        if n == 2147483647:
            return None
        n += 1
