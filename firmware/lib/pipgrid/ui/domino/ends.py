"""The end of a hot-seat round and match (TR-12..TR-14, IT-5..IT-7, IT-M4): loaded
when a round ends (ui/domino/table.py), so the match's turns do not carry this code."""

from pipgrid.ui import font, palette
from pipgrid.ui.domino.table import draw_big_number, quit_question

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


_PAGE_MS = const(2000)


class RoundEnd:
    """The end of a round, page by page (LEFT/RIGHT flip, they also turn every
    ``_PAGE_MS``): the game screen's ``end_pages`` draw them. A goes on: the next
    round, or the match end. B asks QUIT? like the game screen."""

    name = "roundend"

    def __init__(self, app, board):
        self.app = app
        self.board = board
        self.page = 0
        self.start = -1
        self.pages = board.end_page_count()
        self._phase = -1

    def press(self, key, now):
        if key == "A":
            g = self.board.game
            self.app.pop()
            if g.match_over():
                self.app.push(MatchEnd(self.app, self.board))
                return
            from pipgrid.memory import unload

            unload(("pipgrid.ui.domino.ends",))  # the turns do not need this module
            self.board.table.next_round(self.app, now)
            self.app.save_game()
            self.board.fresh = [0] * g.players
            self.board.advance(now)
        elif key == "B":
            quit_question(self.app, self.board._stay)
        elif key in ("LEFT", "RIGHT"):
            self.page = (self.page + (1 if key == "RIGHT" else -1)) % self.pages
            self.start = now
        else:
            self.app.bump(now)

    def tick(self, now):
        if self.start < 0:
            self.start = now
        if now - self.start >= _PAGE_MS:
            self.page = (self.page + 1) % self.pages
            self.start = now
        phase = now // font.SCROLL_MS
        if phase != self._phase:
            self._phase = phase
            return True
        return False

    def draw(self, canvas, now):
        self.board.draw_end_page(canvas, self.page, now)
        font.dots(canvas, self.page, self.pages, True)


class MatchEnd:
    """The match is won (TR-14, IT-7, IT-M4): first every seat's final score, a page each
    (the seat's badge, its total under it, WIN under the winner's, 1 s), then the winner's number and
    WIN in the seat's colour among sparks of it (3 s), round and round. A: a new match with
    the same seats and rules; B: menu."""

    name = "matchend"

    def __init__(self, app, board):
        self.app = app
        self.board = board
        self.winner = board.game.winner
        self._phase = -1
        self.since = -1  # the clock when the page was first drawn

    def press(self, key, now):
        if key == "A":
            rematch(self.app, self.board.table, now)
        elif key == "B":
            self.app.home(now)
        else:
            self.app.bump(now)

    def tick(self, now):
        phase = now // 120
        if phase != self._phase:
            self._phase = phase
            return True
        return False

    def draw(self, canvas, now):
        seats = palette.seat_colours(self.app.palette())
        g = self.board.game
        if self.since < 0:
            self.since = now
        t = (now - self.since) % (1000 * g.players + 3000)
        if t < 1000 * g.players:  # the final scores first, a seat a page
            s = t // 1000
            font.score(canvas, s, seats, g.totals[s])
            if s == self.winner:
                font.draw_text(canvas, 2, 11, "WIN", palette.GOOD)
            return
        rgb = seats[self.winner]
        step = now // 120
        for i in range(12):  # sparks: a fixed scatter that twinkles
            k = (i * 37 + step * 11) & 255
            canvas.set(k & 15, (k * 7 >> 4) & 15, rgb, (i + step) & 3)
        canvas.rect(1, 0, 13, 6, palette.BLACK)
        canvas.rect(4, 5, 8, 11, palette.BLACK)
        font.draw_text(canvas, 2, 0, "WIN", palette.GOOD)
        draw_big_number(canvas, 6, self.winner + 1, rgb)


def rematch(app, table, now):
    """A new match with the same seats and rules (from the match end): they become the
    game's set-up (``app.setups``, as the set-up pages keep it) and the app begins it
    as PLAY on the set-up would, after this match's modules are unloaded."""
    g = table.game
    options = {}
    for name in g.OPTION_NAMES:
        if name != "hand_size":
            options[name] = g.options[name]
    kinds = bytearray(5)
    kinds[: g.players] = table.kinds
    app.setups[table.game_id] = [g.players, kinds, options]
    app.begin(table.game_id, now)
