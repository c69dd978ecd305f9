"""The line drawn as a snake that turns at the edges (TR-11, HS-2): portable tests."""

from pipgrid import tiles
from pipgrid.games.domino.traditional import Traditional
from pipgrid.ui.domino import line as line_draw
from pipgrid.ui.canvas import Canvas
from pipgrid.ui.palette import NORMAL


def test_path_is_one_snake_of_neighbouring_cells_on_the_top_seven_rows():
    n = line_draw.path_length()
    assert n == 67
    seen = set()
    last = None
    for i in range(n):
        x, y = line_draw.cell_xy(i)
        assert 0 <= x < 16 and 0 <= y <= 6
        assert (x, y) not in seen
        seen.add((x, y))
        if last is not None:
            assert abs(x - last[0]) + abs(y - last[1]) == 1  # TR-11: the line never jumps
        last = (x, y)


def test_turns_are_at_the_edges_and_rows_alternate_direction():
    assert line_draw.cell_xy(15) == (15, 0)
    assert line_draw.cell_xy(16) == (15, 1)  # the turn at the right edge
    assert line_draw.cell_xy(17) == (15, 2)
    assert line_draw.cell_xy(33) == (0, 3)  # and at the left edge
    assert line_draw.cell_xy(34) == (0, 4)


def test_a_whole_set_fits_with_room_for_both_end_markers():
    for left in range(29):
        start = line_draw.line_start(28, min(left, 27))
        a, b = line_draw.end_cells(28, start)
        assert a >= 0 and b < line_draw.path_length()


def test_tiles_stay_put_while_the_line_grows_and_slide_only_when_they_must():
    assert line_draw.line_start(1, 0) == line_draw.ANCHOR
    assert line_draw.line_start(5, 0) == line_draw.ANCHOR  # laid on the right: nothing moves
    assert line_draw.line_start(5, 2) == line_draw.ANCHOR - 4  # laid on the left: the start grows back
    assert line_draw.line_start(20, 19) == 1  # no more room on the left: slides
    start = line_draw.line_start(28, 0)
    assert start + 56 == line_draw.path_length() - 1  # no more room on the right: slides


def test_drawn_line_shows_every_half_in_its_colour_in_line_order():
    g = Traditional(2, seed=3)
    while len(g.line()) < 12 and not g.is_over():
        g.play(g.legal_moves()[0])
    line = g.line()
    halves = bytearray()
    for a, b in line:
        halves.append(a)
        halves.append(b)
    c = Canvas(16, 16)
    start = line_draw.line_start(len(line), 3)
    line_draw.draw_line(c, halves, start, NORMAL)
    for i in range(len(halves)):
        x, y = line_draw.cell_xy(start + i)
        assert c.get(x, y) == NORMAL[halves[i]]
    for i in range(1, len(line)):
        assert line[i - 1][1] == line[i][0] or tiles.is_double(tiles.tile(*line[i])) or tiles.is_double(
            tiles.tile(*line[i - 1]))
