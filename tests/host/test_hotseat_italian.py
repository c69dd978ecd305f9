"""Hot-seat Italian domino on the board by button presses only (issue 5; IT-1..IT-7,
IT-M1..IT-M4): the board's transcript equals the rules engine's for the same seed,
every frame passes the privacy watch, and the totals are called out large."""

import pytest
from host_sim.drive.hotseat import play, start
from hotseat_privacy import engine_transcript, new_board

from pipgrid.bots.domino import greedy_italian
from pipgrid.games.domino.italian import Italian
from pipgrid.ui import palette
from pipgrid.ui.domino import hooks as hotseat

P, G, R = hotseat.PERSON, hotseat.GREEDY, hotseat.RANDOM


def transcript(b):
    return [line for line in b.lines if line.startswith('{"ev"')]


@pytest.mark.parametrize("kinds", [[P, P, P], [P, P, G, P], [P, R, P, P, G]])
def test_three_to_five_players_booklet_match_by_buttons(kinds):
    """IT-1 3..5 players, IT-7 first to 3 rounds; people with and without computers."""
    b, watch = new_board()
    table = start(b, "ITAL", len(kinds), kinds)
    counts = play(b, greedy_italian)
    g = table.game
    assert g.match_over() and max(g.totals) == 3
    assert transcript(b) == engine_transcript(
        Italian, len(kinds), b.round_seeds, {"goal": 50, "milestones": False}, kinds
    )
    assert watch.turn_frames > 20 and watch.hidden_frames > 20 and counts.rounds >= 3


def test_milestone_variant_two_players_with_draws():
    """IT-M1 2 players, IT-M2 draw or lay, IT-M4 first to 50 points."""
    b, watch = new_board()
    table = start(b, "ITAL", 2, [P, R], milestones=True)
    counts = play(b, greedy_italian)
    g = table.game
    assert g.milestones and g.match_over() and max(g.totals) >= 50
    assert counts.draws
    assert transcript(b) == engine_transcript(
        Italian, 2, b.round_seeds, {"goal": 50, "milestones": True}, [P, R]
    )


def test_goal_option_and_the_total_called_out_after_every_tile():
    """IT-2 goal 70; IT-4: after a tile the total fills the top ten rows, twice as large."""
    b, watch = new_board()
    table = start(b, "ITAL", 3, [P, P, P], options=(("GOAL", 1),))
    g = table.game
    assert g.goal == 70
    b.press("A")  # the handover of the opener
    b.press("A")  # the opener's only legal tile (IT-3) is under the cursor
    assert b.app.screen_name == "show" and g.total > 0
    lit = sum(1 for x in range(16) for y in range(10) if not b.canvas.is_dark(x, y))
    assert lit >= 24  # a big number, not a 3x5 one
    # the goal in amber at the bottom right
    assert palette.LABEL in [b.canvas.get(x, y) for x in range(8, 16) for y in range(11, 16)]


def test_a_goal_of_100_called_out_keeps_off_the_badge():
    """IT-M4's 100 under a called-out total: the badge (x 0-4), two dark columns, then
    the goal, whose 1 is a narrow stroke (it used to stand against the badge)."""
    b, watch = new_board()
    table = start(b, "ITAL", 2, [P, P], milestones=True)
    g = table.game
    calls = []
    draw = b.app.draw

    def drawn(canvas):
        draw(canvas)
        if b.app.screen_name == "show" and b.app.stack[-1].goal_for(g.total) == 100:
            calls.append([[canvas.get(x, y) for x in range(16)] for y in range(11, 16)])

    b.app.draw = drawn
    play(b, greedy_italian)
    assert calls
    for rows in calls:
        assert all(row[5] == row[6] == palette.BLACK for row in rows)
        assert all(row[7] == palette.LABEL for row in rows)  # the 1 of 100
