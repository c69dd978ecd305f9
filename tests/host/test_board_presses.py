"""No wasted press (issue 24): with nothing to lay (TR-9 draw, TR-10 pass) a person's turn
starts with the cursor on the DRAW / PASS place, so a draw or a pass is one press (A),
and the frame shows the cursor's bars there (read back from the pixels)."""

from board_decoder import decode
from host_sim.drive.hotseat import Board, move_keys, start, turns

from pipgrid.bots.domino import greedy_traditional
from pipgrid.games.domino.moves import DRAW
from pipgrid.ui import palette
from pipgrid.ui.domino import hooks as hotseat

P = hotseat.PERSON


def turns_with_nothing_to_lay(word, players, choose, want=4):
    """Play a match of ``players`` people by presses until ``want`` turns had nothing to lay; for each,
    (cursor place, hand size, the presses the move takes, what the pixels say)."""
    seen = []
    for match in range(8):
        if len(seen) < want:
            one_match(word, players, choose, want, seen, match)
    return seen


def one_match(word, players, choose, want, seen, match):
    b = Board()
    b.wait(37 * match)  # another seed (the clock at PLAY)
    start(b, word, players, [P] * players)
    for screen in turns(b, 6000):
        if len(seen) >= want:
            break
        g = screen.game
        move = choose(g.view(g.current_player), None)
        keys = move_keys(screen, move)
        if not screen.legal:
            b.wait(250 - b.now % 250)  # the DRAW / PASS place blinks: read it lit
            frame = decode(b.canvas, b.app.palette(), line=False)
            seen.append((screen.cursor, len(screen.hand), keys, move, frame))
        b.press(*keys)


def test_with_nothing_to_lay_a_draw_or_a_pass_is_one_press_and_the_cursor_shows_it():
    # (Italian lays any tile on any turn, IT-4: its DRAW / PASS place is a choice, never the only one)
    for word, players, choose in (("TRAD", 2, greedy_traditional),):
        seen = turns_with_nothing_to_lay(word, players, choose)
        assert len(seen) >= 2, word
        for cursor, n, keys, move, frame in seen:
            assert move >= DRAW and cursor == n and keys == ["A"], (word, cursor, n, keys)
            places, at = frame["hand"], frame["cursor"]
            assert at is not None and places[at][0] in ("DRAW", "PASS"), (word, frame)
            assert not any(legal for what, legal in places if what not in ("DRAW", "PASS", "HINT"))


def test_with_a_tile_to_lay_the_cursor_starts_on_the_first_one_it_can_lay():
    b = Board()
    start(b, "TRAD", 2, [P, P])
    b.press("A")  # the first handover
    screen = b.app.stack[-1]
    assert b.app.screen_name == "turn" and screen.legal
    first = min(i for i in range(len(screen.hand)) if screen.legal >> screen.hand[i] & 1)
    assert screen.cursor == first
    frame = decode(b.canvas, palette.NORMAL, line=False)
    assert frame["cursor"] == first and frame["hand"][first][1]  # its grey bar: it can be laid
