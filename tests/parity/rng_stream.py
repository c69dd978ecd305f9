"""Parity: the generator's stream and shuffles for a spread of seeds."""

from pipgrid.rng import Rng

for seed in (1, 2, 3, 7, 12345, 2**31 - 1, 0):
    r = Rng(seed)
    print(seed, " ".join(str(r.next32()) for _ in range(8)))
    print(seed, r.shuffle(list(range(28))))
    print(seed, [r.below(n) for n in (1, 2, 3, 6, 7, 28, 1000, 2**31)])
