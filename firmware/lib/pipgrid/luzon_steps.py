"""Playing and taking back abstract moves on a solver position (``luzon_position``).

Moves are small ints. Sources: the bottom tile of slot k is k (0..4); a lone tile
moved into a slot (a *single*) of symbol s is SINGLE + s; a reserve tile of symbol s
is RES + s. A removal of sources a <= b is a * 128 + b; moving the bottom tile of
slot k into an empty slot (LZ-9) is SHIFT + k. Each step keeps the position's
counts and its table key up to date, so nothing is copied per node.
"""

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


SINGLE = const(8)
RES = const(40)
SHIFT = const(16384)
NONE = const(255)
POW6 = (1, 6, 36, 216, 1296)
SG = const(62208)  # key weight of a single of symbol 0 (7776 * 8); symbol s: SG << 3s


class Steps:
    """``do``/``undo`` of abstract moves; ``Position`` holds the data."""

    def do(self, m):
        """Play abstract move m (in place)."""
        if m >= SHIFT:
            k = m - SHIFT
            h = self.h[k] - 1
            c = self.col[k]
            s = c[h]
            nb = c[h - 1]
            self.h[k] = h
            self.bot[k] = nb
            self.bur[nb] -= 1
            self.av[nb] += 1
            self.key += (SG << 3 * s) - POW6[k]
            self.sg.append(s)
            self.free -= 1
            return
        self.rem -= 2
        for a in (m >> 7, m & 127):
            if a < SINGLE:
                h = self.h[a] - 1
                c = self.col[a]
                s = c[h]
                self.h[a] = h
                self.av[s] -= 1
                self.key -= POW6[a]
                if h:
                    nb = c[h - 1]
                    self.bot[a] = nb
                    self.bur[nb] -= 1
                    self.av[nb] += 1
                else:
                    self.bot[a] = NONE
                    self.free += 1
            elif a < RES:
                s = a - SINGLE
                self.sg.remove(s)
                self.av[s] -= 1
                self.key -= SG << 3 * s
                self.free += 1
            else:
                s = a - RES
                i = self.rs.index(s)  # the first reserve position holding s
                self.rs[i] = NONE
                self.avr[s] -= 1
                self.key -= 7776 << i

    def undo(self, m):
        """Take back abstract move m (the last one done)."""
        if m >= SHIFT:
            k = m - SHIFT
            h = self.h[k]
            c = self.col[k]
            s = c[h]
            nb = c[h - 1]
            self.h[k] = h + 1
            self.bot[k] = s
            self.bur[nb] += 1
            self.av[nb] -= 1
            self.key += POW6[k] - (SG << 3 * s)
            self.sg.remove(s)
            self.free += 1
            return
        self.rem += 2
        for a in (m & 127, m >> 7):
            if a < SINGLE:
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
                self.key += POW6[a]
            elif a < RES:
                s = a - SINGLE
                self.sg.append(s)
                self.av[s] += 1
                self.key += SG << 3 * s
                self.free -= 1
            else:
                s = a - RES
                i = len(self.rs) - 1  # the last position of s removed: the highest one
                while self.rs[i] != NONE or self.rs0[i] != s:
                    i -= 1
                self.rs[i] = s
                self.avr[s] += 1
                self.key += 7776 << i
