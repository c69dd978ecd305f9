"""Issue 12: a HINT and the next winnable deal worked out in slices give the answers
of the one-press solver they replace (``luzon_hints.txt``, written by commit
e9522a8's solver: ``luzon_hint_cases.py``), whatever the slices' budget."""

import pytest
from luzon_hint_cases import BOARD_DEALS, DEALS, answer_text, playout, read

from pipgrid.solver import slices, verdict
from pipgrid.solver.search import begin, search, step
from pipgrid.games.luzon.game import deal_tiles

HINTS, WON = read()


def run(job, work):
    steps = 1
    while not job.step(work):
        steps += 1
    return job.found, steps


@pytest.mark.parametrize("variant", ["classic", "hard"])
def test_hints_in_one_go_are_todays(variant):
    for deal in range(1, DEALS + 1):
        got = [answer_text(verdict.hint(g, 512)) for g in playout(deal, variant)]
        assert got == HINTS[(variant, deal)], (variant, deal)


@pytest.mark.parametrize("work", [1, 7, 120])
def test_hints_in_slices_are_todays(work):
    for variant in ("classic", "hard"):
        for deal in range(1, DEALS + 1, 3):
            for g, want in zip(playout(deal, variant), HINTS[(variant, deal)]):
                assert answer_text(run(slices.Hint(g, 512), work)[0]) == want, (variant, deal, work)


def first_winnable(deal, won):
    for i in range(BOARD_DEALS):
        n = (deal - 1 + i) % BOARD_DEALS + 1
        if n in won:
            return n
    return 0


@pytest.mark.parametrize("variant", ["classic", "hard"])
def test_winnable_deals_in_one_go_are_todays(variant):
    table = set()
    got = {n for n in range(1, BOARD_DEALS + 1) if verdict.winnable(n, variant, table, 512)}
    assert got == WON[variant]


@pytest.mark.parametrize("work", [1, 120])
def test_next_winnable_deal_in_slices_is_todays(work):
    for variant in ("classic", "hard"):
        for deal in list(range(1, 60)) + list(range(940, 1000)):
            found, _ = run(slices.Deals(deal, variant, BOARD_DEALS, 512), work)
            assert found == first_winnable(deal, WON[variant]), (variant, deal)


def test_a_search_in_slices_stops_at_the_same_places_and_finds_the_same_line():
    for deal in range(1, 400):
        cols, res = deal_tiles(deal)
        want = search(cols, res, "classic", set(), 64)
        for work in (1, 3, 50):
            s = begin(cols, res, "classic", set(), 64)
            while not step(s, work):
                pass
            assert (s[6], s[5]) == want
            assert step(s, work)  # done stays done


def test_no_winnable_deal_in_range_is_zero():
    assert min(WON["hard"]) == 9  # hard deals 1..8 are all lost
    assert run(slices.Deals(3, "hard", 8, 512), 100)[0] == 0
    assert run(slices.Deals(3, "hard", 9, 512), 100)[0] == 9
