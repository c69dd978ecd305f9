"""The main menu and the start-up animation (loaded only while they are shown: the
App unloads this module when a game starts, see app.py).

Menu (one page per entry, ui/menu.py): CONTINUE (when an unfinished game is saved),
one page per game in ``app.GAMES`` (a game is one row of that table), MODE
classic/hard (LZ-H1), DEALS all/winnable only, COLOUR normal/colour-blind, LIGHT
brightness. Starting a game while another is saved (and begun) asks NEW? first.
"""

from pipgrid.app import GAMES, LEVELS
from pipgrid.ui import font, icons, menu, palette, tiles_draw

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


_INTRO_MS = const(1600)
VARIANT_WORDS = ("CLAS", "HARD")
DEALS_WORDS = ("ALL", "WIN")
_PIP = "PIP"
_GRID = "GRID"


def show(app, problem, intro):
    """The menu (with the problem found on start and the intro above it)."""
    app.stack.append(Home(app))
    if problem:
        app.stack.append(menu.Message(app, icons.WARN, palette.LABEL, problem.upper(), palette.BAD, app._pop))
    if intro:
        app.stack.append(Intro(app))


class Intro:
    """Start-up: the seven number colours sweep in as PIP / GRID, then the menu. Any key skips."""

    name = "intro"

    def __init__(self, app):
        self.app = app
        self.start = -1

    def press(self, key, now):
        self.app.pop()

    def tick(self, now):
        if self.start < 0:
            self.start = now
        if now - self.start >= _INTRO_MS:
            self.app.pop()
        return True

    def draw(self, canvas, now):
        t = now - self.start if self.start >= 0 else 0
        front = t * 24 // 1000  # the sweep's diagonal, 24 px per second
        pal = self.app.palette()
        for i in range(3):
            font.draw_char(canvas, 2 + 4 * i, 2, _PIP[i], pal[1 + i])
        for i in range(4):
            font.draw_char(canvas, 4 * i, 9, _GRID[i], pal[(4 + i) % 7])
        for y in range(16):
            for x in range(16):
                d = x + y
                if d > front:
                    canvas.set(x, y, palette.BLACK)
                elif d == front:
                    canvas.set(x, y, palette.WHITE)


class Home(menu.Pages):
    """The root menu's pages (B only flashes: there is nothing behind it)."""

    def __init__(self, app):
        menu.Pages.__init__(self, app, [])
        Entry = menu.Entry
        e = self.entries
        if app.saved is not None:
            e.append(Entry("CONTINUE", self.continue_picture, app.continue_game, colour=palette.GOOD))
        for row in GAMES:
            e.append(Entry(row[0], self.game_picture, self.choose_game))
        e.append(Entry("MODE", self.mode_picture, None, self.change_mode))
        e.append(Entry("DEALS", self.deals_picture, None, self.change_deals))
        e.append(Entry("COLOUR", self.colour_picture, None, self.change_colour))
        e.append(Entry("LIGHT", self.light_picture, None, self.change_light))

    def game_row(self):
        return GAMES[self.index - (self.app.saved is not None)]

    def choose_game(self, now):
        game_id = self.game_row()[1]
        saved = self.app.saved
        if saved is not None and saved[1]:  # one game is saved at a time
            self.app.push(menu.Confirm(self.app, "NEW?", lambda t: self.app.start(game_id, t), self.app._pop))
        else:
            self.app.start(game_id, now)

    # ----- pictures -----
    def continue_picture(self, canvas, now):
        icons.draw(canvas, 0, 7, icons.PLAY, palette.GOOD)
        kind = self.app.saved[0]
        if kind != 1:
            font.draw_text(canvas, 9, 9, "TI"[kind - 2], palette.TEXT)
        else:
            font.draw_number(canvas, 14, 9, self.app.saved[2] % 1000, palette.TEXT)

    def game_picture(self, canvas, now):
        pal = palette.NORMAL
        tile = tiles_draw.tile
        n = self.game_row()[2]
        if n == 0:  # Luzon: two tiles that sum to 12
            tile(canvas, 0, 8, 5, 6, 3, False, pal)
            tile(canvas, 8, 11, 0, 1, 3, False, pal)
        elif n == 1:  # traditional: a line of matching halves
            tile(canvas, 0, 9, 6, 6, 3, False, pal)
            tile(canvas, 7, 9, 6, 2, 1, False, pal)
            tile(canvas, 10, 9, 2, 4, 1, False, pal)
        else:  # Italian: the running total
            font.draw_number(canvas, 6, 9, 50, palette.LABEL)
            tile(canvas, 9, 9, 3, 5, 1, True, pal)
            tile(canvas, 11, 9, 6, 4, 1, True, pal)

    def mode_picture(self, canvas, now):
        font.draw_text(canvas, 0, 9, VARIANT_WORDS[self.app.settings.variant], palette.WHITE)

    def deals_picture(self, canvas, now):
        font.draw_text(canvas, 2, 9, DEALS_WORDS[self.app.settings.winnable], palette.WHITE)

    def colour_picture(self, canvas, now):
        pal = self.app.palette()
        for n in range(7):
            tiles_draw.half(canvas, (n % 4) * 4, 7 + (n // 4) * 4, n, 3, pal)

    def light_picture(self, canvas, now):
        level = self.app.settings.level
        font.draw_number(canvas, 14, 7, LEVELS[level], palette.WHITE)
        for i in range(len(LEVELS)):
            canvas.rect(i * 2, 13, 1, 2, palette.LABEL, 0 if i <= level else 4)

    # ----- options -----
    def change_mode(self, step, now):
        self.app.settings.variant ^= 1
        self.app.save_settings()

    def change_deals(self, step, now):
        self.app.settings.winnable ^= 1
        self.app.save_settings()

    def change_colour(self, step, now):
        self.app.settings.palette ^= 1
        self.app.save_settings()

    def change_light(self, step, now):
        level = self.app.settings.level + step
        if 0 <= level < len(LEVELS):
            self.app.settings.level = level
            self.app.save_settings()
        else:
            self.app.bump(now)
