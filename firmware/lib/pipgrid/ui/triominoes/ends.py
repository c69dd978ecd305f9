"""The end of a Tri-Ominos round and game (TO-10..TO-12), as the domino games' pages
(ui/domino/ends.py: pages turning every two seconds, LEFT/RIGHT flip them, A goes
on, B asks QUIT?) but not built on them: those import the domino screens' module,
9 KB of heap. Loaded when a round ends, unloaded when the next one begins.

Pages, every number beside its label: OUT or BLOCKED (why the round ended), the
winner's badge and under it the points it scored (TIE when a blocked round has no
winner, TO-11); then one page per seat: its badge, its total under it, and a grey
tile with the number of tiles left in its hand beside it. The game's end (TO-12):
every seat's final score, a page each (its badge, its total, WIN under the winner's),
then WIN and the winner's badge among sparks of its colour; A plays again with the
same seats and rules (a new seed), B goes to the menu.

A solitaire's end (TO-17) has its own pages, drawn by ui/triominoes/best.py (loaded for a
solitaire only).
"""

from pipgrid.ui import font, palette

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


_PAGE_MS = const(2000)


class RoundEnd:
    name = "roundend"

    def __init__(self, app, board):
        self.app = app
        self.board = board
        self.page = 0
        self.start = -1
        self.pages = 1 + board.game.players
        self._phase = -1
        if board.game.players == 1:  # a solitaire's end pages (TO-17): ui/triominoes/best.py
            from pipgrid.ui.triominoes import best

            best.start(self)

    def press(self, key, now):
        board = self.board
        if key == "B":
            board.press(key, now)  # QUIT? as on the board
        elif key == "LEFT" or key == "RIGHT":
            self.page = (self.page + (1 if key == "RIGHT" else -1)) % self.pages
            self.start = now
        elif key != "A":
            self.app.bump(now)
        elif board.game.players == 1:  # the next deal (TO-17: deal N is seed N)
            from pipgrid.ui.triominoes import best

            best.press(self, now)
        elif board.game.match_over():
            game_won(self.app, board)
        else:
            from pipgrid.memory import unload

            self.app.pop()
            unload(("pipgrid.ui.triominoes.ends", "pipgrid.ui.hotseat.seats"))  # the turns do not need these
            g = board.game
            board.table.next_round(self.app, now)
            unload(("pipgrid.games.triominoes.deal",))  # (1 KB between deals)
            self.app.save_game()
            board.fresh = [[] for _ in range(g.players)]
            board.last = None
            board.advance(now)

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
        """Every number beside its label (docs/board.md "Round ends"), columns 14-15 the
        page dots'."""
        seats = palette.seat_colours(self.app.palette())
        board = self.board
        page = self.page
        g = board.game
        winner = g.round_winner
        if g.players == 1:
            from pipgrid.ui.triominoes import best

            best.draw(self, canvas, now)
        elif page == 0:
            word = "OUT" if g.end_reason == "out" else "BLOCKED"
            font.draw_text(canvas, font.scroll_x(word, 14, now), 0, word, palette.LABEL)
            if winner is None:
                font.draw_text(canvas, 2, 11, "TIE", palette.TEXT)
            else:  # who won, and under it the points won
                font.draw_seat(canvas, 4, 6, winner, seats)
                font.points(canvas, 6, 11, g.round_points, palette.GOOD)
        else:  # a seat: its badge, its total under it, its tiles left beside a tile
            s = page - 1
            font.score(canvas, s, seats, g.totals[s])
            from pipgrid.ui.triominoes import draw as td

            td.hand_tile(canvas, 0, 12, 0, (palette.TEXT,))  # a grey tile, the tiles left beside it
            font.draw_number(
                canvas, 4 + font.number_width(len(g.hands[s])), 11, len(g.hands[s]), palette.TEXT
            )
        font.dots(canvas, page, self.pages, True)


def game_won(app, board):
    """A on the last round's pages of a won game: the game's end page alone on the
    app's stack. The won game is over (its save was cleared when it ended, so the menu
    offers no CONTINUE for it): the game, its board screen and every module of theirs
    are let go, only the winner and the seats and rules for a rematch are kept; the
    page then needs a few hundred bytes of heap instead of the whole game's."""
    from pipgrid.memory import unload

    g = board.game
    table = board.table
    kinds = bytearray(6)
    kinds[: g.players] = table.kinds
    options = dict(g.options)  # (options.py's dict: the set-up's shape)
    end = MatchEnd(app, table.game_id, g.winner, [g.players, kinds, options], list(g.totals))
    app.saved = [s for s in app.saved if s[0] != table.game_id]  # (as app._go forgets a won game)
    app.game = board = g = table = None
    app.play(end)
    unload(keep=app.kernel + ("pipgrid.ui.triominoes.ends", "pipgrid.ui.font"))


class MatchEnd:
    """TO-12: every seat's final score, a page each (its badge, its total under it, WIN
    under the winner's, 1 s), then WIN and the game's winner (``Triominoes.winner``)
    among sparks (3 s), round and round, as the domino games' (ui/domino/ends.py); A
    plays again with ``setup`` (players, seat kinds, options: ``app.setups``' form)."""

    name = "matchend"

    def __init__(self, app, game_id, winner, setup, totals):
        self.app = app
        self.game_id = game_id
        self.winner = winner
        self.setup = setup
        self.totals = totals
        self._phase = -1
        self.since = -1  # the clock when the page was first drawn

    def press(self, key, now):
        if key == "A":  # the same seats and rules again (the set-up keeps them)
            self.app.setups[self.game_id] = self.setup
            self.app.begin(self.game_id, now)
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
        rgb = seats[self.winner]
        n = len(self.totals)
        if self.since < 0:
            self.since = now
        t = (now - self.since) % (1000 * n + 3000)
        if t < 1000 * n:  # the final scores first, a seat a page
            s = t // 1000
            font.score(canvas, s, seats, self.totals[s])
            if s == self.winner:
                font.draw_text(canvas, 2, 11, "WIN", palette.GOOD)
            return
        step = now // 120
        for i in range(12):  # sparks: a fixed scatter that twinkles
            k = (i * 37 + step * 11) & 255
            canvas.set(k & 15, (k * 7 >> 4) & 15, rgb, (i + step) & 3)
        canvas.rect(1, 0, 13, 6, palette.BLACK)
        canvas.rect(4, 7, 7, 7, palette.BLACK)
        font.draw_text(canvas, 2, 0, "WIN", palette.GOOD)
        font.draw_seat(canvas, 5, 8, self.winner, seats)
