"""The project's own seeded generator and shuffle (LZ-4).

CPython's, MicroPython's and CircuitPython's ``random`` modules produce different
streams (and CircuitPython has no ``shuffle``), so every deal comes from this
generator instead. It is xorshift32 (Marsaglia 2003, shifts 13/17/5) with all
arithmetic masked to 32 bits, so the stream is the same on every interpreter.

Seeding: any integer seed (deal numbers 1..2**31-1, match seeds) is mixed with a
multiplicative hash so that neighbouring seeds give unrelated streams; a zero
state (which xorshift cannot leave) is replaced by a fixed non-zero constant.

``below(n)`` uses rejection sampling, so every value 0..n-1 is equally likely, and
``shuffle`` is the Fisher-Yates shuffle from the last index down:
for i = n-1 .. 1: j = below(i + 1); swap items i and j.

Small integers only. The 32-bit state is kept as two 16-bit halves and every step
works on them, so no value reaches 2**30: on a 32-bit board an int of 2**30 or more
is a heap object, and a draw would leave garbage (about 370 bytes each). The stream
is exactly the 32-bit one (``state`` and ``next32`` join the halves, for saves and
tests); ``below(n)`` for n up to 16384 allocates nothing (larger n: the same values,
through 32-bit ints).
"""


def _m16(a, b):
    """(a * b) mod 2**16 for a, b < 2**16, through products below 2**24."""
    return ((a & 255) * b + (((a >> 8) * b & 255) << 8)) & 0xFFFF


class Rng:
    """A 32-bit xorshift generator; same seed, same stream, on any interpreter."""

    def __init__(self, seed):
        b = (seed & 0xFFFFFFFF).to_bytes(4, "little")  # bytes: small ints on any board
        al = b[0] | b[1] << 8
        ah = b[2] | b[3] << 8
        # state = (seed * 0x9E3779B1 + 0x7F4A7C15) mod 2**32, in 16-bit halves
        t = (al >> 8) * 0x79B1
        u = (al & 255) * 0x79B1 + ((t & 255) << 8) + 0x7C15
        lo = u & 0xFFFF
        hi = ((u >> 16) + (t >> 8) + _m16(ah, 0x79B1) + _m16(al, 0x9E37) + 0x7F4A) & 0xFFFF
        lo ^= hi  # state ^= state >> 16
        if not (hi or lo):
            hi, lo = 0x6D2B, 0x79F5
        self.hi = hi
        self.lo = lo

    @property
    def state(self):
        """The 32-bit state (for saves; an int of 2**30 or more is a heap object on
        a 32-bit board, so the stream itself never builds it)."""
        return self.hi << 16 | self.lo

    @state.setter
    def state(self, value):
        b = value.to_bytes(4, "little")
        self.lo = b[0] | b[1] << 8
        self.hi = b[2] | b[3] << 8

    def _step(self):
        hi = self.hi
        lo = self.lo
        hi ^= (hi << 13 | lo >> 3) & 0xFFFF  # x ^= x << 13
        lo ^= lo << 13 & 0xFFFF
        lo ^= hi >> 1  # x ^= x >> 17
        hi ^= (hi << 5 | lo >> 11) & 0xFFFF  # x ^= x << 5
        lo ^= lo << 5 & 0xFFFF
        self.hi = hi
        self.lo = lo
        return hi

    def next32(self):
        """The next 32-bit unsigned value of the stream."""
        self._step()
        return self.hi << 16 | self.lo

    def next30(self):
        """The next value of the stream cut to 30 bits (``next32() & 0x3FFFFFFF``), built
        from the halves so it is a small int on any board: CircuitPython 9 keeps the
        result of a long-int operation as a heap object even when it fits a small int,
        and every later operation on it allocates again (the Monte Carlo players' seeds)."""
        self._step()
        return (self.hi & 0x3FFF) << 16 | self.lo

    def below(self, n):
        """A uniform integer in 0..n-1 (n >= 1), without modulo bias: a value of the
        last 2**32 mod n (``rem``) is drawn again, as ``x >= (2**32 // n) * n``."""
        if n < 1:
            raise ValueError("below() needs n >= 1")
        if n > 16384:
            limit = (0x100000000 // n) * n
            x = self.next32()
            while x >= limit:
                x = self.next32()
            return x % n
        rem = (65536 % n) * 65536 % n
        hi = self.hi
        lo = self.lo
        while True:
            hi ^= (hi << 13 | lo >> 3) & 0xFFFF
            lo ^= lo << 13 & 0xFFFF
            lo ^= hi >> 1
            hi ^= (hi << 5 | lo >> 11) & 0xFFFF
            lo ^= lo << 5 & 0xFFFF
            if hi != 0xFFFF or 0xFFFF - lo >= rem:
                break
        self.hi = hi
        self.lo = lo
        return ((hi % n) << 16 | lo) % n

    def shuffle(self, items):
        """Shuffle a list in place (Fisher-Yates, last index first)."""
        i = len(items) - 1
        while i > 0:
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
            i -= 1
        return items
