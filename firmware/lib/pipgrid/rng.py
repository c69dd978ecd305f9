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

Round seeds (issue 26): every round of a match is dealt from its own seed, the first
shuffle of ``Rng(seed)``, which the round's ``deal`` event names, so a round is checked
alone and says nothing of the next.

- Nobody chose a seed (a match started on the board or the web page): each round's seed
  is ``fresh`` entropy taken when the round starts: ``os.urandom`` where the interpreter
  has it (CircuitPython on the RP2040, MicroPython, CPython; the web page hands in
  ``crypto.getRandomValues``), else the clock and the timing of every press so far mixed
  by ``digest``. Nothing printed about one round predicts another.
- A seed was chosen (``--seed``, a link, a numbered deal): round 1 is dealt from it and
  round k (k >= 2) from ``digest(seed, k)``, the same on every interpreter, so the same
  seed deals the same match everywhere. ``digest`` is one-way: a later round's seed gives
  away neither the chosen seed nor any other round's.

They live here, with the generator every game loads, and under names the interpreters
already hold (``digest``, ``urandom``): on CircuitPython every new name of a game's path
can cost the name pool's next step (9 KB in the play-through, bench/bench_playthrough.py).
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


def digest(seed, k):
    """Round ``k``'s seed (k >= 2) of the match chosen by ``seed`` (both 0 .. 2**32-1):
    0 .. 2**30-1. Speck32/64 (Beaulieu et al., "The SIMON and SPECK Families of
    Lightweight Block Ciphers", 2013: 16-bit words, 22 rounds, rotations 7 and 2) in the
    Davies-Meyer form: the key is (seed, k), the block the constant "PipG", the output the
    cipher text XOR the block, cut to 30 bits; knowing outputs does not give the key back
    short of trying every key. Every value stays below 2**26: no allocation for its
    arithmetic on a 32-bit board (tests/core/speck_reference.py checks it against the
    cipher written from the paper)."""
    b = (seed & 0xFFFFFFFF).to_bytes(4, "big")
    c = (k & 0xFFFFFFFF).to_bytes(4, "big")
    key = b[2] << 8 | b[3]  # the key words, k0 first: (l2, l1, l0, k0) = (k, seed)
    l0 = b[0] << 8 | b[1]
    l1 = c[2] << 8 | c[3]
    l2 = c[0] << 8 | c[1]
    x = 0x5069  # "Pi"
    y = 0x7047  # "pG"
    for i in range(22):
        x = ((x >> 7 | x << 9) & 0xFFFF) + y & 0xFFFF ^ key  # x = (x >>> 7) + y, XOR the round key
        y = (y << 2 | y >> 14) & 0xFFFF ^ x  # y = (y <<< 2) XOR x
        if i < 21:  # the key schedule: the next round key from the oldest key word
            w = key + ((l0 >> 7 | l0 << 9) & 0xFFFF) & 0xFFFF ^ i
            l0, l1, l2 = l1, l2, w
            key = (key << 2 | key >> 14) & 0xFFFF ^ w
    return ((x ^ 0x5069) & 0x3FFF) << 16 | (y ^ 0x7047)


def fresh(app, now):
    """A round seed nobody can know beforehand (module doc): 30 bits from ``app.urandom``
    (a function of n giving n random bytes; ``os.urandom`` when the app has none set;
    None: no source, as the simulator's scripted runs), else the clock ``now`` and the
    presses' timing (``app.presses``, mixed in by ``App.press``) through ``digest``."""
    import os

    source = getattr(app, "urandom", getattr(os, "urandom", None))
    if source is not None:
        try:
            b = source(4)
            return (b[0] & 0x3F) << 24 | b[1] << 16 | b[2] << 8 | b[3]
        except (OSError, NotImplementedError, ValueError, TypeError, IndexError):
            source = None  # no working generator on this board: the clock and the presses below
    return digest(now & 0x3FFFFFFF, getattr(app, "presses", 0))
