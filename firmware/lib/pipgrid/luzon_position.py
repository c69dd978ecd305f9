"""A Luzon position as the solver sees it: symbols, counts, moves (LZ-5..LZ-9).

Which tiles pair depends only on a *symbol* per tile: in the classic rules the value
(value v pairs with 12 - v, LZ-6); in the hard variant a complement pair id and side
(LZ-H1), with the four self-complementary tiles sharing symbol 0, which pairs with
itself (LZ-H2). Tiles of one symbol are interchangeable.

Safe class (exact pruning). A *class* is a symbol and its partner symbol. When every
tile of a class still in play is available (LZ-5), those tiles stay available until
removed and pair only among themselves, and removing tiles never makes a later move
illegal (it only uncovers tiles and empties slots); so removing the whole class now
loses nothing, and one of its pairs is the only move tried (reserve tiles first).
If its reserve tiles outnumber the column tiles they could pair with (LZ-8), the
class can never be cleared: the position is dead. This covers the forced pairs
(0-0 with 6-6, 0-1 with 5-6 in the classic rules) as soon as both are uncovered.
"""

from pipgrid import tiles
from pipgrid.games.luzon_deal import COMPLEMENT, SLOTS
from pipgrid.luzon_steps import NONE, POW6, RES, SHIFT, SINGLE, Steps


def _symbol_tables():
    classic = bytes(tiles.VALUE)
    classic_partner = bytes(12 - v for v in range(13))
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


class Position(Steps):
    """The position of one search, changed in place by ``do``/``undo`` (no copying).

    Per symbol it keeps: ``bur`` tiles buried (in a column, not its bottom), ``av``
    available in slots (bottoms and singles), ``avr`` in the reserve. ``col[k]`` and
    ``h[k]``: slot k's own column and how much of it is left; ``sg``: symbols of the
    singles; ``rs``: reserve symbols by dealt position, NONE once removed.

    ``key`` (kept up to date by do/undo) is the table key: slot heights in base 6
    (7776 values), then one bit per reserve position, then 3 bits per symbol counting
    singles (a small int on a 64-bit build for the classic rules).
    """

    def __init__(self, columns, reserve, variant):
        symbol, partner = SYMBOLS[variant]
        self.partner = partner
        n = len(partner)
        self.col = col = [bytes([symbol[t] for t in c]) for c in columns]
        self.h = h = bytearray([len(c) for c in col])
        self.bot = bot = bytearray([c[-1] if c else NONE for c in col])
        self.bur = bur = bytearray(n)
        self.av = av = bytearray(n)
        self.avr = avr = bytearray(n)
        self.sg = []
        self.rs = rs = [symbol[t] for t in reserve]
        self.rs0 = tuple(rs)
        key = 0
        for i in range(len(rs)):
            avr[rs[i]] += 1
            key += 7776 << i
        for k in range(SLOTS):
            key += h[k] * POW6[k]
            for s in col[k]:
                bur[s] += 1
        for s in bot:
            if s != NONE:
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
            if x == NONE:
                continue
            p = partner[x]
            if av[p] + avr[p] == (x == p):
                continue  # no partner available (LZ-6)
            if bur[x] == 0 and bur[p] == 0:
                return self._safe(x, p)
            for j in range(k + 1, SLOTS):
                if bot[j] == p:
                    out.append(k * 128 + j)
            if p in sg:
                out.append(k * 128 + SINGLE + p)
            if avr[p]:
                out.append(k * 128 + RES + p)
        seen = 0
        for x in sg:
            if (seen >> x) & 1:
                continue
            seen |= 1 << x
            p = partner[x]
            if av[p] + avr[p] == (x == p):
                continue
            if bur[x] == 0 and bur[p] == 0:
                return self._safe(x, p)
            if x == p:
                if sg.count(x) >= 2:
                    out.append((SINGLE + x) * 129)
            elif x < p and p in sg:
                out.append((SINGLE + x) * 128 + SINGLE + p)
            if avr[p]:
                out.append((SINGLE + x) * 128 + RES + p)
        for x in self.rs:
            if x == NONE:
                continue
            p = partner[x]
            if bur[x] == 0 and bur[p] == 0:
                return self._safe(x, p)
        if self.free:
            h = self.h
            for k in range(SLOTS):
                if h[k] >= 2:
                    out.append(SHIFT + k)
        return out

    def _source(self, y, other):
        """A slot bottom (not slot ``other``) or else a single, of symbol y."""
        bot = self.bot
        for k in range(SLOTS):
            if bot[k] == y and k != other:
                return k
        return SINGLE + y

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
                return [a * 128 + RES + x]
            return [a * 128 + self._source(x, a)]
        if avr[x] > av[p] or avr[p] > av[x]:
            return []
        if avr[x]:
            return [self._source(p, -1) * 128 + RES + x]
        if avr[p]:
            return [self._source(x, -1) * 128 + RES + p]
        a = self._source(x, -1)
        b = self._source(p, -1)
        if a > b:
            a, b = b, a
        return [a * 128 + b]
