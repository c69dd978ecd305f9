"""Traditional domino rules (turns), one test per rule id (shared/rules/traditional.md).
Portable: runs under pytest and MicroPython."""

from domino_positions import T, play, position, rule_of

from pipgrid.games import domino_json
from pipgrid.games.match import DRAW, PASS
from pipgrid.games.traditional import parse_move


def test_tr6_tile_fits_an_end_showing_its_number():
    g = position([["2-5", "3-4"], ["0-0"]], (5, 1), wild_doubles=False)
    assert g.legal_moves() == [parse_move("2-5L")]
    assert rule_of(g.play, parse_move("3-4L")) == "TR-6"
    assert rule_of(g.play, parse_move("2-5R")) == "TR-6"
    play(g, "2-5L")
    assert g.ends() == (2, 1)  # the other half becomes the open end



def test_tr6_both_ends_equal_offers_both_sides():
    g = position([["3-6", "0-1"], ["0-0"]], (3, 3))
    assert g.legal_moves() == [parse_move("3-6L"), parse_move("3-6R")]



def test_tr7_privileged_double_on_mismatched_end():
    g = position([["4-4", "0-1"], ["2-2"]], (6, 3))
    assert g.legal_moves() == [parse_move("4-4L"), parse_move("4-4R")]
    play(g, "4-4R")
    assert g.ends() == (6, 4)  # after x-x the end shows x
    off = position([["4-4", "0-1"], ["2-2"]], (6, 3), wild_doubles=False)
    assert off.legal_moves() == [PASS]
    assert rule_of(off.play, parse_move("4-4R")) == "TR-7"



def test_tr8_must_attach_when_able():
    g = position([["1-2", "5-5"], ["0-0"]], (1, 6), ["3-3", "4-4"], wild_doubles=False)
    assert g.legal_moves() == [parse_move("1-2L")]
    assert rule_of(g.play, DRAW) == "TR-8"
    assert rule_of(g.play, PASS) == "TR-8"



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
