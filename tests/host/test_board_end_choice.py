"""The end follows the picture (issues 13, 24): when a tile fits both ends, the end whose
marker comes first on the grid (left to right, then top to bottom) is chosen first;
LEFT / RIGHT choose the end further left / right, UP / DOWN the upper / lower one,
whichever way the snake runs there; a key that cannot tell them apart (UP and DOWN with
both ends on one row, LEFT and RIGHT in one column) shows the red corners and changes
nothing; the transcript keeps L/R as the line's logical ends (TR-6, TR-7)."""

from board_decoder import decode
from host_sim.drive.hotseat import Board, move_keys, start, turns

from pipgrid.bots.domino import greedy_traditional
from pipgrid.games.domino.moves import DRAW
from pipgrid.ui import palette
from pipgrid.ui.domino import hooks as hotseat
from pipgrid.ui.domino import line as line_draw

P = hotseat.PERSON
SELECT = (palette.SELECT,)  # it blinks (on and off)
OTHER = tuple(c >> 1 for c in palette.END)


def markers(canvas):
    """(chosen, other) marker cells: the path cells of the upright end bars
    (board_decoder.py), the chosen one green (it blinks), the other dim END."""
    chosen = other = None
    for cell in decode(canvas, palette.NORMAL, hand=False)["markers"]:
        xy = line_draw.cell_xy(cell)
        rgb = canvas.get(*xy)
        if rgb in SELECT:
            chosen = xy
        elif rgb == OTHER:
            other = xy
    return chosen, other


def markers_now(b):
    """The markers once the chosen one is lit (it blinks) and the red corners are gone."""
    if b.app.bump_until > b.now:
        b.wait(b.app.bump_until - b.now)
    for _blink in range(4):
        chosen, other = markers(b.canvas)
        if chosen is not None:
            return chosen, other
        b.wait(125)
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
        for screen in turns(b, 4000):
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
            chosen, _other = markers_now(b)
            assert chosen == first  # the end first on the grid is chosen to begin with
            for key in ("RIGHT", "LEFT", "DOWN", "UP", "LEFT", "DOWN"):
                k = 0 if key in ("LEFT", "RIGHT") else 1
                before = chosen
                b.press(key)
                if ends_xy[0][k] == ends_xy[1][k]:  # the key cannot tell the ends apart: refused
                    assert b.app.bump_until > b.now, (key, ends_xy)
                    want = before
                else:
                    lo, hi = sorted(ends_xy, key=lambda xy: xy[k])
                    want = lo if key in ("LEFT", "UP") else hi
                    # the end already chosen: nothing changes, so the red corners say so
                    assert (b.app.bump_until > b.now) == (want == before), (key, ends_xy)
                chosen, other = markers_now(b)
                assert chosen == want and other == (second if want == first else first), (key, ends_xy)
                seen.add((key, "refused" if want is before and ends_xy[0][k] == ends_xy[1][k] else "chosen"))
            pick = ends_xy[move & 1]  # the tile's logical end, as seen on the grid
            if chosen != pick:
                other_xy = ends_xy[1 - (move & 1)]
                b.press(
                    ("LEFT" if pick[0] < other_xy[0] else "RIGHT")
                    if pick[0] != other_xy[0]
                    else ("UP" if pick[1] < other_xy[1] else "DOWN")
                )
            b.press("A")
            assert last_end(b) == ("R" if move & 1 else "L")  # the transcript's logical end
            seen.add("L first" if ends_xy[0] == first else "R first")
            seen.add("one column" if first[0] == second[0] else "apart")
            for _x, y in ends_xy:
                seen.add("vertical run" if y & 1 else "horizontal run")
        if len(seen) >= 12:
            break
    assert {"L first", "R first", "one column", "apart", "vertical run", "horizontal run"} <= seen, seen
    assert {("UP", "refused"), ("DOWN", "chosen"), ("LEFT", "chosen"), ("RIGHT", "chosen")} <= seen, seen
