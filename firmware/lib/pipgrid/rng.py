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
"""

_MASK = 0xFFFFFFFF


class Rng:
    """A 32-bit xorshift generator; same seed, same stream, on any interpreter."""

    def __init__(self, seed):
        state = ((seed & _MASK) * 0x9E3779B1 + 0x7F4A7C15) & _MASK
        state ^= state >> 16
        self.state = state or 0x6D2B79F5

    def next32(self):
        """The next 32-bit unsigned value of the stream."""
        x = self.state
        x ^= (x << 13) & _MASK
        x ^= x >> 17
        x ^= (x << 5) & _MASK
        self.state = x
        return x

    def below(self, n):
        """A uniform integer in 0..n-1 (n >= 1), without modulo bias."""
        if n < 1:
            raise ValueError("below() needs n >= 1")
        limit = (0x100000000 // n) * n
        x = self.next32()
        while x >= limit:
            x = self.next32()
        return x % n

    def shuffle(self, items):
        """Shuffle a list in place (Fisher-Yates, last index first)."""
        i = len(items) - 1
        while i > 0:
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
            i -= 1
        return items
