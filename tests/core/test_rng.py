"""The seeded generator (LZ-4): reproducible, uniform enough, a true permutation."""

from check import raises
from pipgrid.rng import Rng


def test_same_seed_same_stream():
    a, b = Rng(42), Rng(42)
    assert [a.next32() for _ in range(50)] == [b.next32() for _ in range(50)]


def test_neighbouring_seeds_differ():
    firsts = set()
    for seed in range(1, 200):
        firsts.add(Rng(seed).next32())
    assert len(firsts) == 199


def test_values_are_32_bit():
    r = Rng(7)
    for _ in range(1000):
        x = r.next32()
        assert 0 <= x <= 0xFFFFFFFF


def test_known_first_values():
    # Pins the stream: changing the generator would change every numbered deal (LZ-4).
    r = Rng(1)
    assert [r.next32() for _ in range(3)] == [FIRST_OF_1[0], FIRST_OF_1[1], FIRST_OF_1[2]]


FIRST_OF_1 = (833230947, 644769584, 3146407156)


def test_below_bounds_and_spread():
    r = Rng(3)
    counts = [0] * 6
    for _ in range(6000):
        v = r.below(6)
        assert 0 <= v < 6
        counts[v] += 1
    for c in counts:
        assert 850 < c < 1150, counts
    raises(ValueError, r.below, 0)


def test_shuffle_is_permutation_and_seed_dependent():
    a = Rng(5).shuffle(list(range(28)))
    b = Rng(6).shuffle(list(range(28)))
    assert sorted(a) == list(range(28))
    assert a != b
    assert a != list(range(28))
