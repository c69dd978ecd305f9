"""The Luzon solver's table keys stay below 2**30 (issue 12): an int of 2**30 or more
is a heap object on a 32-bit board. The singles' part of a key is the rank of their
multiset of symbols (luzon_position.rank): every multiset of at most 4 singles gets
its own rank, in order, and the largest key fits."""

from pipgrid import tiles
from pipgrid.solver.position import SG, codes, rank, tables


def check_all(caps, left, cd, seen):
    """Checks the rank of every count vector (at most ``left`` in all, at most caps[i]
    of symbol i) in lexicographic order: seen[0] is the rank the next one must have.
    A loop, not a recursion: a board's pystack is 2 KB (the interpreter's frames)."""
    n = len(caps)
    counts = [0] * n
    while True:
        code = 0
        for i in range(n):
            code += counts[i] * cd[0][i]
        assert rank(code, cd) == seen[0], code
        seen[0] += 1
        # the next vector: raise the last symbol that can take one more, zero the rest
        i = n - 1
        total = sum(counts)
        while i >= 0 and (counts[i] == caps[i] or total - sum(counts[i + 1 :]) >= left):
            i -= 1
        if i < 0:
            return
        counts[i] += 1
        for j in range(i + 1, n):
            counts[j] = 0


def test_singles_ranks_are_the_lexicographic_order_of_their_multisets():
    for variant, total in (("classic", 1906), ("hard", 15603)):
        cd = codes(variant)
        ts = tables(variant)[0]
        caps = []
        for s in range(len(cd[0])):
            n = 0
            for t in tiles.ALL:
                n += ts[t] == s
            caps.append(n)
        seen = [0]
        check_all(caps, 4, cd, seen)
        assert seen[0] == total == cd[3][4], variant
        assert rank(0, cd) == 0  # no singles: a won position's key is 0


def test_largest_key_is_below_2_to_the_30():
    # heights (6**5) and reserve bits below SG, plus SG * the largest rank
    assert SG == 7776 * 8
    for variant in ("classic", "hard"):
        top = codes(variant)[3][4] - 1
        assert SG - 1 + SG * top < 0x3FFFFFFF  # 2**30 - 1 written as a small int
