"""The end of a Tri-Ominos round and game (TO-10..TO-12), as the domino games' pages
(ui/domino/ends.py: pages turning every two seconds, LEFT/RIGHT flip them, A goes
on, B asks QUIT?) but not built on them: those import the domino screens' module,
9 KB of heap. Loaded when a round ends, unloaded when the next one begins.

Pages: OUT or BLOCKED (why the round ended), the winner's number in its colour and
the points it scored (TIE when a blocked round has no winner, TO-11); then one page
per seat: its number, its total, the tiles left in its hand and their sum (the
winner's page: the points it scored). The game's end (TO-12): WIN and the winner's
number among sparks of its colour; A plays again with the same seats and rules
(a new seed), B goes to the menu.

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


def signed(canvas, right, y, n, rgb):
    """``n`` right-aligned at ``right``, a minus sign before a negative number."""
    left = font.draw_number(canvas, right, y, -n if n < 0 else n, rgb)
    if n < 0:
        font.draw_char(canvas, left - 4, y, "-", rgb)


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
        seats = palette.seat_colours(self.app.palette())
        board = self.board
        page = self.page
        font.dots(canvas, page, self.pages)
        g = board.game
        winner = g.round_winner
        if g.players == 1:
            from pipgrid.ui.triominoes import best

            best.draw(self, canvas, now)
            return
        if page == 0:
            word = "OUT" if g.end_reason == "out" else "BLOCKED"
            font.draw_text(canvas, font.scroll_x(word, 15, now), 0, word, palette.LABEL)
            canvas.rect(15, 0, 1, 5, palette.BLACK)
            if winner is None:
                font.draw_text(canvas, 2, 11, "TIE", palette.TEXT)
                return
            font.draw_text(canvas, 4, 6, "P", seats[winner])
            font.draw_char(canvas, 8, 6, str(winner + 1), seats[winner])
            font.draw_text(canvas, 0, 11, "+", palette.GOOD)
            font.draw_number(canvas, 14, 11, g.round_points, palette.GOOD)
            return
        from pipgrid.games.triominoes import tiles as tt
        from pipgrid.ui.triominoes import draw as td

        s = page - 1
        pal = board.app.palette()
        font.draw_char(canvas, 0, 0, str(s + 1), seats[s])
        signed(canvas, 14, 0, g.totals[s], palette.WHITE)
        hand = g.hands[s]
        rest = 0
        for i in range(len(hand)):
            t = hand[i]
            rest += tt.VALUE[t]
            if i < 8:
                td.hand_tile(canvas, 1 + 4 * (i % 4), 6 + 3 * (i // 4), t, pal)
        if s == winner:
            font.draw_text(canvas, 0, 11, "+", palette.GOOD)
            font.draw_number(canvas, 14, 11, g.round_points, palette.GOOD)
        else:
            signed(
                canvas, 14, 11, g.end_deltas[s] if g.club and g.end_reason == "out" else rest, palette.TEXT
            )


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
    end = MatchEnd(app, table.game_id, g.winner, [g.players, kinds, options])
    app.saved = [s for s in app.saved if s[0] != table.game_id]  # (as app._go forgets a won game)
    app.game = board = g = table = None
    app.play(end)
    unload(keep=app.kernel + ("pipgrid.ui.triominoes.ends", "pipgrid.ui.font"))


class MatchEnd:
    """TO-12: WIN and the game's winner (``Triominoes.winner``) among sparks; A plays
    again with ``setup`` (players, seat kinds, options: ``app.setups``' form)."""

    name = "matchend"

    def __init__(self, app, game_id, winner, setup):
        self.app = app
        self.game_id = game_id
        self.winner = winner
        self.setup = setup
        self._phase = -1

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
        step = now // 120
        for i in range(12):  # sparks: a fixed scatter that twinkles
            k = (i * 37 + step * 11) & 255
            canvas.set(k & 15, (k * 7 >> 4) & 15, rgb, (i + step) & 3)
        canvas.rect(1, 0, 13, 6, palette.BLACK)
        canvas.rect(2, 6, 12, 10, palette.BLACK)
        font.draw_text(canvas, 2, 0, "WIN", palette.GOOD)
        font.draw_text(canvas, 4, 8, "P", rgb)
        font.draw_char(canvas, 9, 8, str(self.winner + 1), rgb)
