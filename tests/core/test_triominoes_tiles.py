"""The 56 Tri-Ominos tiles (TO-1), rotations without mirroring (TO-2), values (TO-3),
the opening rank (TO-5)."""

from check import raises
from pipgrid.games.triominoes import tiles as tt


def _rotations(r):
    return [r, (r[1], r[2], r[0]), (r[2], r[0], r[1])]


def _derived_set():
    """Every clockwise reading of three corners 0..5, kept when read from its lowest
    number it never decreases; one entry per rotation class (its smallest rotation)."""
    kept = set()
    for a in range(6):
        for b in range(6):
            for c in range(6):
                for r in _rotations((a, b, c)):
                    if r[0] == min(r) and r[0] <= r[1] <= r[2]:
                        kept.add(min(_rotations((a, b, c))))
    return kept


def test_to1_the_set_derived_independently_has_56_tiles():
    derived = _derived_set()
    assert len(derived) == 56
    ours = set(min(_rotations(tt.reading(t))) for t in tt.ALL)
    assert ours == derived
    kinds = [len(set(r)) for r in derived]
    assert kinds.count(1) == 6  # triples
    assert kinds.count(2) == 30  # exactly one pair
    assert kinds.count(3) == 20  # three different numbers


def test_to1_no_mirror_duplicates():
    classes = set(min(_rotations(tt.reading(t))) for t in tt.ALL)
    for t in tt.ALL:
        a, b, c = tt.reading(t)
        mirror = min(_rotations((a, c, b)))
        if len(set((a, b, c))) == 3:
            assert mirror not in classes, tt.text(t)
        else:
            assert mirror == min(_rotations((a, b, c)))


def test_to1_text_reads_clockwise_from_the_lowest():
    assert tt.text(tt.tile(1, 2, 4)) == "1-2-4"
    for t in tt.ALL:
        assert tt.parse(tt.text(t)) == t
    for bad in ("0-2-1", "1-2-0", "2-1-1", "0-0-6", "1-2", "a-b-c", "", "1-2-3-4", None):
        raises(ValueError, tt.parse, bad)


def test_to2_rotations_never_mirror():
    for t in tt.ALL:
        for rot in tt.rotations(t):
            assert tt.from_corners(*tt.corners(t, rot)) == (t, rot)
    assert tt.rotations(tt.tile(3, 3, 3)) == (0,)
    assert len(set(tt.corners(tt.tile(1, 1, 3), r) for r in (0, 1, 2))) == 3
    # 0-1-2 turned around is 0-2-1 read clockwise: a mirror image, which no tile has
    e = raises(ValueError, tt.from_corners, 0, 2, 1)
    assert "TO-2" in str(e)
    raises(ValueError, tt.from_corners, 2, 1, 0)
    assert tt.from_corners(2, 4, 1) == (tt.tile(1, 2, 4), 1)


def test_to3_values_total():
    assert tt.VALUE[tt.tile(1, 2, 4)] == 7
    assert tt.VALUE[tt.tile(5, 5, 5)] == 15
    assert sum(tt.VALUE[t] for t in tt.ALL) == 420


def test_to5_opening_rank_order():
    order = sorted(tt.ALL, key=tt.opening_rank, reverse=True)
    head = [tt.text(t) for t in order[:9]]
    assert head == ["5-5-5", "4-4-4", "3-3-3", "2-2-2", "1-1-1", "0-0-0", "4-5-5", "3-5-5", "4-4-5"]
    assert len(set(tt.opening_rank(t) for t in tt.ALL)) == 56
