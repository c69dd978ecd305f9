"""The one-way function of round seeds (pipgrid/seeds.py, issue 26).

``derive(seed, k)`` is Speck32/64 (Beaulieu et al., "The SIMON and SPECK Families of
Lightweight Block Ciphers", 2013: 16-bit words, 22 rounds, rotations 7 and 2) in the
Davies-Meyer form: the key is (seed, k), the block a constant, the output the cipher
text XOR the block, cut to 30 bits. Knowing outputs does not give the key back short of
trying every key. Pure Python, every value below 2**17: the same on every interpreter
and no allocation for its arithmetic on a 32-bit board (tests/parity/round_seeds.py).
"""

_BLOCK_HI = 0x5069  # "Pi"
_BLOCK_LO = 0x7047  # "pG"


def _ror7(x):
    return (x >> 7 | x << 9) & 0xFFFF


def _rol2(x):
    return (x << 2 | x >> 14) & 0xFFFF


def speck(k0, l0, l1, l2, x, y):
    """Speck32/64: the block (x, y) under the key words (l2, l1, l0, k0), 16 bits each."""
    ls = [l0, l1, l2]
    k = k0
    for i in range(22):
        x = (_ror7(x) + y) & 0xFFFF ^ k
        y = _rol2(y) ^ x
        if i < 21:
            l_new = ((k + _ror7(ls[i])) & 0xFFFF) ^ i
            ls.append(l_new)
            k = _rol2(k) ^ l_new
    return x, y


def derive(seed, k):
    """Round ``k``'s seed of the match chosen by ``seed`` (both 0 .. 2**32-1): 0 .. 2**30-1."""
    b = (seed & 0xFFFFFFFF).to_bytes(4, "big")
    c = (k & 0xFFFFFFFF).to_bytes(4, "big")
    x, y = speck(b[2] << 8 | b[3], b[0] << 8 | b[1], c[2] << 8 | c[3], c[0] << 8 | c[1], _BLOCK_HI, _BLOCK_LO)
    return ((x ^ _BLOCK_HI) & 0x3FFF) << 16 | (y ^ _BLOCK_LO)
