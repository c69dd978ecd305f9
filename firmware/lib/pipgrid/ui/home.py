"""The main menu and the start-up animation (loaded only while they are shown: the
App unloads this module when a game starts, see app.py).

Menu (one page per entry, ui/menu.py): CONTINUE (when an unfinished game is saved),
one page per game in ``app.GAMES`` (a game is one row of that table), MODE
classic/hard (LZ-H1), DEALS all/winnable only, COLOUR normal/colour-blind, LIGHT
brightness. Starting a game while another is saved (and begun) asks NEW? first.
"""

from pipgrid.app import GAMES, LEVELS
from pipgrid.ui import font, icons, menu, palette, tiles_draw
from pipgrid.version import VERSION

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


_INTRO_MS = const(1600)


def show(app, problem, intro):
    """The menu (with the problem found on start and the intro above it)."""
    app.stack.append(Home(app))
    if problem:
        app.stack.append(menu.Message(app, icons.WARN, palette.LABEL, problem.upper(), palette.BAD, app._pop))
    if intro:
        app.stack.append(Intro(app))


class Intro:
    """Start-up: the seven number colours sweep in as PIP / GRID above the firmware's
    version (``pipgrid.version``, dots one pixel wide), then the menu. Any key skips."""

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
            font.draw_char(canvas, 2 + 4 * i, 0, "PIP"[i], pal[1 + i])
        for i in range(4):
            font.draw_char(canvas, 4 * i, 6, "GRID"[i], pal[(4 + i) % 7])
        x = 0
        for ch in VERSION:
            if ch == ".":
                canvas.set(x, 15, palette.TEXT)
                x += 2
            else:
                font.draw_char(canvas, x, 11, ch, palette.TEXT)
                x += 4
        for y in range(16):
            for x in range(16):
                d = x + y
                if d > front:
                    canvas.set(x, y, palette.BLACK)
                elif d == front:
                    canvas.set(x, y, palette.WHITE)


# One ``picture`` and one ``change`` for every page, dispatched on the page's word:
# each name costs heap on the board for as long as it is on (a qstr), so few.


class Home(menu.Pages):
    """The root menu's pages (B only flashes: there is nothing behind it)."""

    def __init__(self, app):
        menu.Pages.__init__(self, app, [])
        Entry = menu.Entry
        e = self.entries
        if app.saved is not None:
            e.append(Entry("CONTINUE", self.picture, app.continue_game, colour=palette.GOOD))
        for row in GAMES:
            e.append(Entry(row[0], self.picture, self.choose_game))
        for word in ("MODE", "DEALS", "COLOUR", "LIGHT"):
            e.append(Entry(word, self.picture, None, self.change))

    def game_row(self):
        return GAMES[self.index - (self.app.saved is not None)]

    def choose_game(self, now):
        game_id = self.game_row()[1]
        saved = self.app.saved
        if saved is not None and saved[1]:  # one game is saved at a time
            self.app.push(menu.Confirm(self.app, "NEW?", lambda t: self.app.start(game_id, t), self.app._pop))
        else:
            self.app.start(game_id, now)

    def picture(self, canvas, now):
        """The page's picture: CONTINUE's game, a game's tiles, an option's value."""
        word = self.current().word
        settings = self.app.settings
        pal = self.app.palette()
        text = font.draw_text
        if word == "CONTINUE":
            icons.draw(canvas, 0, 7, icons.PLAY, palette.GOOD)
            kind = self.app.saved[0]
            if kind != 1:
                text(canvas, 9, 9, "TI"[kind - 2], palette.TEXT)
            else:
                font.draw_number(canvas, 14, 9, self.app.saved[2] % 1000, palette.TEXT)
        elif word == "MODE":
            text(canvas, 0, 9, ("CLAS", "HARD")[settings.variant], palette.WHITE)
        elif word == "DEALS":
            text(canvas, 2, 9, ("ALL", "WIN")[settings.winnable], palette.WHITE)
        elif word == "COLOUR":
            for n in range(7):
                tiles_draw.half(canvas, (n % 4) * 4, 7 + (n // 4) * 4, n, 3, pal)
        elif word == "LIGHT":
            level = settings.level
            font.draw_number(canvas, 14, 7, LEVELS[level], palette.WHITE)
            for i in range(len(LEVELS)):
                canvas.rect(i * 2, 13, 1, 2, palette.LABEL, 0 if i <= level else 4)
        else:
            game_picture(canvas, self.game_row()[2])

    def change(self, step, now):
        """LEFT/RIGHT on an option page: flip it, or step the brightness."""
        word = self.current().word
        settings = self.app.settings
        if word == "LIGHT":
            level = settings.level + step
            if not 0 <= level < len(LEVELS):
                self.app.bump(now)
                return
            settings.level = level
        else:
            # the Settings field the page flips
            name = {"MODE": "variant", "DEALS": "winnable", "COLOUR": "palette"}[word]
            setattr(settings, name, getattr(settings, name) ^ 1)
        self.app.save_settings()


def game_picture(canvas, n):
    """Game ``n``'s picture (``GAMES`` third column) in the normal palette."""
    pal = palette.NORMAL
    tile = tiles_draw.tile
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
