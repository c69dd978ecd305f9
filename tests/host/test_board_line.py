"""The line reads as tiles at every length a round can reach (docs/board.md "The line"):
drawn lines of 1..27 tiles, laid any mix of left and right, in both palettes, with the
end markers and the census drawn, decode to the same tiles (board_decoder.py)."""

import pytest
from board_decoder import DecodeError, decode

from pipgrid import tiles
from pipgrid.rng import Rng
from pipgrid.ui import palette
from pipgrid.ui.canvas import Canvas
from pipgrid.ui.domino import line as line_draw
from pipgrid.ui.domino.table import draw_census


def random_line(n, rng):
    """n tiles as they might lie in a line (touching halves equal), any numbers."""
    line = []
    end = rng.below(7)
    for _ in range(n):
        b = rng.below(7)
        line.append((end, b))
        end = b
    return line


def drawn(line, left, pal, markers=True):
    c = Canvas(16, 16)
    n = len(line)
    start = line_draw.line_start(n, left)
    halves = bytearray()
    for a, b in line:
        halves.extend((a, b))
    line_draw.draw_line(c, halves, start, pal)
    census = 16 if line_draw.rows(n) > 4 else 0
    if markers:
        for cell in line_draw.end_cells(n, start):
            if cell < line_draw.path_length(16, line_draw.rows(n)):
                line_draw.end_bar(c, cell, palette.END, 0, census)
    left_over = 28 - n
    draw_census(c, [left_over // 2, left_over - left_over // 2], 0, 0, census, palette.seat_colours(pal))
    return c


@pytest.mark.parametrize("pal", palette.PALETTES)
def test_lines_of_every_length_decode_to_their_tiles_and_ends(pal):
    rng = Rng(13)
    for n in range(1, 28):
        for left in sorted({0, n // 2, n - 1}):
            line = random_line(n, rng)
            for markers in (True, False):  # the end markers blink
                seen = decode(drawn(line, left, pal, markers), pal, hand=False)
                assert seen["line"] == line, (n, left)
                assert seen["ends"] == (line[0][0], line[-1][1])
                assert len(seen["markers"]) == (0 if not markers else (1 if n == 27 else 2))


def test_doubles_read_as_one_colour_tiles_and_the_decoder_refuses_a_line_without_gaps():
    pal = palette.NORMAL
    line = [(2, 0), (0, 0), (0, 6), (6, 6), (6, 3)]  # the example
    seen = decode(drawn(line, 2, pal), pal, hand=False)
    assert [tiles.is_double(tiles.tile(a, b)) for a, b in seen["line"]] == [False, True, False, True, False]
    c = Canvas(16, 16)
    for i in range(10):  # the old way: halves touching along the path
        c.set(*line_draw.cell_xy(24 + i), pal[(2, 0, 0, 0, 0, 6, 6, 6, 6, 3)[i]])
    with pytest.raises(DecodeError):
        decode(c, pal, hand=False)
