"""Hot-seat traditional domino on the board, played by button presses only (issue 5).

Each match is checked three ways: the board's transcript on the serial console equals
the rules engine's transcript of the same seed (people's moves chosen by the greedy
bot, pressed as buttons); EVERY frame passes the privacy watch (HS-1, TR-3); and the
presses reached the screens a player would meet (handover, end choice, draws).
"""

import pytest
from host_sim.drive.hotseat import goto, play, start
from hotseat_privacy import engine_transcript, new_board, slot_tiles

from pipgrid.bots.domino import greedy_traditional
from pipgrid.games.domino.traditional import Traditional
from pipgrid.ui import palette
from pipgrid.ui.domino import hooks as hotseat

P, G, R = hotseat.PERSON, hotseat.GREEDY, hotseat.RANDOM
OPTIONS = {"wild_doubles": True, "draw_count": 2, "target": 100}


def transcript(b):
    return [line for line in b.lines if line.startswith('{"ev"')]


def played_match(kinds, goal_presses=0):
    b, watch = new_board()
    table = start(b, "TRAD", len(kinds), kinds, options=(("GOAL", goal_presses),) if goal_presses else ())
    counts = play(b, greedy_traditional)
    g = table.game
    options = dict(OPTIONS, target=g.target)
    assert transcript(b) == engine_transcript(Traditional, len(kinds), b.round_seeds, options, kinds)
    return b, watch, counts, g


@pytest.mark.parametrize("players", [2, 3, 4])
def test_people_play_a_whole_match_by_buttons_as_the_engine_does_and_nobody_sees_another_hand(players):
    """HS-1, TR-2..TR-14: 2, 3 and 4 people, a match to 100 (TR-14)."""
    b, watch, counts, g = played_match([P] * players)
    assert g.match_over() and max(g.totals) >= 100
    assert watch.turn_frames > 50 and watch.hidden_frames > 50
    assert counts.handovers >= counts.turns // 2  # people pass the board between turns
    assert b.app.screen_name == "matchend"
    assert b.app.saves.read(2) is None  # a won match is no longer offered to continue


def test_people_and_computer_seats_and_every_kind_of_turn():
    """HS-3: two people and two computers (greedy, random); draws (TR-9), the end
    choice (TR-6/TR-7 both ends) and passes all happen by buttons."""
    b, watch, counts, g = played_match([P, G, P, R])
    assert counts.ends_asked and counts.draws and counts.rounds >= 2
    assert watch.hidden_frames > watch.turn_frames  # computers' turns show no hand


def test_one_person_against_computers_needs_no_handover_after_the_first():
    b, watch, counts, g = played_match([P, G, G], goal_presses=3)  # goal 50
    assert counts.handovers <= counts.rounds + 1
    assert g.target == 50


def test_power_cut_mid_match_resumes_at_the_handover_and_finishes_the_same_match():
    """Saves after every move (Saves id 2): a copy of the store taken mid-match boots
    into CONTINUE, and the match goes on exactly as the engine's transcript says."""
    kinds = [P, R, P]
    b, watch = new_board()
    start(b, "TRAD", 3, kinds)
    cut = []

    def cut_after_some_turns(board):
        cut.append(1)
        return len(cut) == 9

    play(b, greedy_traditional, after_turn=cut_after_some_turns)
    before = transcript(b)
    assert b.app.saves.games() == [2]
    b2, watch2 = new_board(bytearray(b.store))  # power back on with what the store held
    assert b2.lines == []  # no problem reported
    b2.wait(2000)
    assert b2.app.menu.current().word == "CONTINUE"
    b2.press("A")
    assert b2.app.screen_name in ("handover", "bot", "show", "roundend")
    play(b2, greedy_traditional)
    assert before + transcript(b2) == engine_transcript(
        Traditional, 3, b.round_seeds + b2.round_seeds, OPTIONS, kinds
    )
    assert watch2.frames > 0


def test_illegal_tile_is_refused_with_a_red_box_and_b_asks_before_quitting():
    b, watch = new_board()
    start(b, "TRAD", 2, [P, P])
    while True:
        if b.app.screen_name == "handover":
            b.press("A")
        screen = b.app.stack[-1]
        g = screen.game
        dim = [i for i in range(len(screen.hand)) if not screen.legal >> screen.hand[i] & 1]
        if dim:
            break
        b.press("A")  # play the first legal tile
    moves = len(g.history)
    while screen.cursor != dim[0]:
        b.press("RIGHT")
    b.press("A")
    refused = 0
    for _ in range(3):  # the red bars blink (250 ms) for 700 ms: look in both half-periods
        refused = max(
            refused, [b.canvas.get(x, y) for x in range(16) for y in range(10, 16)].count(palette.REFUSE)
        )
        b.wait(130)
    assert refused >= 6 and len(g.history) == moves and b.app.screen_name == "turn"
    b.press("B")
    assert b.app.screen_name == "confirm"
    assert not slot_tiles(b.canvas, True)  # the question hides the hand
    b.press("B")
    assert b.app.screen_name == "turn"
    b.press("B", "A")
    assert b.app.screen_name == "menu" and b.app.menu.current().word == "CONTINUE"


def test_set_up_pages_change_rules_and_b_goes_back_without_starting():
    b, watch = new_board()
    b.press("B")
    goto(b, "TRAD")
    b.press("A")
    assert b.app.screen_name == "setup"
    goto(b, "WILD")
    b.press("RIGHT")
    goto(b, "DRAW")
    b.press("LEFT")
    goto(b, "PLAYERS")
    b.press("LEFT")  # 2 is the fewest (TR-2): refused with the red corners
    assert b.app.bump_until > b.now
    b.press("B")
    assert b.app.screen_name == "menu" and b.app.game is None
    goto(b, "TRAD")
    b.press("A")  # TRAD again: the set-up is remembered
    goto(b, "PLAY")
    b.press("A")
    g = b.app.game.game
    assert g.wild is False and g.draw_count == 1 and g.players == 2
