"""The double-six set (LZ-1, TR-1) and the opening ranking (TR-4)."""

from check import raises
from pipgrid import tiles


def test_set_has_28_distinct_tiles():
    pairs = set()
    for t in tiles.ALL:
        assert tiles.LOW[t] <= tiles.HIGH[t] <= 6
        pairs.add((tiles.LOW[t], tiles.HIGH[t]))
    assert len(pairs) == 28


def test_values_total_168():
    # 168 = 14 x 12: a won Luzon game makes exactly 14 removals.
    assert sum(tiles.VALUE[t] for t in tiles.ALL) == 168


def test_text_is_low_high_and_parses_back():
    assert tiles.text(tiles.tile(3, 1)) == "1-3"
    for t in tiles.ALL:
        assert tiles.parse(tiles.text(t)) == t
    assert tiles.parse("6-5") == tiles.tile(5, 6)
    for bad in ("7-1", "1-", "a-b", "1+2", "", "1-2-3"):
        raises(ValueError, tiles.parse, bad)


def test_ranking_matches_tr4_listing():
    order = sorted(tiles.ALL, key=tiles.rank, reverse=True)
    head = [tiles.text(t) for t in order[:9]]
    assert head == ["6-6", "5-6", "5-5", "4-6", "4-5", "3-6", "4-4", "3-5", "2-6"]
    assert len(set(tiles.rank(t) for t in tiles.ALL)) == 28
    assert tiles.text(order[-1]) == "0-0"


def test_highest_picks_the_opener():
    hand = [tiles.tile(4, 6), tiles.tile(5, 5), tiles.tile(0, 1)]
    assert tiles.text(tiles.highest(hand)) == "5-5"
