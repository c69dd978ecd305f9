"""Tri-Ominos on the board, played by button presses only (issue 14).

Each game is checked three ways: the board's console transcript equals the rules
engine's transcript of the same seed (people's moves chosen by the greedy bot and
pressed as buttons; the console's public form, ui/triominoes/table.py); EVERY frame
passes the privacy watch (HS-1) and the number decoder (every visible lattice
point's number read back from the pixels); the presses reached the screens a player
meets (handover, draws, passes, rounds).
"""

import pytest
from host_sim.drive.triominoes import choose_keys, play, start, to_turn
from triominoes_watch import console, engine_transcript, new_board, slot_tiles

from pipgrid.bots.triominoes import choose_greedy
from pipgrid.games.triominoes import lattice as lat
from pipgrid.ui import palette
from pipgrid.ui.triominoes import screen as tri_screen

P, G, R = 0, 1, 2


def played(kinds, options=(), **rules):
    b, watch = new_board()
    table = start(b, len(kinds), kinds, options)
    counts = play(b, choose_greedy)
    g = table.game
    assert console(b) == engine_transcript(len(kinds), g.seed, kinds, **rules)
    assert g.match_over() and max(g.totals) >= g.target
    assert b.app.screen_name == "matchend"
    assert b.app.saves.read(4) is None  # a finished game is not offered to continue
    return b, watch, counts, g


def test_two_people_play_a_whole_game_to_400_by_buttons_as_the_engine_does():
    b, watch, counts, g = played([P, P])
    assert g.target == 400 and counts.rounds >= 1
    assert counts.handovers >= counts.turns // 2 and counts.draws  # TO-8: draws by button
    assert watch.turn_frames > 100 and watch.hidden_frames > 100 and watch.decoded > 500


def test_four_people_play_a_whole_game_to_400():
    """The issue's 'done when': four people, a whole game to 400, by buttons alone."""
    b, watch, counts, g = played([P, P, P, P])
    assert g.players == 4 and max(g.totals) >= 400
    assert watch.points_read > 5000


def test_three_seats_people_and_computers_with_a_draw_limit():
    """DRAW 1 on the set-up (TO-8): a player stops after one draw and passes (-10)."""
    b, watch, counts, g = played([P, G, R], options=(("DRAW", 2),), draw_limit=1)
    assert g.draw_limit == 1 and counts.passes
    assert watch.hidden_frames > watch.turn_frames  # computers' turns show no hand


def test_six_seats_club_rules_to_200():
    """CLUB on sets the target to 200 (TO-12); six seats, two people."""
    b, watch, counts, g = played([P, G, R, G, P, R], options=(("CLUB", 1),), club=True)
    assert g.club and g.target == 200 and g.players == 6


def test_one_person_against_computers_needs_no_handover_after_the_first():
    b, watch, counts, g = played([G, P, R], options=(("GOAL", 2),), target=200)  # 400 -> 500 -> 200
    assert counts.handovers <= counts.rounds + 1


def test_no_hand_on_the_console_and_a_power_cut_resumes_the_same_game():
    kinds = [P, R, P]
    b, watch = new_board()
    table = start(b, 3, kinds)
    seed = table.game.seed
    turns = []

    def cut(board):
        turns.append(1)
        return len(turns) == 15

    play(b, choose_greedy, after_turn=cut)
    for line in b.lines:
        assert '"hands"' not in line and '"tile"' not in line.split('"ev":"place"')[0]
    before = console(b)
    assert 4 in b.app.saves.games()
    b2, watch2 = new_board(bytearray(b.store))  # the power comes back with what the store held
    assert b2.lines == []
    b2.wait(2000)
    assert b2.app.menu.current().word == "CONTINUE"
    b2.press("A")
    assert b2.app.screen_name in ("handover", "bot", "show", "roundend")
    play(b2, choose_greedy)
    assert before + console(b2) == engine_transcript(3, seed, kinds)


def test_every_legal_placement_is_reachable_and_nothing_else():
    """LEFT/RIGHT step the chosen tile's cells (nearest the last tile first), UP/DOWN
    its rotations there: the previews visited are exactly the tile's legal moves."""
    b, watch = new_board()
    table = start(b, 2, [P, P])
    g = table.game
    checked = 0
    while checked < 12 and not g.is_over():
        screen = to_turn(b, step=100)
        for i in range(len(screen.hand)):
            t = screen.hand[i]
            legal = sorted(m for m in screen.moves if m >= 0 and lat.move_tile(m) == t)
            if not legal:
                continue
            b.press(*choose_keys(screen, legal[0])[:-1])
            b.press("A")
            assert b.app.screen_name == "place"
            seen = set()
            for _c in range(len(screen.cells)):
                for _r in range(len(screen.rots)):
                    seen.add(lat.move(screen.cells[screen.cell_i], screen.tile, screen.rots[screen.rot_i]))
                    b.press("DOWN")
                b.press("RIGHT")
            assert sorted(seen) == legal
            b.press("B")
            assert b.app.screen_name == "turn"
            checked += 1
        move = choose_greedy(g.view(g.current_player), None)
        from host_sim.drive.triominoes import place_keys

        b.press(*choose_keys(screen, move))
        if move >= 0:
            b.press(*place_keys(screen, move))
    assert checked >= 12


def test_an_unplayable_tile_is_refused_with_a_red_bar_and_b_asks_before_quitting():
    b, watch = new_board()
    start(b, 2, [P, P])
    screen = to_turn(b, step=100)
    dim = [i for i in range(len(screen.hand)) if not screen.is_legal(screen.hand[i])]
    assert dim  # the opening: only the opening tile may be placed (TO-5)
    while screen.cursor != dim[0]:
        b.press("RIGHT")
    b.press("A")
    assert b.app.screen_name == "turn" and not screen.game.board.order
    refused = 0
    x, y = tri_screen.hand_xy(screen.cursor, tri_screen.first(screen.cursor, screen.places()))
    for _ in range(10):  # a red bar flashes under it (the markers' row, docs/board.md)
        b.wait(50)
        row = [b.canvas.get(x, 10) for x in range(16)]  # the markers' row under the hand
        refused = max(refused, row.count(palette.REFUSE))
        assert b.canvas.get(x, y + 2) in (
            palette.REFUSE,
            palette.seat_colours(b.app.palette())[screen.game.current_player],
        )
    assert refused == 4  # a bar as wide as the tile
    b.press("B")
    assert b.app.screen_name == "confirm" and not slot_tiles(b.canvas)  # the question hides the hand
    b.press("B")
    assert b.app.screen_name == "turn"
    b.press("B", "A")
    assert b.app.screen_name == "menu" and b.app.menu.current().word == "CONTINUE"


def test_set_up_pages_club_sets_the_target_and_the_draw_limit_runs_none_to_9():
    from host_sim.drive.hotseat import goto

    b, watch = new_board()
    b.press("B")
    goto(b, "TRI")
    b.press("A")
    pages = b.app.stack[-1]
    options = pages.setup.options
    assert options == {
        "draw_limit": None,
        "club": False,
        "target": 400,
        "pools": "shared",
    }  # options.py's shape
    goto(b, "CLUB")
    b.press("RIGHT")
    assert options["club"] and options["target"] == 200  # TO-12
    goto(b, "GOAL")
    b.press("RIGHT")
    assert options["target"] == 300
    goto(b, "CLUB")
    b.press("RIGHT")
    assert not options["club"] and options["target"] == 400
    goto(b, "DRAW")
    b.press("LEFT")
    assert b.app.bump_until > b.now and options["draw_limit"] is None  # NONE is the first
    for n in range(10):
        b.press("RIGHT")
        assert options["draw_limit"] == n
    b.press("RIGHT")
    assert b.app.bump_until > b.now and options["draw_limit"] == 9
    goto(b, "PLAYERS")
    for _ in range(5):
        b.press("RIGHT")
    assert pages.setup.players == 6 and [e.word for e in pages.entries][2:8] == [
        "P1",
        "P2",
        "P3",
        "P4",
        "P5",
        "P6",
    ]
    b.press("RIGHT")
    assert b.app.bump_until > b.now  # 6 is the most (TO-4)
    b.press("B")
    assert b.app.screen_name == "menu" and b.app.game is None


@pytest.mark.parametrize("key", ["UP", "DOWN"])
def test_public_facts_and_the_whole_board_are_one_press_away(key):
    b, watch = new_board()
    table = start(b, 3, [P, G, P])
    for _ in range(400):
        if b.app.screen_name == "handover" and table.game.board.order and not b.app.stack[-1].can_take_back():
            break  # (after a person's own tile UP takes it back: tests/host/test_triominoes_takeback_sound.py)
        screen = b.app.stack[-1]
        if b.app.screen_name == "turn":
            move = choose_greedy(table.game.view(table.game.current_player), None)
            from host_sim.drive.triominoes import place_keys

            b.press(*choose_keys(screen, move))
            if move >= 0:
                b.press(*place_keys(screen, move))
        else:
            b.press("A") if b.app.screen_name == "handover" else b.wait(100)
    b.press(key)
    assert b.app.screen_name == ("info" if key == "UP" else "pan")
    keys = ("LEFT", "RIGHT", "RIGHT") if key == "UP" else ("LEFT", "UP", "A", "RIGHT", "DOWN", "A")
    for k in keys:
        b.press(k)
        assert b.app.screen_name == ("info" if key == "UP" else "pan")
    assert b.app.stack[-1].small is False if key == "DOWN" else b.app.stack[-1].page == 1
    b.press("B")
    assert b.app.screen_name == "handover"
