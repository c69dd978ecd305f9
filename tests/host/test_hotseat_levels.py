"""The Monte Carlo levels on the board (issue 15): set-up pages offer L1..L5 for every
computer seat, a level thinks in slices across loop steps (the thinking animation
runs, B answers), its moves are the rules engine's (same transcript as the CLI's
bots of the same names), and HINT shows the strongest level's move on the person's
own hand only."""

from host_sim.drive.hotseat import goto, play, start
from hotseat_privacy import engine_transcript, new_board

from pipgrid.bots.domino import greedy_italian, greedy_traditional
from pipgrid.bots.levels import bots_for
from pipgrid.games.domino.italian import Italian
from pipgrid.games.domino.traditional import Traditional
from pipgrid.rng import Rng
from pipgrid.ui import palette
from pipgrid.ui.domino import hooks as hotseat

from pipgrid.ui.hotseat.setup import KIND_WORDS

P = hotseat.PERSON
L1, L5 = 3, 7  # the kinds of levels L1 and L5 (setup.KIND_WORDS)
OPTIONS = {"wild_doubles": True, "draw_count": 2, "target": 100}


def transcript(b):
    return [line for line in b.lines if line.startswith('{"ev"')]


def test_set_up_pages_offer_every_level_for_a_seat():
    b, _ = new_board()
    while b.app.screen_name == "intro":
        b.press("B")
    goto(b, "TRAD")
    b.press("A")
    goto(b, "P2")
    setup = b.app.stack[-1].setup
    seen = []
    for _ in range(len(KIND_WORDS)):
        seen.append(KIND_WORDS[setup.kinds[1]])
        b.press("RIGHT")
    assert seen == ["YOU", "GRDY", "RAND", "L1", "L2", "L3", "L4", "L5"]


def test_level_seats_play_the_engines_moves_and_think_in_slices():
    b, watch = new_board()
    table = start(b, "TRAD", 3, [P, L5, L1])
    slices = [0]
    think = table.think

    def counted():
        slices[0] += 1
        return think()

    table.think = counted
    play(b, greedy_traditional)
    g = table.game
    assert transcript(b) == engine_transcript(
        Traditional, 3, b.round_seeds, dict(OPTIONS, target=g.target), [P, L5, L1]
    )
    moves = sum(1 for line in transcript(b) if '"player":1' in line or '"player":2' in line)
    assert slices[0] > moves  # a level's move took several loop steps
    assert watch.frames > 0


def test_italian_level_seat_matches_the_engine():
    b, watch = new_board()
    start(b, "ITAL", 3, [P, L5, L5])
    play(b, greedy_italian)
    assert transcript(b) == engine_transcript(
        Italian, 3, b.round_seeds, {"goal": 50, "milestones": False}, [P, L5, L5]
    )


def test_b_answers_while_a_computer_thinks():
    b, _ = new_board()
    table = start(b, "TRAD", 2, [L5, P])
    for _ in range(200):
        if b.app.screen_name == "bot" and table.search is not None:
            break
        if b.app.screen_name == "handover":
            b.press("A")
        elif b.app.screen_name in ("turn", "ends"):  # (the person's tile and end, if asked)
            b.press("A")
        else:
            b.wait(20)
    assert b.app.screen_name == "bot" and table.search is not None  # mid-thought
    b.press("B")
    assert b.app.screen_name == "confirm"
    b.press("B")  # stay: the thinking goes on to the same move
    b.wait(2000)
    assert table.search is None


def hint_turn(b):
    """Press A on the HINT slot of the person on turn, let it think; the screen."""
    for _ in range(100):
        if b.app.screen_name == "turn":
            break
        b.press("A") if b.app.screen_name == "handover" else b.wait(100)
    screen = b.app.stack[-1]
    while screen.cursor != screen.places() - 1:
        b.press("RIGHT")
    b.press("A")
    assert screen.hint != -1
    for _ in range(50):
        if type(screen.hint) is int:
            break
        b.wait(20)
    return screen


def test_hint_shows_the_strongest_levels_move_on_the_own_hand():
    b, watch = new_board()
    table = start(b, "TRAD", 2, [P, P])
    screen = hint_turn(b)
    g = table.game
    s = g.current_player
    expect = bots_for(g.game)["expert"](g.view(s), Rng(g.seed ^ len(g.history) ^ 0x4117))
    assert screen.hint == expect
    assert b.app.screen_name == "turn"
    if expect < 56:
        assert screen.hand[screen.cursor] == expect >> 1  # the cursor went to it
    cyan = 0
    for _ in range(4):
        b.wait(130)
        cyan = max(cyan, [b.canvas.get(x, y) for x in range(16) for y in range(10, 16)].count(palette.HINT))
    assert cyan >= 6  # its bars (ui/domino/table.brackets: three cells each side)
    b.press(*["A"] * 2)  # play it (A, and A again if the board asks which end)
    assert screen.hint == -1
    for _ in range(60):  # the handover: no hint anywhere
        if b.app.screen_name == "handover":
            break
        b.wait(50)
    assert b.app.screen_name == "handover"
    assert [b.canvas.get(x, y) for x in range(16) for y in range(10, 16)].count(palette.HINT) == 0
    assert watch.frames > 0


def test_asking_for_a_hint_does_not_change_the_computers_moves():
    b, _ = new_board()
    table = start(b, "TRAD", 2, [P, L5])
    hint_turn(b)
    play(b, greedy_traditional)
    g = table.game
    assert transcript(b) == engine_transcript(
        Traditional, 2, b.round_seeds, dict(OPTIONS, target=g.target), [P, L5]
    )
