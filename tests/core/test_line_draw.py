"""The line drawn as a snake that turns at the edges (TR-11, HS-2): portable tests."""

from pipgrid import tiles
from pipgrid.games.domino.traditional import Traditional
from pipgrid.ui.domino import line as line_draw
from pipgrid.ui.canvas import Canvas
from pipgrid.ui.palette import NORMAL


def test_path_is_one_snake_of_neighbouring_cells_on_the_top_seven_rows():
    n = line_draw.path_length()
    assert n == 67 and line_draw.path_length(16, 5) == 84
    seen = set()
    last = None
    for i in range(84):
        x, y = line_draw.cell_xy(i)
        assert 0 <= x < 16 and 0 <= y <= (6 if i < n else 8)
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


def test_every_line_a_round_can_reach_fits_with_room_for_both_end_markers():
    """At most 27 tiles are ever on the line (a round ends while another seat holds a tile)."""
    for n in range(1, 28):
        rows = line_draw.rows(n)
        assert rows == (4 if n <= 21 else 5)
        for left in range(n):
            start = line_draw.line_start(n, left)
            assert start % 3 == 0
            a, b = line_draw.end_cells(n, start)
            assert a >= 1
            assert start + 3 * n - 2 < line_draw.path_length(16, rows)  # the last half
            if n < 27:
                assert b < line_draw.path_length(16, rows)
            if rows == 5:  # the fifth row's turn cell always holds a half (docs/board.md)
                assert (67 - start) % 3 != 2 and start <= 67 <= start + 3 * n - 2


def test_tiles_stay_put_while_the_line_grows_and_slide_only_when_they_must():
    assert line_draw.line_start(1, 0) == line_draw.ANCHOR
    assert line_draw.line_start(5, 0) == line_draw.ANCHOR  # laid on the right: nothing moves
    assert line_draw.line_start(5, 2) == line_draw.ANCHOR - 6  # laid on the left: the start grows back
    assert line_draw.line_start(20, 19) == 3  # no more room on the left: slides
    start = line_draw.line_start(21, 0)
    assert start + 63 == line_draw.path_length() - 1  # no more room on the right: slides


def test_drawn_line_shows_every_half_in_its_colour_with_a_dark_cell_between_tiles():
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
    for i in range(len(line)):
        for h in (0, 1):
            x, y = line_draw.cell_xy(start + 3 * i + h)
            assert c.get(x, y) == NORMAL[halves[2 * i + h]]
        x, y = line_draw.cell_xy(start + 3 * i + 2)
        assert c.is_dark(x, y)  # the gap that makes each tile countable
    for i in range(1, len(line)):
        assert (
            line[i - 1][1] == line[i][0]
            or tiles.is_double(tiles.tile(*line[i]))
            or tiles.is_double(tiles.tile(*line[i - 1]))
        )
