"""How the Luzon solver sees a position: symbols, classes, packed counts (LZ-5..LZ-9).

Symbols. Which tiles pair depends only on a *symbol* per tile: in the classic rules
the value (value v pairs with 12 - v, LZ-6); in the hard variant a complement pair id
and side (LZ-H1), with the four self-complementary tiles sharing symbol 0, which
pairs with itself (LZ-H2). Tiles of one symbol are interchangeable. A *class* is a
symbol and its partner symbol.

Abstract moves are small ints. Sources: the bottom tile of slot k is k (0..4); a lone
tile moved into a slot (a *single*) of symbol s is SINGLE + s; a reserve tile of
symbol s is RES + s. A removal of sources a <= b is a * 128 + b; moving the bottom
tile of slot k into an empty slot (LZ-9) is SHIFT + k.

Counts the search keeps (``solver.search``), per variant tables below:
``pa[x]`` the available tiles (slot bottoms, singles, reserve) a tile of symbol x
could pair with, not counting itself: the tiles of the partner symbol, minus one for
a self-pairing symbol; ``avr[s]`` reserve tiles of symbol s; ``bur`` the buried tiles
(in a column, not its bottom) of every class, packed in one small int, a bit field
per class just wide enough for the class's tiles (19 bits classic, 27 bits hard).

Singles in the table key. At most 4 singles exist at once (a column move leaves a
tile in its own slot, so some slot holds no single), so the multiset of their
symbols is one of 2,380 (classic) or 15,603 (hard: one tile per symbol but the
shared one); ``rank`` numbers them from 0 (none), so the key, heights and reserve
(below SG) plus SG times that rank, stays below 2**30: an int of 2**30 or more is a
heap object on a 32-bit board. The search keeps the singles' *code*, a bit field per
symbol just wide enough for its count (23 bits classic, 27 hard), and ranks a code
when the singles change.

Safe class (exact pruning). When every tile of a class still in play is available
(its ``bur`` field is 0), those tiles stay available until removed and pair only
among themselves, and removing tiles never makes a later move illegal (it only
uncovers tiles and empties slots); so removing the whole class now loses nothing,
and one of its pairs is the only move tried (reserve tiles first). If its reserve
tiles outnumber the column tiles they could pair with (LZ-8), the class can never be
cleared: the position is dead. This covers the forced pairs (0-0 with 6-6, 0-1 with
5-6 in the classic rules) as soon as both are uncovered.
"""

from pipgrid import tiles
from pipgrid.games.luzon.deal import COMPLEMENT, check_variant

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


SINGLE = const(8)
RES = const(40)
SHIFT = const(16384)
SG = const(62208)  # table key: heights and reserve below SG, plus SG * the singles' rank
POW6 = (1, 6, 36, 216, 1296)
_TABLES = {}
_CODES = {}


def tables(variant):
    """The variant's tables, built on first use: (ts, tp, tw, partner, cm, self_symbol,
    all_bur, empty). By tile: its symbol, its partner symbol, its ``bur`` weight (the
    low bit of its class's field). By symbol: its partner, its class's ``bur`` field
    mask. Then the one symbol that pairs with itself, the ``bur`` of all 28 tiles,
    and ``empty``, one past the last symbol (13 classic, 25 hard): the symbol of an
    empty slot's bottom and of a removed reserve tile, with no partner available."""
    tb = _TABLES.get(variant)
    if tb is None:
        tb = _TABLES[variant] = _build(check_variant(variant))
    return tb


def _build(variant):
    empty = 25 if variant == "hard" else 13
    symbol = bytearray(tiles.COUNT)
    partner = bytearray(empty + 1)
    if variant == "hard":
        next_id = 1
        for t in tiles.ALL:
            c = COMPLEMENT[t]
            if c == t:
                symbol[t] = 0  # LZ-H2: one shared symbol that pairs with itself
            elif t < c:
                symbol[t] = next_id
                symbol[c] = next_id + 1
                partner[next_id] = next_id + 1
                partner[next_id + 1] = next_id
                next_id += 2
    else:
        for t in tiles.ALL:
            symbol[t] = tiles.VALUE[t]  # LZ-6: value v pairs with 12 - v
        for v in range(13):
            partner[v] = 12 - v
    size = bytearray(empty + 1)
    for t in tiles.ALL:
        size[symbol[t]] += 1
    cm = [0] * (empty + 1)
    self_symbol = 0
    off = 0
    for s in range(empty):
        p = partner[s]
        if size[s] and s <= p:  # the class {s, p}: a field wide enough for its tiles
            if s == p:
                self_symbol = s
            n = size[s] + (size[p] if p != s else 0)
            width = 0
            while n:
                width += 1
                n >>= 1
            cm[s] = cm[p] = ((1 << width) - 1) << off
            off += width
    tw = tuple(cm[s] & -cm[s] for s in symbol)
    tp = tuple(partner[s] for s in symbol)
    # tuples, not bytes: CPython reads a tuple item twice as fast
    return tuple(symbol), tp, tw, tuple(partner), tuple(cm), self_symbol, sum(tw), empty


def codes(variant):
    """The variant's singles coding, built on first use: (sw, shift, mask, count,
    one). ``sw[s]`` the code of one single of symbol s (the low bit of its field, at
    ``shift[s]``, ``mask[s]`` wide); ``count[5 * i + r]`` how many multisets of at most
    r singles the symbols i.. make (each within its tiles); ``one`` the rank of each
    lone single's code (a fixed dict of 13 or 25)."""
    cd = _CODES.get(variant)
    if cd is None:
        ts = tables(variant)[0]
        n = max(ts) + 1
        cap = bytearray(n)
        for s in ts:
            cap[s] += 1
        sw = []
        shift = bytearray(n)
        mask = bytearray(n)
        off = 0
        for s in range(n):
            c = cap[s] if cap[s] < 4 else 4
            w = 3 if c == 4 else (2 if c >= 2 else 1)
            sw.append(1 << off)
            shift[s] = off
            mask[s] = (1 << w) - 1
            off += w
        count = [1] * (5 * (n + 1))
        for i in range(n - 1, -1, -1):
            c = cap[i] if cap[i] < 4 else 4
            for r in range(5):
                t = 0
                for v in range(c + 1 if c < r else r + 1):
                    t += count[5 * (i + 1) + r - v]
                count[5 * i + r] = t
        cd = (tuple(sw), shift, mask, tuple(count), {})
        for s in range(n):  # one single, the most common: looked up
            cd[4][sw[s]] = rank(sw[s], cd)
        _CODES[variant] = cd
    return cd


def rank(code, cd):
    """The singles' rank: the position of their multiset (``code``) in the
    lexicographic order of count vectors, symbol 0 first; 0 for no singles. Small
    ints only, nothing allocated; called when the singles change, not per node."""
    r = cd[4].get(code)
    if r is not None:
        return r
    shift = cd[1]
    mask = cd[2]
    count = cd[3]
    r = 0
    left = 4
    i = 0
    while code:
        v = code >> shift[i] & mask[i]
        code ^= v << shift[i]
        i += 1
        u = 0
        while u < v:  # the vectors with fewer of symbol i - 1 come first
            r += count[5 * i + left - u]
            u += 1
        left -= v
    return r


def safe(x, p, bot, pa, avr):
    """The class {x, p} is all available: one pair of it, reserve tiles first so that
    LZ-8 stays satisfiable, or -1 when its reserve tiles lack partners (dead).
    A tile's source: the first slot whose bottom has its symbol, else a single."""
    rx = avr[x]
    a = bot.index(x) if x in bot else SINGLE + x
    if x == p:
        if rx > pa[x] + 1 - rx:  # more in the reserve than in slots
            return -1
        if rx:
            return a * 128 + RES + x
        if a < SINGLE and bot.count(x) > 1:  # another slot after a (no slice: no heap)
            return a * 128 + bot.index(x, a + 1)
        return a * 128 + SINGLE + x
    rp = avr[p]
    if rx > pa[x] - rp or rp > pa[p] - rx:
        return -1
    b = bot.index(p) if p in bot else SINGLE + p
    if rx:
        return b * 128 + RES + x
    if rp:
        return a * 128 + RES + p
    return a * 128 + b if a < b else b * 128 + a


def start(columns, reserve, tb):
    """The search's lists and counts for a position (5 columns of tiles top to bottom,
    reserve tiles), ``tb`` the variant's tables: (h, bot, pa, avr, rs, bur, key)
    with each slot's height left and bottom symbol (``empty`` when empty), the
    counts above, the reserve symbols by position, the table key (see
    ``solver.search``)."""
    ts, tp, tw, _, _, self_symbol, bur, empty = tb
    h = [0, 0, 0, 0, 0]
    bot = [empty] * 5
    pa = [0] * (empty + 1)
    pa[self_symbol] = -1  # a tile of it is not its own partner
    avr = [0] * (empty + 1)
    key = 0
    count = 0
    for k in range(5):
        c = columns[k]
        n = len(c)
        if n:
            h[k] = n
            key += n * POW6[k]
            count += n
            t = c[-1]
            bot[k] = ts[t]
            pa[tp[t]] += 1
            bur -= tw[t]
    rs = [ts[t] for t in reserve]
    for j in range(len(rs)):
        t = reserve[j]
        avr[ts[t]] += 1
        pa[tp[t]] += 1
        bur -= tw[t]
        key += 7776 << j
    if count + len(rs) < 28:  # some tiles are gone: count the buried ones instead
        bur = 0
        for c in columns:
            for t in c[:-1]:
                bur += tw[t]
    return h, bot, pa, avr, rs, bur, key
