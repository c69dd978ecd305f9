"""Take-back, a house rule (docs/hotseat.md "Take-back"): UP takes back a person's own
last tile while the board still shows it (the move shown, the handover, a computer
thinking), before the next person takes the board; the tile goes back to the hand and
the same turn starts again. The round's transcript at its end still replays."""

import json

from host_sim.drive.hotseat import play, start
from hotseat_privacy import new_board

from host_sim import cli_replay
from pipgrid.bots.domino import greedy_italian, greedy_traditional
from pipgrid.ui.domino import hooks as hotseat

P, G = hotseat.PERSON, hotseat.GREEDY


def lay_first(b):
    """The next person takes the board and lays their first legal tile; returns (seat, tile)."""
    while b.app.screen_name not in ("turn", "handover"):
        b.wait(20)
    if b.app.screen_name == "handover":
        b.press("A")
    screen = b.app.stack[-1]
    assert screen.name == "turn"
    seat = screen.game.current_player
    tile = screen.hand[screen.cursor]
    b.press("A")
    if b.app.screen_name == "turn" and screen.game.current_player == seat:  # the end choice (both ends)
        b.press("A")
    return seat, tile


def test_up_takes_back_the_tile_while_it_shows_and_at_the_handover():
    b, watch = new_board()
    table = start(b, "TRAD", 2, [P, P])
    g = table.game
    seat, tile = lay_first(b)
    assert b.app.screen_name == "show" and tile not in g.hand(seat)
    b.press("UP")
    assert b.app.screen_name == "turn" and g.current_player == seat and tile in g.hand(seat)
    assert g.history == [] and b.lines[-1] == "seat %d takes back a tile" % (seat + 1)
    seat, tile = lay_first(b)
    b.wait(1500)
    assert b.app.screen_name == "handover"  # the tile still shows in the line
    b.press("UP")
    # taken back, but the next person may be holding the board: the taker's own handover,
    # no hand on the grid until A
    assert b.app.screen_name == "handover" and g.current_player == seat and tile in g.hand(seat)
    assert b.app.stack[-1].revealed == -1
    assert bytes(b.app.saves.read(b.app.game_kind)) == bytes(
        b.app.game.to_bytes()
    )  # saved after the take-back
    b.press("A")
    assert b.app.screen_name == "turn" and b.app.stack[-1].hand == g.hand(seat)


def test_no_take_back_once_the_next_person_has_the_board_nor_of_a_computer_tile():
    b, watch = new_board()
    table = start(b, "TRAD", 2, [P, P])
    g = table.game
    lay_first(b)
    b.wait(1500)
    b.press("A")  # the next person takes the board
    moves = len(g.history)
    b.press("UP")
    assert len(g.history) == moves and b.app.screen_name == "turn"
    b2, _ = new_board()
    t2 = start(b2, "ITAL", 3, [P, G, G])
    g2 = t2.game
    while not (b2.app.screen_name == "show" and not t2.is_person(b2.app.stack[-1].last_seat)):
        if b2.app.screen_name in ("turn", "handover"):
            lay_first(b2)
        else:
            b2.wait(20)
    moves = len(g2.history)
    b2.press("UP")  # a computer's tile: the red corners, nothing taken back
    assert len(g2.history) == moves and b2.app.bump_until > b2.now


def test_italian_take_back_during_a_computers_thinking_and_the_round_still_replays(tmp_path, capsys):
    b, watch = new_board()
    table = start(b, "ITAL", 3, [P, G, G])
    g = table.game
    while b.app.screen_name not in ("turn", "handover"):
        b.wait(20)
    total = g.total
    seat, tile = lay_first(b)
    assert g.total > total
    b.wait(1000)
    assert b.app.screen_name == "bot"
    b.press("UP")
    assert b.app.screen_name == "turn" and tile in g.hand(seat) and g.total == total
    play(b, greedy_italian)
    path = tmp_path / "m.jsonl"
    path.write_text("".join(line + "\n" for line in b.lines if line.startswith("{")))
    assert cli_replay.main([str(path)]) == 0, capsys.readouterr().err
    assert json.loads(path.read_text().splitlines()[-1])["ev"] == "match"


def test_traditional_match_with_a_take_back_every_turn_replays(tmp_path, capsys):
    b, watch = new_board()
    start(b, "TRAD", 2, [P, P])
    took = []

    def take_back_once_per_round(board):
        g = board.app.game.game
        if board.app.screen_name == "show" and not g.is_over() and g.round_no not in took:
            took.append(g.round_no)
            board.press("UP")
        return False

    play(b, greedy_traditional, after_turn=take_back_once_per_round)
    assert len(took) >= 2
    path = tmp_path / "m.jsonl"
    path.write_text("".join(line + "\n" for line in b.lines if line.startswith("{")))
    assert cli_replay.main([str(path)]) == 0, capsys.readouterr().err
