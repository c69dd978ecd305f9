"""Speck32/64 as the paper states it (Beaulieu et al., "The SIMON and SPECK Families of
Lightweight Block Ciphers", 2013), written apart from the firmware's ``digest``
(pipgrid/rng.py) to check it: words of n = 16 bits, alpha = 7, beta = 2, T = 22 rounds,
key words (l2, l1, l0, k0). And a chosen seed's round seeds as docs/hotseat.md states
them: round 1's is the seed, round k's the Davies-Meyer output of Speck under the key
(k, seed) on the block "PipG", cut to 30 bits."""

MASK = 0xFFFF


def ror(x, r):
    return (x >> r | x << (16 - r)) & MASK


def rol(x, r):
    return (x << r | x >> (16 - r)) & MASK


def speck(k0, l0, l1, l2, x, y):
    """Encrypt the block (x, y) under the key words (l2, l1, l0, k0)."""
    keys = [k0]
    ls = [l0, l1, l2]
    for i in range(21):  # the key schedule: T - 1 more round keys
        ls.append(((keys[i] + ror(ls[i], 7)) & MASK) ^ i)
        keys.append(rol(keys[i], 2) ^ ls[i + 3])
    for k in keys:  # the round function
        x = ((ror(x, 7) + y) & MASK) ^ k
        y = rol(y, 2) ^ x
    return x, y


def round_seed(seed, k):
    """The seed round ``k`` of a match chosen by ``seed`` is dealt from."""
    if k <= 1:
        return seed
    s = seed.to_bytes(4, "big")
    r = k.to_bytes(4, "big")
    x, y = speck(s[2] << 8 | s[3], s[0] << 8 | s[1], r[2] << 8 | r[3], r[0] << 8 | r[1], 0x5069, 0x7047)
    return ((x ^ 0x5069) & 0x3FFF) << 16 | (y ^ 0x7047)
