"""HOW pages (issue 24): from each game's menu page, LEFT/RIGHT turn it to HOW? and A
shows the game explained in at most six screens that move; any key steps on, the last
one back to the menu, B leaves at once. Pictures, few letters; the pages' modules are
loaded only while shown; the same modules are in the web page's bundle."""

import sys

import pytest
from host_sim.drive.hotseat import Board, goto

from pipgrid.catalog import GAMES
from pipgrid.ui import font

WORDS = [row.word for row in GAMES]


def menu_board(colour=0):
    b = Board()
    b.skip_intro()
    if colour:
        goto(b, "COLOUR")
        b.press("RIGHT")
    return b


def letters_lit(canvas):
    """How many 3x5 glyphs of the font stand whole on the grid, in one colour, each
    alone in its box (a crude reader: a tile or a triangle is not a letter)."""
    found = 0
    for y in range(11 + 1):
        for x in range(13 + 1):
            rgb = canvas.get(x, y)
            if rgb == (0, 0, 0):
                continue
            bits = 0
            same = True
            for row in range(5):
                for col in range(3):
                    c = canvas.get(x + col, y + row)
                    lit = c != (0, 0, 0)
                    same = same and (not lit or c == rgb)
                    bits = bits * 2 + lit
            if same and bits in font.GLYPHS and bin(bits).count("1") >= 5:
                found += 1
    return found


def frames_of(b, ms=6000, step=50):
    out = []
    for _ in range(ms // step):
        b.wait(step, step)
        out.append(bytes(b.canvas.buf))
    return out


@pytest.mark.parametrize("word", WORDS)
@pytest.mark.parametrize("colour", [0, 1])
def test_each_games_page_turns_to_how_and_its_screens_move_step_and_leave(word, colour):
    b = menu_board(colour)
    goto(b, word)
    game_page = bytes(b.canvas.buf)
    b.press("RIGHT")
    assert b.app.menu.how and bytes(b.canvas.buf) != game_page  # HOW? shows on the game's page
    b.press("LEFT")
    assert not b.app.menu.how
    b.press("RIGHT")
    b.press("A")
    assert b.app.screen_name == "how"
    how = b.app.stack[-1]
    pages = how.count
    assert 2 <= pages <= 6  # the goal and a move, at most six screens
    for page in range(pages):
        assert how.page == page
        shots = frames_of(b)
        assert len(set(shots)) >= 3, (word, page)  # each screen moves (an animated move or goal)
        assert max(letters_lit(canvas_of(s)) for s in shots) <= 4  # pictures, few letters
        # the page's dot on the bottom row
        assert b.canvas.get(8 - pages + 2 * page, 15) == (255, 255, 255)
        b.press("UP" if page % 2 else "RIGHT")  # any key steps on
    assert b.app.screen_name == "menu" and b.app.menu.current().word == word  # the last: back


def canvas_of(buf):
    from pipgrid.ui.canvas import Canvas

    c = Canvas(16, 16)
    c.buf[:] = buf
    return c


def test_b_leaves_at_once_and_a_game_still_starts_from_its_page():
    b = menu_board()
    goto(b, "TRAD")
    b.press("RIGHT", "A")
    assert b.app.screen_name == "how"
    b.press("A")  # the second screen
    b.press("B")
    assert b.app.screen_name == "menu" and b.app.menu.how  # back on HOW?
    b.press("RIGHT", "A")  # the game's own side: A starts it as before
    assert b.app.screen_name == "setup"


def test_another_page_is_shown_on_its_own_side():
    b = menu_board()
    goto(b, "LUZON")
    b.press("RIGHT", "DOWN")
    assert b.app.menu.current().word == "TRAD" and not b.app.menu.how
    goto(b, "SOUND")
    sound = b.app.settings.sound
    b.press("RIGHT")  # an option page: LEFT/RIGHT still change the option
    assert b.app.settings.sound != sound and not b.app.menu.how


def test_the_web_page_bundles_every_how_module():
    sys.path.insert(0, "web")
    try:
        import build
    finally:
        sys.path.remove("web")
    files = build.sources()
    assert "pipgrid/ui/home.py" in files
    for row in GAMES:
        assert row.how in files


def test_the_boards_data_files_are_what_the_pictures_scripts_draw():
    """The board plays each game's HOW screens from a data file (ui/home.py How) made from
    host_sim/how_pages: every file is up to date (python -m host_sim.how_pages)."""
    from host_sim import how_pages

    assert how_pages.stale() == []
    assert sorted(how_pages.SCRIPTS) == sorted(row.how for row in GAMES)


@pytest.mark.parametrize("colour", [0, 1])
def test_each_frame_on_the_grid_is_the_scripts_picture(colour):
    """What the board shows at each moment of a HOW screen is the picture its script
    draws at that moment (both palettes: number and seat colours follow COLOUR)."""
    from host_sim import how_pages

    from pipgrid.ui import palette

    pal = palette.PALETTES[colour]
    for row in GAMES:
        module = how_pages.module_of(row.how)
        b = menu_board(colour)
        goto(b, row.word)
        b.press("RIGHT", "A")
        for page, draw in enumerate(module.PAGES):
            how = b.app.stack[-1]
            start = how.start
            for _ in range(12):
                b.wait(350, 50)
                t = (b.app.now - start) % module.PERIODS[page]
                t -= t % how_pages.STEP_MS
                want = canvas_of(how_pages.render(draw, t, pal))
                for i in range(how.count):  # the board's own dots on the bottom row
                    want.set(8 - how.count + 2 * i, 15, palette.WHITE, 0 if i == page else 3)
                assert bytes(b.canvas.buf) == bytes(want.buf), (row.word, page, t)
            b.press("A")
        assert b.app.screen_name == "menu"


def words_on(canvas):
    """The words of two or more 3x5 glyphs standing on the grid (each glyph in one
    colour, 4 columns apart, a dark column before the first)."""

    def glyph_at(x, y):
        rgb = None
        bits = 0
        for row in range(5):
            for col in range(3):
                c = canvas.get(x + col, y + row) if x + col < 16 and y + row < 16 else (0, 0, 0)
                lit = c != (0, 0, 0)
                if lit and rgb is not None and c != rgb:
                    return None
                rgb = c if lit else rgb
                bits = bits * 2 + lit
        if not bits or bits not in font.GLYPHS:
            return None
        return font.CHARS[font.GLYPHS.index(bits)]

    words = []
    for y in range(12):
        for x in range(14):
            if x and any(canvas.get(x - 1, y + r) != (0, 0, 0) for r in range(5)):
                continue
            word = ""
            while x + 2 < 16 and glyph_at(x, y):
                word += glyph_at(x, y)
                x += 4
            if len(word) >= 2:
                words.append(word)
    return words


@pytest.mark.parametrize("colour", [0, 1])
def test_trad_how_names_the_grey_draw_place(colour):
    """TRAD's third HOW screen (nothing fits, so you draw): the grey place the cursor goes
    to is the DRAW place of a turn; a child who never read the README is told so on the
    grid: the word DRAW stands there while the cursor is on the grey place."""
    b = menu_board(colour)
    goto(b, "TRAD")
    b.press("RIGHT", "A", "A", "A")  # HOW?, its first screen, the second, the third
    how = b.app.stack[-1]
    assert how.page == 2
    seen = [words_on(canvas_of(s)) for s in frames_of(b, 5000)]
    assert any("DRAW" in words for words in seen), seen


@pytest.mark.parametrize("colour", [0, 1])
def test_luzon_how_shows_that_b_opens_undo_hint_new_menu(colour):
    """In Luzon nothing on the board says how to take a move back, ask for a hint, deal
    again or leave: B opens those pages. Luzon's HOW says it: a screen where B is pressed
    on the board and the pages it opens follow one another (their words as in play)."""
    b = menu_board(colour)
    goto(b, "LUZON")
    b.press("RIGHT", "A")
    how = b.app.stack[-1]
    seen = set()
    letters = set()
    for _ in range(how.count):
        for s in frames_of(b, 6000, 100):
            canvas = canvas_of(s)
            seen.update(words_on(canvas))
            if any(canvas.get(x, y) != (0, 0, 0) for x in range(16) for y in range(5, 15)):
                letters.add(bits_at(canvas, 13, 10))
        b.press("A")
    assert {"UNDO", "HINT", "NEW", "MENU"} <= seen, seen
    assert font.GLYPHS[font.CHARS.find("B")] in letters  # the key that opens them


def bits_at(canvas, x, y):
    bits = 0
    for row in range(5):
        for col in range(3):
            bits = bits * 2 + (canvas.get(x + col, y + row) != (0, 0, 0))
    return bits


@pytest.mark.parametrize("colour", [0, 1])
def test_trad_how_teaches_choosing_the_end_for_a_tile_that_fits_both(colour):
    """A tile that fits both ends makes the board ask which end (the chosen end's bar green),
    and nothing on that screen says what to press: TRAD's HOW shows it, the left end's bar
    green, the RIGHT arrow pressed, the right end's bar green, then the tile laid there."""
    from pipgrid.ui import palette

    b = menu_board(colour)
    goto(b, "TRAD")
    b.press("RIGHT", "A")
    how = b.app.stack[-1]
    shots = []
    for _ in range(how.count):
        shots += [canvas_of(s) for s in frames_of(b, 6000, 100)]
        b.press("A")
    chosen_left = [i for i, c in enumerate(shots) if c.get(0, 3) == palette.SELECT]
    chosen_right = [i for i, c in enumerate(shots) if c.get(12, 3) == palette.SELECT]
    arrow = [i for i, c in enumerate(shots) if bits_at(c, 13, 10) == font.GLYPHS[font.CHARS.find(">")]]
    assert chosen_left and arrow and chosen_right
    assert chosen_left[0] < arrow[0] < chosen_right[-1]
