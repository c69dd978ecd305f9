"""The fast random playout (traditional_fast.random_round) plays exactly the game
the full engine plays with bots.choose_random on the same generator: same result,
same generator state afterwards, for many seeds and option sets, and also when the
generator's rejection sampling redraws (Rng.below) in the shuffle or in a turn."""

import pytest

from pipgrid.bots import choose_random
from pipgrid.games.domino import moves as match
from pipgrid.games.domino.traditional import Traditional
from pipgrid.games.domino.playout import BATCH, random_round, states
from pipgrid.rng import Rng

M = 0xFFFFFFFF
# (players, hand_size (0 = TR-2), wild_doubles, draw_count): the benchmark's Block game
# first, then TR-7 on/off, drawing 1/2/3/7 (TR-9), empty boneyards (TR-10), large hands.
CONFIGS = [
    (4, 7, False, 0),
    (2, 0, True, 2),
    (3, 0, True, 1),
    (4, 0, False, 3),
    (3, 4, True, 0),
    (2, 5, False, 2),
    (4, 0, True, 2),
    (2, 14, True, 0),
    (2, 3, True, 7),
    (3, 9, False, 0),
    (2, 1, True, 1),
]


def engine_round(rng, players, hand_size, wild, draw):
    options = {"hand_size": hand_size or [0, 0, 8, 6, 5][players], "wild_doubles": wild, "draw_count": draw}
    g = Traditional(players, 1, options, match.deal(rng))
    while not g.is_over():
        g.play(choose_random(g.view(g.current_player), rng))
    return g.reason, (g.round_winner, g.points)


def same_round(state, config):
    r1 = Rng(0)
    r1.state = state
    r2 = Rng(0)
    r2.state = state
    assert random_round(r2, *config) == engine_round(r1, *config), (hex(state), config)
    assert r1.state == r2.state


@pytest.mark.parametrize("config", CONFIGS)
def test_fast_playout_matches_engine_with_random_bots(config):
    for seed in range(1, 120):
        same_round(Rng(seed).state, config)


def test_fast_playout_keeps_the_stream_across_rounds():
    """Rounds in a row on one generator, as the benchmark plays them."""
    r1 = Rng(2024)
    r2 = Rng(2024)
    for _ in range(300):
        assert random_round(r2, 4, 7, False, 0) == engine_round(r1, 4, 7, False, 0)
    assert r1.state == r2.state


def test_batched_states_are_the_generators_stream():
    for seed in list(range(1, 300)) + [M, 1 << 31, 12345678]:
        rng = Rng(seed)
        x = rng.state
        assert states(x) == tuple(rng.next32() for _ in range(BATCH))
    for x in (1, M, 1 << 31, 0x80000001, 0xDEADBEEF):
        rng = Rng(0)
        rng.state = x
        assert states(x) == tuple(rng.next32() for _ in range(BATCH))


def unstep(y):
    """The state before ``y`` in the xorshift32 stream (the inverse of one step)."""
    x = y
    for _ in range(7):
        x = y ^ (x << 5 & M)
    y = x ^ x >> 17
    x = y
    for _ in range(3):
        x = y ^ (x << 13 & M)
    return x


def test_unstep_inverts_the_generator():
    for seed in range(1, 50):
        rng = Rng(seed)
        before = rng.state
        assert unstep(rng.next32()) == before


def test_fast_playout_redraws_like_rng_below():
    """Rng.below redraws a value at or above its limit; 0xFFFFFFFF is such a value for
    every n that is not a power of two, so put it at draw k of the round: in the
    shuffle (k < 27) and in the turns, across batch boundaries."""
    redrawn = 0
    for k in range(1, 3 * BATCH + 4):
        state = M
        for _ in range(k):
            state = unstep(state)
        for config in CONFIGS[:4]:
            same_round(state, config)
        rng = Rng(0)
        rng.state = state
        before = rng.state
        match.deal(rng)
        redrawn += k <= 27 and _draws(before, rng.state) > 27
    assert redrawn >= 20  # the crafted value was redrawn inside most shuffles


def _draws(before, after):
    rng = Rng(0)
    rng.state = before
    n = 0
    while rng.state != after:
        rng.next32()
        n += 1
    return n
