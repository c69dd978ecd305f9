"""The end follows the picture (issue 13): when a tile fits both ends, LEFT (or UP)
picks the open end whose marker comes first on the grid read left to right (then top
to bottom in one column), RIGHT (or DOWN) the other, whichever way the snake runs
there; the transcript keeps L/R as the line's logical ends (TR-6, TR-7)."""

from board_decoder import decode
from host_sim.drive.hotseat import Board, move_keys, start

from pipgrid.bots.domino import greedy_traditional
from pipgrid.games.domino.moves import DRAW
from pipgrid.ui import palette
from pipgrid.ui.domino import hooks as hotseat
from pipgrid.ui.domino import line as line_draw

P = hotseat.PERSON
SELECT = (palette.SELECT, tuple(c >> 1 for c in palette.SELECT))  # it blinks
OTHER = tuple(c >> 3 for c in palette.WHITE)


def markers(canvas):
    """(chosen, other) marker cells: the lone lit cells on the snake (board_decoder.py),
    the chosen one green (it blinks), the other dim white."""
    chosen = other = None
    for cell in decode(canvas, palette.NORMAL, hand=False)["markers"]:
        xy = line_draw.cell_xy(cell)
        rgb = canvas.get(*xy)
        if rgb in SELECT:
            chosen = xy
        elif rgb == OTHER:
            other = xy
    return chosen, other


def last_end(b):
    """The logical end of the last tile laid, from the console's public line
    (``seat 1 plays 6-6 on L``, docs/hotseat.md "Console")."""
    plays = [line for line in b.lines if " plays " in line and " on " in line]
    return plays[-1].rsplit(" on ", 1)[1]


def test_left_and_right_pick_the_end_seen_first_and_second_in_both_directions_of_the_snake():
    seen = set()
    for seed_presses in range(12):
        b = Board()
        b.wait(seed_presses * 37)  # another match seed each time (the clock at PLAY)
        start(b, "TRAD", 2, [P, P])
        for _ in range(4000):
            name = b.app.screen_name
            if name == "matchend":
                break
            if name in ("handover", "roundend"):
                b.press("A")
                continue
            if name != "turn":
                b.wait(100)
                continue
            screen = b.app.stack[-1]
            g = screen.game
            move = greedy_traditional(g.view(g.current_player), None)
            keys = move_keys(screen, move)
            if move >= DRAW or keys.count("A") == 1:
                b.press(*keys)
                continue
            b.press(*keys[: keys.index("A") + 1])  # the tile: the board asks which end
            assert b.app.screen_name == "ends"
            a_cell, b_cell = line_draw.end_cells(screen.line_len, screen.line_at)
            ends_xy = (line_draw.cell_xy(a_cell), line_draw.cell_xy(b_cell))  # logical L, R
            first, second = sorted(ends_xy)
            for key, want in (("RIGHT", second), ("LEFT", first), ("DOWN", second), ("UP", first)):
                b.press(key)
                for _blink in range(2):
                    chosen, other = markers(b.canvas)
                    if chosen is not None:
                        break
                    b.wait(250)
                assert chosen == want and other == (second if want == first else first), (key, ends_xy)
            pick = "RIGHT" if move & 1 else "LEFT"
            pick = pick if ends_xy[1] > ends_xy[0] else ("LEFT" if pick == "RIGHT" else "RIGHT")
            b.press(pick, "A")
            assert last_end(b) == ("R" if move & 1 else "L")  # the transcript's logical end
            seen.add("L first" if ends_xy[0] == first else "R first")
            seen.add("one column" if first[0] == second[0] else "apart")
            for _x, y in ends_xy:
                seen.add("vertical run" if y & 1 else "horizontal run")
        if len(seen) == 6:
            break
    assert seen == {"L first", "R first", "one column", "apart", "vertical run", "horizontal run"}, seen
