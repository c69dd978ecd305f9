"""Luzon's action pages and what they lead to (rules: shared/rules/luzon.md, LZ-11, LZ-4).

B on the board with nothing selected opens four pages: UNDO (LZ-11, the undo count
shown), HINT (the solver's next move flashes on the board; with no winning line left
the NO / WIN page says how many undos lead back to a winnable position), NEW (the next
deal, after a question when the game is in progress) and MENU (the game stays saved).

Heap (issue 4 budget): this module, ui/menu and ui/icons are loaded only when B opens
the pages and are unloaded on the board's next press (``LuzonScreen.drop_actions``),
so a game in play holds none of their code. They open on the first useful page
(UNDO, or HINT with nothing to undo), never on the one shown last: after a HINT, B
then A takes a move back instead of asking for the same hint again.
"""

from pipgrid.ui import font, icons, menu, palette


class _Actions:
    """The four pages' pictures and choices, bound to the board they act on."""

    def __init__(self, board):
        self.board = board
        self.pages = None

    def undo_picture(self, canvas, now):
        icons.draw(canvas, 0, 7, icons.UNDO, palette.LABEL)
        font.draw_number(canvas, 13, 10, self.board.game.undo_count, palette.TEXT)

    def hint_picture(self, canvas, now):
        icons.draw(canvas, 3, 7, icons.HINT, palette.HINT)

    def new_picture(self, canvas, now):
        icons.draw(canvas, 0, 7, icons.NEW, palette.GOOD)
        font.draw_number(canvas, 13, 10, self.board.app.next_deal(), palette.TEXT)

    def menu_picture(self, canvas, now):
        icons.draw(canvas, 3, 7, icons.HOME, palette.WHITE)

    def undo(self, now):
        if self.board.undo(now):
            self.board.app.pop()
        else:
            self.pages.flash(palette.BAD, now)
            self.board.app.bump(now)  # and the red corners: a repeated A shows too

    def hint(self, now):
        """The pages close; the board runs the solver on its next tick, once this
        module and the menu's are unloaded (``LuzonScreen.tick``)."""
        self.board.app.pop()
        self.board.want_hint = True

    def new(self, now):
        board = self.board
        app = board.app
        if board.game.history and not board.game.is_won():
            app.push(menu.Confirm(app, "NEW?", self.deal_next, self.keep))
        else:
            self.deal_next(now)

    def deal_next(self, now):
        """The next deal (the next winnable one when that option is on): carried out as
        LUZON chosen in the menu, once these pages are unloaded, so the winnable deal's
        search never shares the heap with them."""
        self.board.app.start(self.board.app.game_kind, now)

    def keep(self, now):
        self.board.app.pop()

    def home(self, now):
        self.board.app.home(now)

    def close(self, now):
        self.board.app.pop()


def open_pages(board, index):
    """The action pages over ``board``, on page ``index``."""
    a = _Actions(board)
    e = menu.Entry
    p = menu.Pages(
        board.app,
        [
            e("UNDO", a.undo_picture, a.undo),
            e("HINT", a.hint_picture, a.hint),
            e("NEW", a.new_picture, a.new),
            e("MENU", a.menu_picture, a.home),
        ],
        back=a.close,
    )
    p.name = "actions"
    p.index = index
    a.pages = p
    return p
