"""HINT for a person on turn in Tri-Ominos on the board (issue 15; ui/triominoes/hint.py,
docs/bots.md "Tri-Ominos"): A on the place after the hand works out the L5 move for the
seat's own view with the hint's own generator, in slices; the cursor goes to the
suggestion, which gets cyan bars, and its cell and rotation are preselected; B gives it
up; a second A is refused; draw or pass is said without thinking; asking never changes
the computer seats' moves nor the game; the hint never shows outside its person's turn
(the privacy watch reads every frame, HS-1), nor on the projector's picture."""

from test_triominoes_levels_board import engine
from host_sim.drive.triominoes import ask_hint, choose_keys, place_keys, play, start, to_turn
from triominoes_watch import NUMBER_AT, new_board

from pipgrid.bots import mc_triominoes as mc
from pipgrid.bots.triominoes import choose_greedy
from pipgrid.games.triominoes import lattice as lat
from pipgrid.ui import palette
from pipgrid.ui.canvas import Canvas
from pipgrid.ui.triominoes import hint as tri_hint
from pipgrid.ui.triominoes.hint import Hint
from pipgrid.ui.triominoes.screen import first, hand_xy

P = 0
L5 = 7


def ask(b):
    """The cursor to the HINT place, A, and the loop steps until the hint is decided;
    (the Hint screen, the loop steps it took)."""
    hint, steps = ask_hint(b)
    assert isinstance(hint, Hint) and b.app.screen_name == "turn"
    return hint, steps


def suggested_place(screen, move):
    return len(screen.hand) if move < 0 else screen.hand.index(lat.move_tile(move))


def bars_at(b, screen, at):
    """The colours of the marker bar under hand place ``at`` in the frame shown."""
    x, y = hand_xy(at, first(screen.cursor, screen.places()))
    return {b.canvas.get(x + d, y + 2) for d in range(4)}


def odd_blink(b):
    """Wait to a frame in the blink's second half (the hint's bars over the cursor's)."""
    while not (b.now // 250) & 1:
        b.wait(10, 10)


def test_a_hint_is_l5s_move_for_the_seats_view_its_cell_and_rotation_preselected():
    b, watch = new_board()
    table = start(b, 3, [P, L5, P])
    g = table.game
    asked = thought = 0
    while asked < 8:
        screen = to_turn(b, 2000)
        s = g.current_player
        want = mc.choose(g.view(s), tri_hint.rng(g), 4)  # the same view and generator
        bots, dealt, lines = table.rng.state, g.seed, len(b.lines)
        hint, steps = ask(b)
        asked += 1
        thought += steps > 1  # worked out across loop steps (slices)
        assert hint.move == want
        assert table.rng.state == bots and g.seed == dealt  # its own generator
        assert len(b.lines) == lines  # nothing written while a hint is worked out (HS-4)
        at = suggested_place(screen, want)
        assert screen.cursor == at
        odd_blink(b)
        assert bars_at(b, screen, at) == {palette.HINT}
        b.press("A")
        if want >= 0:  # the tile's place: the suggested cell and rotation shown first
            assert b.app.screen_name == "place"
            assert screen.cells[screen.cell_i] == lat.move_cell(want)
            assert screen.rots[screen.rot_i] == lat.move_rot(want)
            b.press("A")
        assert g.last_move()[0] == want and g.last_move()[1] == s
        assert not isinstance(b.app.stack[-1], Hint)  # the hint ends with the turn
    assert thought >= 3
    play(b, choose_greedy)
    assert g.match_over() and watch.turn_frames > 0


def test_asking_for_hints_never_changes_the_computer_seats_moves_nor_the_game():
    b, watch = new_board()
    kinds = [P, L5]
    table = start(b, 2, kinds)
    g = table.game
    hints = 0
    for _ in range(5000):
        name = b.app.screen_name
        if name == "matchend":
            break
        if name == "turn":
            ask(b)  # then the person plays greedy's move, not the hint
            hints += 1
            screen = b.app.stack[-1]
            move = choose_greedy(g.view(g.current_player), None)
            b.press(*choose_keys(screen, move))
            if move >= 0:
                b.press(*place_keys(screen, move))
        elif name in ("handover", "roundend"):
            b.press("A")
        else:
            b.wait(100)
    assert g.match_over() and hints > 20
    from triominoes_watch import console

    assert console(b) == engine(2, b.round_seeds, kinds)  # the game without hints, move for move


def test_b_gives_a_hint_up_at_once_and_a_second_a_is_refused(monkeypatch):
    monkeypatch.setattr(mc.Search.step, "__defaults__", (4,))  # one rollout a slice and ten times L5's
    monkeypatch.setattr(mc, "_BUDGET", mc._BUDGET[:4] + (10 * mc._BUDGET[4],))  # work: it thinks for seconds
    b, watch = new_board()
    table = start(b, 2, [P, P])
    g = table.game
    for _ in range(40):
        screen = to_turn(b, 2000)
        if len([m for m in screen.moves if m >= 0]) > 3:
            break
        move = screen.moves[0]
        b.press(*choose_keys(screen, move))
        if move >= 0:
            b.press(*place_keys(screen, move))
    n = screen.places()
    b.press(*["RIGHT"] * ((n - 1 - screen.cursor) % n), "A")
    hint = b.app.stack[-1]
    assert isinstance(hint, Hint) and hint.search is not None and hint.move is None
    x, y = hand_xy(n - 1, first(screen.cursor, n))
    running = set()
    for _ in range(3):
        b.wait(160)
        running.add(tuple(b.canvas.get(x + i, y + 1) for i in range(4)))
    assert hint.move is None and len(running) >= 2  # the dots run
    b.press("A")  # a second A while it thinks: the red corners, it thinks on
    assert b.app.bump_until > b.now and b.app.stack[-1] is hint
    history = len(g.history)
    b.press("B")  # given up at once
    assert b.app.screen_name == "turn" and b.app.stack[-1] is screen
    assert b.canvas.get(x, y + 1) == (0, 0, 0) and b.canvas.get(x + 3, y + 1) == (0, 0, 0)  # no running dot
    b.wait(500)
    assert len(g.history) == history and screen.cursor == n - 1  # nothing played, the cursor stays
    b.press("B")  # and B asks QUIT? as always
    assert b.app.screen_name == "confirm"


def test_with_only_draw_or_pass_the_hint_says_so_without_thinking(monkeypatch):
    def no_search(*args):
        raise AssertionError("a hint with one move thought")

    monkeypatch.setattr(mc, "Search", no_search)
    b, watch = new_board()
    table = start(b, 2, [P, P], (("DRAW", 1),))  # draw limit 0: passes come soon
    g = table.game
    said = set()
    for _ in range(300):
        screen = to_turn(b, 2000)
        if screen.action:
            hint, steps = ask(b)
            assert steps == 0 and hint.move == screen.action and screen.cursor == len(screen.hand)
            odd_blink(b)
            assert bars_at(b, screen, len(screen.hand)) == {palette.HINT}
            said.add(hint.move)
            b.press("A")  # on the DRAW/PASS place: played
            assert g.last_move()[0] == hint.move and not isinstance(b.app.stack[-1], Hint)
            if len(said) == 2 or g.is_over():
                break
        else:
            move = choose_greedy(g.view(g.current_player), None)
            b.press(*choose_keys(screen, move))
            b.press(*place_keys(screen, move))
        if g.is_over():
            break
    assert said


def test_the_hint_shows_on_its_persons_turn_only_never_on_the_projector():
    b, watch = new_board()
    table = start(b, 2, [P, P])
    g = table.game
    picture = Canvas(16, 16)
    for _ in range(6):
        screen = to_turn(b, 2000)
        n = screen.places()
        b.press(*["RIGHT"] * ((n - 1 - screen.cursor) % n), "A")
        hint = b.app.stack[-1]
        while True:  # while it thinks and once shown: the projector's picture has no hand, no hint
            screen.draw_public(picture, b.now)
            for y in range(7, 16):
                for x in range(16):
                    assert picture.get(x, y) not in NUMBER_AT and picture.get(x, y) != palette.HINT
            if hint.move is not None:
                break
            b.wait(20)
        move = hint.move
        b.press(*choose_keys(screen, move))
        if move >= 0:
            b.press(*place_keys(screen, move))
        for _ in range(150):  # the show and the next seat's handover: no cyan below the board
            if b.app.screen_name == "turn":
                break
            for y in range(7, 16):
                for x in range(16):
                    assert b.canvas.get(x, y) != palette.HINT
            b.press("A") if b.app.screen_name == "handover" else b.wait(20)
        assert b.app.screen_name == "turn" and not isinstance(b.app.stack[-1], Hint)
        nxt = b.app.stack[-1]
        odd_blink(b)
        for i in range(len(nxt.hand)):  # no bars of an old hint beside any tile
            if hand_xy(i, first(nxt.cursor, nxt.places())) is not None:
                assert palette.HINT not in bars_at(b, nxt, i)
    assert watch.frames > 100 and g.history


def test_a_take_back_while_a_level_thinks_drops_its_search_and_every_later_move_is_legal():
    b, watch = new_board()
    table = start(b, 2, [P, L5])
    g = table.game
    for _ in range(50):  # a person's turn after the opening, with placements
        screen = to_turn(b, 2000)
        placements = [m for m in screen.moves if m >= 0]
        if placements and g.board.order and len(placements) > 1:
            g.play(placements[0])
            thinks = len(g.legal_moves()) > 1  # the level then has a choice to think about
            g.undo()
            if thinks:
                break
        move = screen.moves[0]
        b.press(*choose_keys(screen, move))
        if move >= 0:
            b.press(*place_keys(screen, move))
    first = placements[0]
    b.press(*choose_keys(screen, first))
    b.press(*place_keys(screen, first))
    b.press("A")  # the call-out skipped: the level thinks
    b.wait(20)
    b.wait(20)
    assert (
        b.app.screen_name == "bot" and table.search is not None and table.search.scores is not None
    )  # (None once decided)
    b.press("UP")  # taken back while it thinks: its search was about that position
    assert b.app.screen_name == "turn" and table.search is None
    real = table.play

    def legal(move):
        assert move in g.legal_moves()
        real(move)

    table.play = legal
    other = placements[-1]  # another tile or place this time
    b.press(*choose_keys(screen, other))
    b.press(*place_keys(screen, other))
    play(b, choose_greedy)
    assert g.match_over()
