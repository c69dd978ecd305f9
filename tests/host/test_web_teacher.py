"""web/teacher.py on CPython (the page runs it under MicroPython's WebAssembly port;
tests/host/test_web_classroom.py checks it there): links, the Luzon line in slices, and
the domino panel's counts from public facts alone."""

import json
import os
import sys

import pytest
from host_sim import hardware

from pipgrid import tiles
from pipgrid.games.luzon import game as luzon
from pipgrid.solver import verdict

sys.path.insert(
    0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "web")
)
import teacher  # noqa: E402


def board():
    b = hardware.SimBoard(clock=hardware.SimClock(), log=lambda line: None)
    b.step()
    return b


@pytest.mark.parametrize(
    "args, words",
    [
        (("", "", "", "", "", ""), "game must be luzon, trad, ital or tri"),
        (("luzon", "0", "", "", "", ""), "deal must be a whole number from 1 to 999"),
        (("luzon", "x", "", "", "", ""), "deal must be a whole number from 1 to 999"),
        (("luzon", "3", "easy", "", "", ""), "variant must be classic or hard"),
        (("trad", "", "", "1", "5", ""), "players must be a whole number from 2 to 4"),  # TR-1
        (("tri", "", "", "1", "7", ""), "players must be a whole number from 1 to 6"),  # TO-4, TO-17
        (("ital", "", "", "1", "3", "you,you"), "seats must name 3 seats"),
        (("trad", "", "", "0", "2", ""), "seed must be a whole number"),
    ],
)
def test_a_bad_link_gives_one_clear_reason(args, words):
    with pytest.raises(ValueError) as e:
        teacher.parse_link(*args)
    assert words in str(e.value)


def test_a_link_deals_the_boards_own_deal_and_seed():
    b = board()
    teacher.open_link(b.app, teacher.parse_link("luzon", "17", "hard", "", "", ""), b.clock.ms)
    g = b.app.game
    assert (g.deal, g.variant) == (17, "hard") and g.columns() == luzon.Luzon(17, "hard").columns()  # LZ-4
    b = board()
    teacher.open_link(b.app, teacher.parse_link("trad", "", "", "42", "", "you,l3,random"), b.clock.ms)
    table = b.app.game
    assert table.game.seed == 42 and table.game.players == 3 and list(table.kinds) == [0, 5, 2]
    link = json.loads(teacher.Teacher().info(b.app))["link"]
    assert link == {"game": "trad", "seed": 42, "players": 3, "seats": "you,l3,random"}


def test_a_tri_link_with_one_player_is_the_solitaires_deal():
    """TO-17: ``?game=tri&players=1&seed=N`` is the solitaire's deal N, as ``--seed N`` on the
    command line and deal N on the set-up's DEAL page; without players a Tri-Ominos link
    is still two people."""
    b = board()
    teacher.open_link(b.app, teacher.parse_link("tri", "", "", "12", "1", ""), b.clock.ms)
    g = b.app.game.game
    assert (g.players, g.seed, len(g.hands[0])) == (1, 12, 9)
    assert teacher.parse_link("tri", "", "", "", "", "")[2] == 2


def test_a_copied_link_never_names_the_seed_of_a_match_the_board_dealt():
    """A dealt seed names every hidden hand of the match being played: the panel's link
    (and so "copy link") carries a seed only when a link chose it."""
    b = board()
    teacher.open_link(b.app, teacher.parse_link("tri", "", "", "", "3", "you,you,you"), b.clock.ms)
    assert b.app.game.game.seed > 0  # dealt from the clock, as PLAY on the set-up
    link = json.loads(teacher.Teacher().info(b.app))["link"]
    assert link["game"] == "tri" and link["seed"] is None and link["players"] == 3


def test_the_line_in_slices_is_the_solvers_and_each_step_says_what_it_frees():
    g = luzon.Luzon(1)
    line = teacher.Line(g, 0)
    ms = 0
    while not line.step(ms):
        ms += 10
    assert line.state == "win" and ms <= teacher.LIMIT_MS
    from pipgrid.games.luzon.deal import move_text

    assert line.moves[0]["move"] == move_text(verdict.hint(g)[0])
    g2 = luzon.Luzon(1)
    for m in line.moves:
        before = set(g2.available())
        g2.play(luzon.parse_move(m["move"]))
        freed = [t for t in g2.available() if t not in before]
        for t in freed:
            assert tiles.text(t) in m["why"]
    assert g2.is_won() and not g.history  # the board's game is not touched


def test_the_domino_panel_counts_only_what_is_on_the_table():
    b = board()
    teacher.open_link(b.app, teacher.parse_link("trad", "", "", "5", "2", "greedy,greedy"), b.clock.ms)
    for _ in range(400):  # the computers play a while
        b.clock.advance(10)
        b.step()
    game = b.app.game.game
    facts = teacher.domino_facts(b.app.game)
    laid = [tiles.tile(a, c) for a, c in game.line()]
    assert len(laid) > 2
    unseen = [7 - sum(1 for t in laid if n in (tiles.LOW[t], tiles.HIGH[t])) for n in range(7)]
    assert (
        "Not yet seen, per number (of 7 tiles each): "
        + ", ".join("%d: %d" % (n, unseen[n]) for n in range(7))
        in facts
    )
    assert "Tiles in hand: " + teacher.seats_text(game.tile_counts()) in facts


def test_the_pages_words_follow_how_from_the_game_page_to_its_screens_and_back():
    """A screen-reader user hears the menu through the summary: turning a game's page to
    HOW? (RIGHT) must change what it says (else the press shows nothing to them), the HOW
    screens must say what they are and how to go on and leave (not "The board: how.")."""
    from host_sim.drive.hotseat import Board, goto

    b = Board()
    b.skip_intro()
    t = teacher.Teacher()

    def said():
        return json.loads(t.info(b.app))["summary"]

    goto(b, "TRAD")
    game_page = said()
    assert "RIGHT" in game_page and "how to play" in game_page
    b.press("RIGHT")
    how_side = said()
    assert how_side != game_page and "how to play traditional domino" in how_side
    assert "A shows" in how_side and "LEFT" in how_side
    b.press("A")
    count = b.app.stack[-1].count
    first = said()
    assert "How to play traditional domino: screen 1 of %d" % count in first, first
    assert "any key" in first.lower() and "B goes back" in first
    b.press("A")
    assert "screen 2 of %d" % count in said()
    b.press("B")
    assert said() == how_side
    goto(b, "MODE")
    assert "how to play" not in said()  # an option page has no HOW side
