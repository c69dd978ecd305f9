"""Traditional domino rules (turns), one test per rule id (shared/rules/traditional.md).
Portable: runs under pytest and MicroPython."""

from domino_positions import T, position, rule_of

from pipgrid.games.domino import transcript as domino_json
from pipgrid.games.domino.moves import DRAW, PASS
from pipgrid.games.domino.traditional import Traditional, parse_move


def test_tr9_draw_two_then_play_if_a_drawn_tile_fits():
    g = position([["0-0"], ["3-3"]], (5, 6), ["4-4", "2-5", "1-1"], wild_doubles=False)
    assert g.legal_moves() == [DRAW]
    assert rule_of(g.play, PASS) == "TR-9"
    assert domino_json.move_event(g, DRAW) == '{"ev":"draw","player":0,"tiles":["4-4","2-5"]}'
    g.play(DRAW)
    assert g.hand(0) == [T("0-0"), T("2-5"), T("4-4")] and g.boneyard_count() == 1
    assert g.current_player == 0
    assert g.legal_moves() == [parse_move("2-5L")]  # must play the drawn tile that fits
    assert rule_of(g.play, DRAW) == "TR-8"


def test_tr9_draw_of_two_with_one_left_draws_one_then_passes():
    g = position([["0-0"], ["3-3"]], (5, 6), ["1-2"], wild_doubles=False)
    g.play(DRAW)
    assert g.hand(0) == [T("0-0"), T("1-2")] and g.boneyard_count() == 0
    assert g.legal_moves() == [PASS]
    assert rule_of(g.play, DRAW) == "TR-9"
    g.play(PASS)
    assert g.current_player == 1


def test_tr9_draw_count_option():
    g = position([["0-0"], ["3-3"]], (5, 6), ["1-2", "1-3", "1-4"], wild_doubles=False, draw_count=1)
    g.play(DRAW)
    assert g.boneyard_count() == 2 and g.hand(0) == [T("0-0"), T("1-2")]


def test_tr10_no_draw_from_empty_boneyard_pass():
    g = position([["0-0"], ["5-5", "1-2"]], (5, 6), wild_doubles=False)
    assert g.legal_moves() == [PASS]
    assert rule_of(g.play, DRAW) == "TR-10"


def test_deal_event_format():
    g = Traditional(2, 7, {"hand_size": 2, "draw_count": 1})
    line = domino_json.deal_event(g)
    assert line.startswith(
        '{"ev":"deal","round":1,"seed":7,"players":2,"options":{"wild_doubles":true,'
        '"draw_count":1,"hand_size":2,"target":100},"hands":[["'
    )
    assert line.count('"') == 2 * (28 + 12)
