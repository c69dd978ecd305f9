"""A game is a plug-in (issue 22): Pocket, a one-screen patience that exists only in the
tests (tests/plugin/), runs in the real App from one catalog row: its menu page and
picture, its start through the loading screen, play, a save after every move, a power
cut, CONTINUE (its own picture and deal number) back to the same position, and a won
game forgotten. Nothing outside tests/plugin names it; its row's phase lists follow
from the import graph as the product's do (host_sim/phases.py)."""

import os

from host_sim import ROOT, phases
from host_sim.drive.luzon import Board

PLUGIN = os.path.join(ROOT, "tests", "plugin")
if PLUGIN not in __import__("sys").path:
    __import__("sys").path.insert(0, PLUGIN)

from pipgrid.catalog import GAMES  # noqa: E402
from pocket.row import POCKET, POCKET_ID  # noqa: E402

CATALOG = GAMES + (POCKET,)


class PocketBoard(Board):
    """host_sim's Board with the App given the catalog with Pocket's row."""

    def __init__(self, store):
        from pipgrid.app import App
        from pipgrid.ui.canvas import Canvas

        self.store = store
        self.lines = []
        self.app = App(self.store, log=self.lines.append, catalog=CATALOG)
        self.canvas = Canvas(16, 16)
        self.now = 0
        self.frames = 0
        self.frame()


def lit(board):
    return sorted((x, y) for y in range(16) for x in range(16) if board.canvas.get(x, y) != (0, 0, 0))


def play_by_keys(b, move):
    """LEFT/RIGHT to the pair, then A (what a player presses)."""
    screen = b.screen()
    while screen.cursor < move:
        b.press("RIGHT")
    while screen.cursor > move:
        b.press("LEFT")
    b.press("A")


def test_its_row_lists_its_modules_in_import_order():
    for modules in (POCKET.start_modules, POCKET.continue_modules):
        assert phases.missing(modules, (PLUGIN,)) == []
        assert phases.misplaced(modules, (PLUGIN,)) == []


def test_pocket_plays_from_the_menu_survives_a_power_cut_and_continues():
    store = bytearray(b"\xff" * 4096)
    b = PocketBoard(store)
    b.skip_intro()
    assert [e.word for e in b.app.menu.entries][:5] == ["LUZON", "TRAD", "ITAL", "TRI", "POCKET"]
    b.menu_to("POCKET")
    menu_picture = lit(b)
    b.menu_to("TRI")
    assert lit(b) != menu_picture  # its own picture on its page
    b.menu_to("POCKET")
    b.press("A")  # through the loading screen (its row's start_modules)
    assert b.app.screen_name == "pocket"
    game = b.screen().game
    assert b.app.saves.read(POCKET_ID) == game.to_bytes()
    moves = game.legal_moves()
    assert moves  # a shuffled deal has a pair out of order
    play_by_keys(b, moves[0])
    assert game.history == [moves[0]]
    assert b.app.saves.read(POCKET_ID) == game.to_bytes()  # saved after the move
    row = list(game.row)

    # power cut: a new board on the same flash
    b2 = PocketBoard(bytearray(store))
    b2.skip_intro()
    assert b2.lines == []
    first = b2.app.menu.entries[0]
    assert first.word == "CONTINUE" and b2.app.saved == [(POCKET_ID, True, game.deal)]
    shown = lit(b2)
    assert shown  # the CONTINUE page's picture: the play sign and the deal number
    b2.press("A")
    assert b2.app.screen_name == "pocket"
    again = b2.screen().game
    assert again.row == row and again.history == [moves[0]]
    while again.legal_moves():
        play_by_keys(b2, again.legal_moves()[0])
    assert again.is_won() and again.winner == 0
    assert b2.app.saves.read(POCKET_ID) is None  # a won game is forgotten
    b2.press("A")
    b2.settle()
    assert b2.app.screen_name == "menu" and b2.app.saved == []


def test_a_save_of_a_game_no_row_holds_is_dropped_with_a_message():
    store = bytearray(b"\xff" * 4096)
    b = PocketBoard(store)
    b.skip_intro()
    b.menu_to("POCKET")
    b.press("A")
    b.press("B")  # back to the menu: the game stays saved
    b.settle()
    assert b.app.saves.read(POCKET_ID) is not None
    product = Board(bytearray(store))  # the product's catalog has no Pocket row
    assert product.lines == ["save: GAME 5 save refused (unknown game), dropped"]
    assert product.app.saved == []
