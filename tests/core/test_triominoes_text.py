"""Tri-Ominos written moves (TO-2) and options (TO-8, TO-12)."""

from check import raises
from pipgrid.games.triominoes import lattice as lat
from pipgrid.games.triominoes import text
from pipgrid.games.triominoes import tiles as tt


def test_move_text_round_trip():
    m = lat.move(lat.cell(True, -2, 3), tt.parse("1-2-4"), 1)
    assert text.move_text(m) == "D -2 3 2-4-1"
    assert text.parse_move("D -2 3 2-4-1") == m
    assert text.parse_move("draw") == lat.DRAW and text.parse_move("pass") == lat.PASS
    e = raises(ValueError, text.parse_move, "U 0 0 1-4-2")
    assert "TO-2" in str(e)
    for bad in ("U 0 0", "X 0 0 1-2-4", "U a 0 1-2-4", "U 0 0 1-2", "U 99 0 1-2-4"):
        raises(ValueError, text.parse_move, bad)


def test_options_parse_and_reject():
    assert text.options([]) == {}
    assert text.options(["draw_limit=3", "club=true"]) == {"draw_limit": 3, "club": True}
    assert text.options(["draw_limit=none", "target=150"]) == {"draw_limit": None, "target": 150}
    assert text.options(["pools=own"]) == {"pools": "own"}  # TO-16
    bad_ones = (
        ["draw_limit=-1"],
        ["colour=red"],
        ["club=maybe"],
        ["target=0"],
        ["draw_limit"],
        ["pools=mine"],
    )
    for bad in bad_ones:
        raises(ValueError, text.options, bad)
