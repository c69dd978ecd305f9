"""Fast random playouts of traditional domino rounds, for simulations and the
benchmark (bench/bench_domino.py) on the host; a board plays through the engine.

``random_round`` plays exactly the round the full engine plays (the same rules
TR-4..TR-13, the same generator stream, the same result), which
tests/host/test_domino_fast.py checks over many seeds and option sets. It gets its
speed from three things:

- The generator's states come in batches: xorshift32 is linear over bits, so the
  next ``BATCH`` states of any state ``x`` are the XOR of eight precomputed packed
  integers, one per 4-bit chunk of ``x`` (``_STEPS``), unpacked with ``struct``.
  The stream is the one ``Rng.next32`` gives, state for state.
- The deck holds tile bits (``1 << tile``), so a hand is the sum of its slice.
- A turn chooses its move without building the move list: the legal plays are
  ordered by tile, then L before R (``domino.traditional_rules.plays``), so when no tile
  fits both ends the k-th move is the k-th set bit of ``hand & fit``.
"""

import struct

from pipgrid import tiles
from pipgrid.games.domino import moves as match
from pipgrid.games.domino.traditional_rules import BLOCKED, DOMINO, DOUBLES, HAND_SIZE, PIP, round_result

BATCH = 28  # generator states per batch: a shuffle (27) and the opening move
_FORMAT = "<%dI" % BATCH
_BITS = tuple(1 << t for t in range(tiles.COUNT))
# Rng.shuffle of 28 items, last index first: (i, i + 1, Rng.below's rejection limit).
_SHUFFLE = tuple((i, i + 1, (0x100000000 // (i + 1)) * (i + 1)) for i in range(27, 0, -1))
_LIMIT = tuple(0 if n == 0 else (0x100000000 // n) * n for n in range(64))
_NEXT = ((), (0,), (1, 0), (1, 2, 0), (1, 2, 3, 0))  # TR-5: the turn passes left


def _step(x):
    """One xorshift32 step, as ``Rng.next32``."""
    x ^= x << 13 & 0xFFFFFFFF
    x ^= x >> 17
    x ^= x << 5 & 0xFFFFFFFF
    return x


def _packed(x):
    """The next BATCH states after ``x``, state k in bits 32k..32k+31."""
    out = 0
    for k in range(BATCH):
        x = _step(x)
        out |= x << 32 * k
    return out


# _STEPS[16 * c + v]: the batch after the state v << 4c (c = 0..7, v = 0..15).
_STEPS = tuple(_packed(v << 4 * c) for c in range(8) for v in range(16))


def states(x):
    """The next BATCH states of the generator after state ``x`` (a tuple)."""
    t = _STEPS
    return struct.unpack(
        _FORMAT,
        (
            t[x & 15]
            ^ t[16 | x >> 4 & 15]
            ^ t[32 | x >> 8 & 15]
            ^ t[48 | x >> 12 & 15]
            ^ t[64 | x >> 16 & 15]
            ^ t[80 | x >> 20 & 15]
            ^ t[96 | x >> 24 & 15]
            ^ t[112 | x >> 28]
        ).to_bytes(4 * BATCH, "little"),
    )


def _fits(wild):
    """(fit, after): ``fit[e]`` the tiles that may go on an end showing e (TR-6,
    TR-7 when ``wild``); ``after[fit[e]][bit]`` the fit of that end once the tile
    ``bit`` is laid there."""
    extra = DOUBLES if wild else 0
    fit = tuple(PIP[e] | extra for e in range(8))
    after = {}
    for e in range(7):
        d = {}
        for t in range(tiles.COUNT):
            if fit[e] >> t & 1:  # the other half, or a double's own number
                d[1 << t] = fit[tiles.HIGH[t] if tiles.LOW[t] == e else tiles.LOW[t]]
        after[fit[e]] = d
    return fit, after


_FITS = (_fits(False), _fits(True))

# Pips and tile counts of a mask, 7 bits at a time: _PIPS[128 * c + m] is the value
# of the tiles 7c + k for the bits k of m.
_PIPS = bytearray(512)
_COUNT = bytearray(128)
for _m in range(128):
    for _k in range(7):
        if _m >> _k & 1:
            _COUNT[_m] += 1
            for _c in range(4):
                _PIPS[128 * _c + _m] += tiles.VALUE[7 * _c + _k]
del _m, _k, _c


def _pips(m):
    p = _PIPS
    return p[m & 127] + p[128 | m >> 7 & 127] + p[256 | m >> 14 & 127] + p[384 | m >> 21]


def _count(m):
    c = _COUNT
    return c[m & 127] + c[m >> 7 & 127] + c[m >> 14 & 127] + c[m >> 21]


try:
    _bit_count = int.bit_count  # CPython 3.10+
except AttributeError:
    _bit_count = _count


def random_round(rng, players=4, hand_size=0, wild=True, draw_count=2):
    """Deal from ``rng`` and play one round with every seat choosing uniformly among
    its legal moves with the same ``rng``: the result is exactly that of a
    ``Traditional`` round dealt by ``domino.moves.deal(rng)`` and played by
    ``bots.choose_random`` with ``rng``, and ``rng`` ends in the same state.
    Returns (reason, (winner, points)) as ``domino.traditional_rules.round_result``.
    """
    x = rng.state
    xs = states(x)
    p = 0
    # match.deal: Rng.shuffle of the 28 tiles; a draw at or above the limit is redrawn
    deck = list(_BITS)
    for i, n, top in _SHUFFLE:
        x = xs[p]
        p += 1
        if x >= top:
            x, xs, p = _redraw(x, xs, p, top)
        j = x % n
        deck[i], deck[j] = deck[j], deck[i]
    h = hand_size or HAND_SIZE[players]
    bone = players * h
    hands = [sum(deck[i : i + h]) for i in range(0, bone, h)]
    union = sum(hands)
    t = match.highest(union)  # TR-4: the opener's only legal move, chosen from one
    b = 1 << t
    s = deck.index(b) // h
    if p == BATCH:
        xs = states(x)
        p = 0
    x = xs[p]
    p += 1
    hands[s] ^= b
    union ^= b
    if not hands[s]:
        rng.state = x
        return DOMINO, (s, _pips(union))  # TR-12 with a hand of one tile
    fits, after = _FITS[1 if wild else 0]
    fl = fits[tiles.LOW[t]]  # what each end accepts
    fr = fits[tiles.HIGH[t]]
    fit = fl | fr
    both = fl & fr
    lim = _LIMIT
    count = _bit_count
    nxt = _NEXT[players]
    can_draw = draw_count and bone < tiles.COUNT
    # TR-13: blocked (checked after every turn) when nobody can attach or draw
    while union & fit or can_draw:
        s = nxt[s]
        hand = hands[s]
        m = hand & fit
        if p > BATCH - 2:  # a turn takes at most two states, and a redraw refills
            xs = states(x)
            p = 0
        x = xs[p]
        p += 1
        if not m:
            # TR-9/TR-10: the forced DRAW or PASS, one choice out of one
            if not can_draw:
                continue
            k = draw_count if draw_count < tiles.COUNT - bone else tiles.COUNT - bone
            hand += sum(deck[bone : bone + k])
            union |= hand
            hands[s] = hand
            bone += k
            can_draw = bone < tiles.COUNT
            m = hand & fit
            x = xs[p]  # the play or the PASS after the draw
            p += 1
            if not m:
                continue
        if not m & both:
            # each move is one bit of m: the k-th move is the k-th set bit
            n = count(m)
            if n > 1:
                if x >= lim[n]:
                    x, xs, p = _redraw(x, xs, p, lim[n])
                k = x % n
                while k:
                    m &= m - 1
                    k -= 1
            b = m & -m
            right = b & fr
        else:
            # some tile fits both ends: L then R for it
            ml = m & fl
            mr = m & fr
            n = count(ml) + count(mr)
            if x >= lim[n]:
                x, xs, p = _redraw(x, xs, p, lim[n])
            k = x % n
            while True:
                b = m & -m
                if b & ml:
                    if not k:
                        right = 0
                        break
                    k -= 1
                if b & mr:
                    if not k:
                        right = 1
                        break
                    k -= 1
                m ^= b
        hand ^= b
        hands[s] = hand
        union ^= b
        if not hand:
            rng.state = x
            return DOMINO, (s, _pips(union))  # TR-12
        if right:
            fr = after[fr][b]
        else:
            fl = after[fl][b]
        fit = fl | fr
        both = fl & fr
    rng.state = x
    return BLOCKED, round_result(hands, [_count(hand) for hand in hands], BLOCKED, s)


def _redraw(x, xs, p, top):
    """``Rng.below``'s rejection: take the next states until one is below ``top``;
    returns that state, the batch and the position after it."""
    while x >= top:
        if p == BATCH:
            xs = states(x)
            p = 0
        x = xs[p]
        p += 1
    return x, xs, p
