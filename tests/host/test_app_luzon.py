"""Luzon on the board, end to end through button presses; assertions read the grid
(pixel colours in regions), never the app's fields (issue 4; rules LZ-*)."""

from host_sim.drive.luzon import Board

from pipgrid import tiles
from pipgrid.solver import verdict as luzon_solver
from pipgrid.app import SETTINGS_ID, Settings
from pipgrid.games.luzon import game as luzon
from pipgrid.save import Saves
from pipgrid.ui import palette
from pipgrid.ui.luzon.screen import place_x, place_y

NORMAL = palette.NORMAL
# The layout a player sees (docs/board.md, "Luzon layout"): the five columns' tiles at
# x 1, 4, 7, 10, 13 on rows 0..8, the reserve's at x 1 on rows 11, 13, 15.
COL_X = (1, 4, 7, 10, 13)
RES_X = 1
RES_Y = (11, 13, 15)


def store_with(deal_before=0, variant=0, winnable=0, pal=0):
    """A store whose settings say the last deal was ``deal_before`` (the board deals the next)."""
    store = bytearray(b"\xff" * 4096)
    s = Settings()
    s.deal, s.variant, s.winnable, s.palette = deal_before, variant, winnable, pal
    saves = Saves(store)
    saves.load()
    saves.store(SETTINGS_ID, b"", s.to_bytes())
    return store


def start_luzon(store=None):
    b = Board(store)
    assert b.skip_intro() == "menu"
    b.press("A")  # LUZON is the first page without a saved game
    return b


def region(b, x, y, w, h):
    return [b.pixel(xx, yy) for yy in range(y, y + h) for xx in range(x, x + w)]


def count(b, rgb, x=0, y=0, w=16, h=16):
    return sum(1 for p in region(b, x, y, w, h) if p == rgb)


def is_tile_cell(x, y):
    if y <= 8 and y % 2 == 0 and x % 3 != 0:
        return True
    return y in RES_Y and x in (RES_X, RES_X + 1)


def markers(b, rgb):
    """Pixels of colour ``rgb`` in the gaps between tiles (where only cursor, selection,
    refusal and hint boxes are drawn), leaving out the deal number's corner."""
    n = 0
    for y in range(16):
        for x in range(16):
            if not is_tile_cell(x, y) and not (x >= 5 and y >= 11) and b.pixel(x, y) == rgb:
                n += 1
    return n


def assert_tableau(b, columns, reserve, pal=NORMAL):
    """Every tile drawn where the layout says, low half left (LZ-2: bottom tile last)."""
    for c in range(5):
        for k in range(5):
            x, y = COL_X[c], 2 * k
            if k < len(columns[c]):
                t = columns[c][k]
                assert b.pixel(x, y) == pal[tiles.LOW[t]], (c, k)
                assert b.pixel(x + 1, y) == pal[tiles.HIGH[t]], (c, k)
            elif k > 0:
                assert b.canvas.is_dark(x, y) and b.canvas.is_dark(x + 1, y)
    for i in range(3):
        if i < len(reserve):
            t = reserve[i]
            assert (b.pixel(RES_X, RES_Y[i]), b.pixel(RES_X + 1, RES_Y[i])) == (
                pal[tiles.LOW[t]],
                pal[tiles.HIGH[t]],
            )
        else:
            assert b.canvas.is_dark(RES_X, RES_Y[i])


def test_board_shows_all_columns_reserve_and_deal_number():
    """LZ-2/LZ-3/LZ-4: deal 1's five columns and reserve, face up, and the number 1."""
    b = start_luzon()
    columns, reserve = luzon.deal_tiles(1)
    assert_tableau(b, columns, reserve)
    # the digit 1 (3x5) right-aligned at x=13..15, rows 11..15, in the text grey
    assert b.pixel(14, 11) == palette.TEXT and b.canvas.is_dark(13, 11)
    assert region(b, 13, 15, 3, 1) == [palette.TEXT] * 3
    # the cursor: white bars in the gap columns beside the bottom tile of column 0,
    # never above or below it (docs/board.md "Markers")
    x, y = COL_X[0], 8
    for dy in (-1, 0, 1):
        assert b.pixel(x - 1, y + dy) == palette.CURSOR and b.pixel(x + 2, y + dy) == palette.CURSOR
    assert b.canvas.is_dark(x, y - 1) and b.canvas.is_dark(x + 1, y + 1)


def test_won_game_through_the_menu_and_the_solver_line():
    """Menu: DEALS -> WIN, then LUZON; play the solver's line by buttons; WIN, U0 (LZ-10, LZ-11)."""
    b = Board()
    b.skip_intro()
    b.menu_to("DEALS")
    assert count(b, palette.WHITE, 0, 7, 15, 8) > 0
    before = region(b, 0, 7, 15, 8)
    b.press("A")  # ALL -> WIN
    assert region(b, 0, 7, 15, 8) != before
    b.menu_to("LUZON")
    b.press("A")
    assert b.app.screen_name == "solving"  # the winnable deal is searched in slices (issue 12)
    b.think()
    deal = 1
    while not luzon_solver.winnable(deal):
        deal += 1
    game = luzon.Luzon(deal)
    assert_tableau(b, game.columns(), game.reserve())
    line = luzon_solver.solve(game).solution
    assert len([m for m in line if luzon.is_removal(m)]) == 14
    for m in line:
        b.play_move(m)
        game.play(m)
        if not game.is_won():
            assert_tableau(b, game.columns(), game.reserve())
    assert count(b, palette.GOOD, 0, 0, 16, 5) >= 15  # "WIN" in green
    assert count(b, palette.LABEL, 0, 11, 16, 5) >= 15  # "U0": the undo count
    b.press("A")  # next deal, once the search has found it
    b.think()
    nxt = deal + 1
    while not luzon_solver.winnable(nxt):
        nxt += 1
    g2 = luzon.Luzon(nxt)
    assert_tableau(b, g2.columns(), g2.reserve())


def lose_deal_1():
    """Deal 1 played by always taking the last legal move, until none is left (LZ-10)."""
    b = start_luzon()
    game = luzon.Luzon(1)
    while not game.is_over():
        m = game.legal_moves()[-1]
        b.play_move(m)
        game.play(m)
    return b, game


def test_lost_game_shows_lost_and_a_undoes():
    """LZ-10: no removal and no column move left -> LOST; A takes back the last move (LZ-11)."""
    b, game = lose_deal_1()
    assert not game.is_won()
    assert count(b, palette.BAD, 0, 0, 16, 5) >= 20  # "LOST" in red
    b.press("A")
    game.undo()
    assert_tableau(b, game.columns(), game.reserve())


def test_refused_pair_flashes_red_and_keeps_the_tiles():
    """LZ-6: two available tiles whose values do not sum to 12 are refused, visibly."""
    b = start_luzon()
    game = luzon.Luzon(1)
    cols = game.columns()
    a = b_col = None
    for i in range(5):
        for j in range(i + 1, 5):
            if tiles.VALUE[cols[i][-1]] + tiles.VALUE[cols[j][-1]] != 12:
                a, b_col = i, j
                break
        if a is not None:
            break
    b.press(*(["RIGHT"] * a), "A", *(["RIGHT"] * (b_col - a)), "A")
    assert markers(b, palette.REFUSE) >= 7  # lit at once, from the refused press (issue 24)
    red = 0
    for _ in range(6):
        b.wait(100)
        red = max(red, markers(b, palette.REFUSE))
    # red bars beside the two tiles (neighbours share a gap column: 9 cells), less the
    # two middle cells the cursor keeps beside the tile it is on (violet)
    assert red >= 7
    b.wait(1000)
    assert markers(b, palette.REFUSE) == 0
    assert_tableau(b, cols, game.reserve())


def test_hard_variant_refuses_a_pair_summing_to_12_that_are_not_partners():
    """LZ-H1: in the hard variant 6-6 pairs only with 0-0; 5-6 + 0-1 (sum 12) is refused."""
    for deal in range(1, 400):
        g = luzon.Luzon(deal, "hard")
        pairs = [
            (x, y)
            for x in g.available()
            for y in g.available()
            if x < y
            and tiles.VALUE[x] + tiles.VALUE[y] == 12
            and not g.is_legal(luzon.removal(x, y))
            and not (g.where(x) == "reserve" and g.where(y) == "reserve")
        ]
        if pairs:
            break
    b = Board(store_with(deal - 1, variant=1))
    b.skip_intro()
    b.press("A")
    screen = b.screen()
    x, y = pairs[0]
    b.press(*_walk_pair(screen, x, y))
    most = 0
    for _ in range(8):  # the red bars blink: the most seen over 160 ms
        b.wait(20)
        most = max(most, markers(b, palette.REFUSE))
    assert most >= 8
    b.wait(1200)
    assert markers(b, palette.REFUSE) == 0
    assert_tableau(b, g.columns(), g.reserve())


def _walk_pair(screen, x, y):
    from host_sim.drive.luzon import move_keys

    return move_keys(screen, luzon.removal(x, y))


def test_column_move_to_an_empty_slot():
    """LZ-9: the bottom tile of a column of 2+ moves into an empty slot by A, A."""
    for deal in range(1, 300):
        line = luzon_solver.solve(luzon.Luzon(deal)).solution
        if any(not luzon.is_removal(m) for m in line):
            break
    b = Board(store_with(deal - 1))
    b.skip_intro()
    b.press("A")
    game = luzon.Luzon(deal)
    for m in line:
        b.play_move(m)
        game.play(m)
        assert_tableau(b, game.columns(), game.reserve())
        if not luzon.is_removal(m):
            t, slot = luzon.move_tiles(m)
            assert b.pixel(COL_X[slot], 0) == NORMAL[tiles.LOW[t]]
            break


def test_undo_from_the_action_pages_counts():
    """LZ-11: B opens UNDO; A takes back the move; the UNDO page then shows 1."""
    b = start_luzon()
    game = luzon.Luzon(1)
    start = (game.columns(), game.reserve())
    m = game.legal_moves()[0]
    b.play_move(m)
    b.press("B")
    assert count(b, palette.LABEL, 0, 0, 15, 5) >= 15  # the word UNDO
    b.press("A")
    assert_tableau(b, *start)
    b.press("B", "UP")  # nothing left to undo: the pages open on HINT; UP shows UNDO
    # the undo count "1" right-aligned at x=13 on rows 10..14 (column 14 dark before the page dots)
    assert b.pixel(12, 10) == palette.TEXT and b.canvas.is_dark(11, 10)
    assert all(b.canvas.is_dark(14, y) for y in range(5, 16))
    b.press("B")
    assert_tableau(b, *start)


def test_hint_flashes_the_solvers_next_move():
    b = start_luzon()
    move = luzon_solver.solve(luzon.Luzon(1)).solution[0]
    screen = b.screen()
    x, y = luzon.move_tiles(move)
    places = (screen.place_of(x), y if not luzon.is_removal(move) else screen.place_of(y))
    b.press("B", "A")  # nothing to undo yet: the pages open on HINT
    seen = 0
    for _ in range(8):
        b.wait(100)
        seen = max(seen, markers(b, palette.HINT))
    assert seen >= 9  # cyan bars beside both tiles (neighbours share a gap column)
    for p in places:
        px, py = place_x(p), place_y(p, screen.lens)
        found = False
        for _ in range(6):
            b.wait(100)
            found = found or b.pixel(px - 1, py) == palette.HINT
        assert found


def test_no_win_from_here_shows_undos_back():
    b, game = lose_deal_1()
    b.press("B", "B", "DOWN", "A")  # end page -> board -> actions -> HINT
    b.think()
    assert count(b, palette.BAD, 0, 0, 16, 11) >= 20  # NO / WIN in red
    b.wait(1600)  # then the other page: UNDO, its arrow and how many undos, in amber
    assert count(b, palette.LABEL, 0, 0, 16, 5) >= 20 and count(b, palette.LABEL, 0, 7, 8, 8) >= 12
    assert count(b, palette.LABEL, 9, 9, 7, 5) >= 5  # k
    b.press("A")
    assert_tableau(b, game.columns(), game.reserve())


def test_new_deal_needs_confirmation_and_b_keeps_the_game():
    b = start_luzon()
    game = luzon.Luzon(1)
    m = game.legal_moves()[0]
    b.play_move(m)
    game.play(m)
    b.press("B", "DOWN", "DOWN", "A")  # NEW
    assert count(b, palette.GOOD) >= 8 and count(b, palette.BAD) >= 8  # tick and cross
    b.press("B", "B")  # no; back to the board
    assert_tableau(b, game.columns(), game.reserve())
    b.press("B", "DOWN", "DOWN", "A")  # NEW again (the pages open on UNDO), A: yes
    b.press("A")
    g2 = luzon.Luzon(2)
    assert_tableau(b, g2.columns(), g2.reserve())


def test_every_move_is_saved_and_continue_resumes():
    b = start_luzon()
    game = luzon.Luzon(1)
    for _ in range(3):
        m = game.legal_moves()[0]
        b.play_move(m)
        game.play(m)
    b2 = Board(bytearray(b.store))
    b2.skip_intro()
    assert count(b2, palette.GOOD, 0, 0, 15, 5) >= 10  # CONTINUE in green, first page
    b2.press("A")
    assert_tableau(b2, game.columns(), game.reserve())
    # the menu's game page now asks before abandoning the saved game
    b2.press("B", "DOWN", "DOWN", "DOWN", "A")
    b2.press("DOWN", "A")
    assert b2.app.screen_name == "confirm"


def test_colour_blind_palette_draws_the_board():
    b = Board(store_with(0, pal=1))
    b.skip_intro()
    b.press("A")
    columns, reserve = luzon.deal_tiles(1)
    assert_tableau(b, columns, reserve, palette.COLOUR_BLIND)


def test_after_a_hint_b_opens_on_undo_not_on_the_hint_again():
    """Menus open on their first useful item (issue 13): after HINT, B then A undoes."""
    b = start_luzon()
    game = luzon.Luzon(1)
    m = game.legal_moves()[0]
    b.play_move(m)
    b.press("B", "DOWN", "A")  # UNDO -> HINT
    b.wait(3000)
    b.press("B")
    assert b.app.screen_name == "actions"
    assert count(b, palette.LABEL, 0, 0, 15, 5) >= 15  # the word UNDO
    b.press("A")
    assert b.screen().game.undo_count == 1 and not b.screen().game.history
