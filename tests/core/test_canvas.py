"""Canvas, 3x5 font, palettes and tile drawing (portable: CPython and MicroPython)."""

from pipgrid.ui import font, palette, tiles_draw
from pipgrid.ui.canvas import Canvas


def test_canvas_is_rgb_rows_from_top_left():
    c = Canvas(16, 16)
    assert len(c.buf) == 16 * 16 * 3
    c.set(2, 1, (10, 20, 30))
    i = (1 * 16 + 2) * 3
    assert bytes(c.buf[i : i + 3]) == bytes((10, 20, 30))
    assert c.get(2, 1) == (10, 20, 30)


def test_drawing_outside_is_clipped():
    c = Canvas(4, 3)
    c.set(-1, 0, (255, 0, 0))
    c.set(4, 0, (255, 0, 0))
    c.set(0, 3, (255, 0, 0))
    c.rect(-2, -2, 10, 10, (1, 2, 3))
    assert c.get(3, 2) == (1, 2, 3)
    assert len(c.buf) == 36


def test_fill_clear_and_dim_shift():
    c = Canvas(3, 2)
    c.fill((8, 16, 32))
    assert c.get(2, 1) == (8, 16, 32)
    c.set(0, 0, (8, 16, 32), 2)
    assert c.get(0, 0) == (2, 4, 8)
    c.clear()
    assert c.is_dark(2, 1)


def test_frame_draws_only_the_outline():
    c = Canvas(5, 5)
    c.frame(0, 0, 4, 3, (9, 9, 9))
    assert c.get(0, 0) == (9, 9, 9) and c.get(3, 2) == (9, 9, 9)
    assert c.is_dark(1, 1) and c.is_dark(2, 1)


def lit(c, x0, y0, w, h):
    out = []
    for y in range(y0, y0 + h):
        row = ""
        for x in range(x0, x0 + w):
            row += "." if c.is_dark(x, y) else "#"
        out.append(row)
    return out


def test_font_has_a_glyph_per_character():
    assert len(font.CHARS) == len(font.GLYPHS)
    for bits in font.GLYPHS:
        assert 0 <= bits < 1 << 15


def test_digit_one_and_letter_a_shapes():
    c = Canvas(8, 5)
    font.draw_text(c, 0, 0, "1A", (255, 255, 255))
    assert lit(c, 0, 0, 7, 5) == [".#...#.", "##..#.#", ".#..###", ".#..#.#", "###.#.#"]


def test_number_is_right_aligned_and_padded():
    c = Canvas(16, 5)
    left = font.draw_number(c, 15, 0, 42, (255, 0, 0))
    assert left == 9
    assert font.number_width(42) == 7 and font.number_width(7) == 3 and font.number_width(100) == 11
    assert c.is_dark(8, 0)
    c.clear()
    assert font.draw_number(c, 15, 0, 5, (255, 0, 0), digits=3) == 5
    assert lit(c, 5, 0, 3, 5) == lit(c, 9, 0, 3, 5)  # two leading zeros


def test_text_width_and_unknown_characters():
    assert font.text_width("WIN") == 11
    assert font.text_width("") == 0
    assert font.glyph("~") == font.glyph("?")
    assert font.glyph("a") == font.glyph("A")


def test_palettes_have_seven_distinct_colours():
    for pal in palette.PALETTES:
        assert len(pal) == 7
        for i in range(7):
            for j in range(i + 1, 7):
                assert pal[i] != pal[j]


def test_palette_colours_stay_apart_at_low_brightness():
    """Every pair differs by >= 100/255 in one channel: at 5 % brightness still 5 LED steps."""
    for pal in palette.PALETTES:
        for i in range(7):
            for j in range(i + 1, 7):
                d = max(abs(pal[i][k] - pal[j][k]) for k in range(3))
                assert d >= 100, (i, j)
                low = max(abs(pal[i][k] * 5 // 100 - pal[j][k] * 5 // 100) for k in range(3))
                assert low >= 4, (i, j)


def test_small_halves_are_solid_colour():
    c = Canvas(4, 4)
    tiles_draw.half(c, 1, 1, 3, 2, palette.NORMAL)
    assert c.get(1, 1) == palette.NORMAL[3] and c.get(2, 2) == palette.NORMAL[3]
    assert c.is_dark(0, 0) and c.is_dark(3, 3)


def test_big_halves_show_dice_pips():
    """Issue 4: a half drawn 3x3 or larger shows its number as dice pips."""
    pal = palette.NORMAL
    for pips in range(7):
        c = Canvas(3, 3)
        tiles_draw.half(c, 0, 0, pips, 3, pal)
        bright = [(x, y) for y in range(3) for x in range(3) if c.get(x, y) == pal[pips]]
        assert len(bright) == pips
        for y in range(3):
            for x in range(3):
                assert not c.is_dark(x, y)  # the dim body shows the half's extent, even for 0
    c = Canvas(3, 3)
    tiles_draw.half(c, 0, 0, 5, 3, pal)
    assert lit(c, 0, 0, 3, 3) == ["###", "###", "###"]
    assert [c.get(x, y) == pal[5] for (x, y) in ((0, 0), (1, 1), (2, 2), (1, 0))] == [True, True, True, False]


def test_tile_draws_both_halves_in_order():
    c = Canvas(8, 4)
    tiles_draw.tile(c, 0, 0, 2, 5, 1, False, palette.NORMAL)
    assert c.get(0, 0) == palette.NORMAL[2] and c.get(1, 0) == palette.NORMAL[5]
    tiles_draw.tile(c, 4, 0, 1, 6, 1, True, palette.COLOUR_BLIND)
    assert c.get(4, 0) == palette.COLOUR_BLIND[1] and c.get(4, 1) == palette.COLOUR_BLIND[6]
    c = Canvas(8, 4)
    tiles_draw.tile(c, 0, 0, 6, 6, 3, False, palette.NORMAL)
    assert not c.is_dark(3, 1) and c.get(3, 1) != palette.NORMAL[6]  # divider line
    assert c.get(4, 0) == palette.NORMAL[6]
