"""Fast random playouts of traditional domino rounds, for simulations and the
benchmark (bench/bench_domino.py). Same rule functions as the game
(``traditional_rules.plays``, ``round_result``), no history, views or transcript.
"""

from pipgrid import tiles
from pipgrid.games import match
from pipgrid.games.traditional_rules import BLOCKED, DOMINO, DOUBLES, HAND_SIZE, OTHER, PIP, plays, round_result

_LIMIT = tuple(0 if n == 0 else (0x100000000 // n) * n for n in range(64))


def random_round(rng, players=4, hand_size=0, wild=True, draw_count=2):
    """Deal from ``rng`` and play one round with every seat choosing uniformly among
    the ``legal`` moves, with the same ``rng``: the result is exactly that of a
    ``Traditional`` round dealt by ``match.deal(rng)`` and played by
    ``bots.choose_random`` with ``rng`` (tests/host/test_domino_fast.py checks it).

    The fast path for simulations and the benchmark: the same rule functions
    (``plays``, ``round_result``) without history, views or transcript, and the
    generator's xorshift step written out (``Rng.below`` and ``Rng.shuffle``
    exactly, on ``rng.state``). Returns (reason, (winner, points)).
    """
    x = rng.state
    lim = _LIMIT
    # match.deal: Rng.shuffle of the 28 tiles, last index first
    deck = list(range(28))
    i = 27
    while i:
        n = i + 1
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        while x >= lim[n]:
            x ^= (x << 13) & 0xFFFFFFFF
            x ^= x >> 17
            x ^= (x << 5) & 0xFFFFFFFF
        j = x % n
        deck[i], deck[j] = deck[j], deck[i]
        i -= 1
    h = hand_size or HAND_SIZE[players]
    bone = players * h
    hands = [0] * players
    for i in range(bone):
        hands[i // h] |= 1 << deck[i]
    union = 0
    for hand in hands:
        union |= hand
    t = match.highest(union)
    s = deck.index(t) // h
    x ^= (x << 13) & 0xFFFFFFFF  # the opener's only legal move, chosen from one
    x ^= x >> 17
    x ^= (x << 5) & 0xFFFFFFFF
    hands[s] ^= 1 << t
    union ^= 1 << t
    left = tiles.LOW[t]
    right = tiles.HIGH[t]
    extra = DOUBLES if wild else 0
    fit = PIP[left] | PIP[right] | extra
    other = OTHER
    while True:
        # the turn passes left (TR-5); blocked (TR-13) when nobody can attach or draw
        can_draw = draw_count and bone < 28
        if not (can_draw or union & fit):
            rng.state = x
            return BLOCKED, _result(hands, BLOCKED, s)
        s += 1
        if s == players:
            s = 0
        hand = hands[s]
        if not hand & fit:
            # a forced DRAW or PASS is still one choice out of one
            x ^= (x << 13) & 0xFFFFFFFF
            x ^= x >> 17
            x ^= (x << 5) & 0xFFFFFFFF
            if not can_draw:
                continue
            k = draw_count if draw_count < 28 - bone else 28 - bone
            for i in range(bone, bone + k):
                hand |= 1 << deck[i]
            union |= hand
            hands[s] = hand
            bone += k
            if not hand & fit:
                x ^= (x << 13) & 0xFFFFFFFF
                x ^= x >> 17
                x ^= (x << 5) & 0xFFFFFFFF
                continue
        ms = plays(hand, left, right, wild)
        n = len(ms)
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        while x >= lim[n]:
            x ^= (x << 13) & 0xFFFFFFFF
            x ^= x >> 17
            x ^= (x << 5) & 0xFFFFFFFF
        move = ms[x % n]
        t = move >> 1
        hand ^= 1 << t
        hands[s] = hand
        if not hand:
            rng.state = x
            return DOMINO, _result(hands, DOMINO, s)
        union ^= 1 << t
        if move & 1:
            right = other[t * 8 + right]
        else:
            left = other[t * 8 + left]
        fit = PIP[left] | PIP[right] | extra


def _result(hands, reason, player):
    if reason == DOMINO:
        return round_result(hands, None, reason, player)
    return round_result(hands, [len(match.mask_tiles(hand)) for hand in hands], reason, player)
