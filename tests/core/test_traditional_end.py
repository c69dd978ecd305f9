"""Traditional domino rules (end), one test per rule id (shared/rules/traditional.md).
Portable: runs under pytest and MicroPython."""

from domino_positions import play, position

from pipgrid.games.domino import transcript as domino_json
from pipgrid.games.domino.moves import DRAW


def test_tr12_domino_scores_opponents_pips():
    g = position([["5-6"], ["1-2", "3-3"], ["0-4"]], (6, 1))
    play(g, "5-6L")
    assert g.is_over()
    assert g.result() == ("domino", 0, 3 + 6 + 4)
    assert g.scores() == [13, 0, 0]
    assert (
        domino_json.end_event(g)
        == '{"ev":"end","round":1,"reason":"domino","winner":0,"points":13,"totals":[13,0,0]}'
    )


def test_tr13_blocked_fewest_tiles_wins():
    g = position([["1-6", "0-1"], ["6-6", "2-3", "0-2"]], (1, 4), wild_doubles=False, draw_count=0)
    play(g, "1-6L")
    # ends 6|4: seat 1 holds 6-6 -- not blocked yet
    assert not g.is_over()
    play(g, "6-6L")
    # ends 6|4, nobody holds a 6 or a 4
    assert g.is_over() and g.result() == ("blocked", 0, 5 + 2)


def test_tr13_blocked_decided_on_pips():
    g = position([["1-6", "5-5"], ["0-0", "1-1", "0-2"]], (1, 3), wild_doubles=False)
    play(g, "1-6L")  # ends 6|3; seat 0 holds 5-5 (10), seat 1 0-0 1-1 0-2 -- counts 1 vs 3
    assert g.result() == ("blocked", 0, 4)
    g = position([["1-6", "5-5", "0-0"], ["0-1", "1-1", "1-2"]], (1, 3), wild_doubles=False)
    play(g, "1-6L")  # 2 tiles (10 pips) against 3 tiles: fewer tiles wins
    assert g.result() == ("blocked", 0, 1 + 2 + 3)
    g = position([["1-6", "5-5", "0-0"], ["0-1", "1-2"]], (1, 3), wild_doubles=False)
    play(g, "1-6L")  # 2 tiles each: 10 pips against 4 pips
    assert g.result() == ("blocked", 1, 10)


def test_tr13_perfect_tie_nobody_scores():
    g = position([["1-6", "2-3"], ["0-5"]], (1, 4), wild_doubles=False)
    play(g, "1-6L")  # ends 6|4: one tile of 5 pips each
    assert g.result() == ("blocked", None, 0)
    assert g.scores() == [0, 0]
    assert (
        domino_json.end_event(g)
        == '{"ev":"end","round":1,"reason":"blocked","winner":null,"points":0,"totals":[0,0]}'
    )


def test_tr13_not_blocked_while_someone_can_draw():
    g = position([["1-6", "2-3"], ["0-5"]], (1, 4), ["4-4"], wild_doubles=False)
    play(g, "1-6L")
    assert not g.is_over() and g.legal_moves() == [DRAW]
