"""The board application (board contract: ``App``): start-up animation, menu, games,
brightness, palette, and saves after every move.

Screens form a stack; the top one gets the keys and draws the frame. Every screen has
``name``, ``press(key, now)``, ``tick(now) -> bool`` (True: its picture changed, e.g. a
blink) and ``draw(canvas, now)``. ``App.tick`` returns True after any press, so every
press is shown within one frame; a press that can do nothing lights the four corner
pixels red for a moment (``bump``).

Start: the store is read once. The newest settings record restores the options; a
saved game that is not finished puts CONTINUE at the top of the menu. A save that
cannot be read is reported on the console (``log``) and on the grid (an amber warning
sign and the reason scrolling in red) and the board starts fresh (issue 4).

Store layout: the last ``SETTINGS_AREA`` bytes hold the settings (``Saves`` id 0x10:
format, variant, winnable-only, palette, brightness level, last deal number as 2
bytes); the rest holds the game in progress (``Saves`` id 1 = Luzon, payload exactly
``Luzon.to_bytes()``). Two areas, so changing the brightness never rewrites the game
and a game move never rewrites the settings.

Menu (one page per entry, ui/menu.py): CONTINUE (when a game is saved), one page per
game in ``GAMES`` (a game is one row of that table), MODE classic/hard (LZ-H1),
DEALS all/winnable only, COLOUR normal/colour-blind, LIGHT brightness.
"""

from pipgrid.save import Saves
from pipgrid.ui import font, icons, menu, palette, tiles_draw

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


SETTINGS_AREA = const(64)
SETTINGS_ID = const(0x10)
SETTINGS_FORMAT = const(1)
LEVELS = (5, 10, 20, 35, 50, 75, 100)  # brightness steps in percent
DEFAULT_LEVEL = const(2)
BUMP_MS = const(150)
INTRO_MS = const(1600)
VARIANT_WORDS = ("CLAS", "HARD")
DEALS_WORDS = ("ALL", "WIN")


def _luzon():
    from pipgrid.ui import luzon_screen

    return luzon_screen


def _luzon_picture(canvas, now):
    pal = palette.NORMAL
    tiles_draw.tile(canvas, 0, 8, 5, 6, 3, False, pal)
    tiles_draw.tile(canvas, 8, 11, 0, 1, 3, False, pal)


def _domino():
    from pipgrid.ui import domino_setup

    return domino_setup


def _traditional_picture(canvas, now):
    tiles_draw.tile(canvas, 0, 9, 6, 6, 3, False, palette.NORMAL)
    tiles_draw.tile(canvas, 7, 9, 6, 2, 1, False, palette.NORMAL)
    tiles_draw.tile(canvas, 10, 9, 2, 4, 1, False, palette.NORMAL)


def _italian_picture(canvas, now):
    font.draw_number(canvas, 6, 9, 50, palette.LABEL)
    tiles_draw.tile(canvas, 9, 9, 3, 5, 1, True, palette.NORMAL)
    tiles_draw.tile(canvas, 11, 9, 6, 4, 1, True, palette.NORMAL)


# One row per game: menu word, Saves game id, menu picture, module with the game's
# screens (Luzon: luzon_screen; hot-seat domino: domino_setup with ``start(app, id,
# now)``, ``resume_game(payload)`` and ``continue_game(app, now)``).
GAMES = (
    ("LUZON", 1, _luzon_picture, _luzon),
    ("TRAD", 2, _traditional_picture, _domino),
    ("ITAL", 3, _italian_picture, _domino),
)


class Settings:
    def __init__(self):
        self.variant = 0
        self.winnable = 0
        self.palette = 0
        self.level = DEFAULT_LEVEL
        self.deal = 0  # the last deal dealt (0: none yet)

    def to_bytes(self):
        return bytes(
            (SETTINGS_FORMAT, self.variant, self.winnable, self.palette, self.level, self.deal >> 8, self.deal & 0xFF)
        )

    def load(self, data):
        """Take the options from a settings record; False (nothing changed) when it is not one."""
        if len(data) != 7 or data[0] != SETTINGS_FORMAT or data[1] > 1 or data[2] > 1 or data[3] > 1:
            return False
        if data[4] >= len(LEVELS):
            return False
        self.variant, self.winnable, self.palette, self.level = data[1], data[2], data[3], data[4]
        self.deal = data[5] * 256 + data[6]
        return True


_PIP = (font.glyph("P"), font.glyph("I"), font.glyph("P"))
_GRID = (font.glyph("G"), font.glyph("R"), font.glyph("I"), font.glyph("D"))


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
        if now - self.start >= INTRO_MS:
            self.app.pop()
        return True

    def draw(self, canvas, now):
        t = now - self.start if self.start >= 0 else 0
        front = t * 24 // 1000  # the sweep's diagonal, 24 px per second
        pal = self.app.palette()
        for i in range(3):
            font.draw_bits(canvas, 2 + 4 * i, 2, _PIP[i], pal[1 + i])
        for i in range(4):
            font.draw_bits(canvas, 4 * i, 9, _GRID[i], pal[(4 + i) % 7])
        for y in range(16):
            for x in range(16):
                d = x + y
                if d > front:
                    canvas.set(x, y, palette.BLACK)
                elif d == front:
                    canvas.set(x, y, palette.WHITE)


class App:
    """See the module docstring and BOARD_CONTRACT.md."""

    def __init__(self, store, width=16, height=16, log=print):
        self.width = width
        self.height = height
        self.log = log
        self.now = 0
        self.dirty = True
        self.bump_until = -1
        self.stack = []
        self.settings = Settings()
        size = len(store)
        self.game_saves = Saves(store, 0, size - SETTINGS_AREA)
        self.settings_saves = Saves(store, size - SETTINGS_AREA, SETTINGS_AREA)
        self.game = None  # the game in progress (Luzon, or a hot-seat domino Table), or None
        self.game_kind = 0  # its Saves game id (GAMES)
        problem = self._load()
        self.menu = menu.Pages(self, [])
        self.rebuild_menu()
        self.stack.append(self.menu)
        if problem:
            self.log("save: %s" % problem)
            self.stack.append(menu.Message(self, icons.WARN, palette.LABEL, problem.upper(), palette.BAD, self._pop))
        self.stack.append(Intro(self))

    # ----- saves -----
    def _load(self):
        """Read settings and the saved game; returns the problem to report, or None."""
        problem = None
        rec = self.settings_saves.load()
        if rec is not None and rec[0] == SETTINGS_ID:
            self.settings.load(rec[1])
        problem = self.settings_saves.problem
        rec = self.game_saves.load()
        problem = self.game_saves.problem or problem
        if rec is not None:
            for row in GAMES:
                if row[1] == rec[0]:
                    try:
                        self.game = row[3]().resume_game(rec[1])
                        self.game_kind = row[1]
                    except ValueError as e:
                        problem = "saved game unreadable (%s), starting fresh" % e
                    break
            else:
                problem = problem or "saved game of unknown kind %d, starting fresh" % rec[0]
        if self.game is not None and self.game.is_won():
            self.game = None
        return problem

    def save_game(self):
        """Store the game in progress (after every move); a won game is forgotten."""
        if self.game is None or self.game.is_won():
            self.game_saves.clear()
        else:
            self.game_saves.store(self.game_kind, self.game.to_bytes())

    def save_settings(self):
        self.settings_saves.store(SETTINGS_ID, self.settings.to_bytes())

    # ----- options -----
    @property
    def brightness(self):
        return LEVELS[self.settings.level] / 100

    def palette(self):
        return palette.PALETTES[self.settings.palette]

    def variant(self):
        return ("classic", "hard")[self.settings.variant]

    def next_deal(self):
        return self.settings.deal % 999 + 1

    # ----- screens -----
    @property
    def screen_name(self):
        return self.stack[-1].name

    def push(self, screen):
        self.stack.append(screen)
        self.dirty = True

    def pop(self):
        if len(self.stack) > 1:
            self.stack.pop()
        self.dirty = True

    def _pop(self, now):
        self.pop()

    def home(self, now):
        """Back to the main menu (the game stays saved)."""
        del self.stack[1:]
        self.rebuild_menu()
        self.dirty = True

    def play(self, screen):
        """Show a game's board screen right above the menu."""
        del self.stack[1:]
        self.stack.append(screen)
        self.dirty = True

    def bump(self, now):
        """Feedback for a press that can do nothing here: red corners for a moment."""
        self.bump_until = now + BUMP_MS

    def new_luzon(self, now):
        """Deal the next deal (the next winnable one when that option is on) and play it."""
        lz = _luzon()
        deal = self.next_deal()
        if self.settings.winnable:
            deal = lz.winnable_from(deal, self.variant()) or deal
        self.settings.deal = deal
        self.save_settings()
        self.game = lz.new_game(deal, self.variant())
        self.game_kind = 1
        self.save_game()
        self.play(lz.LuzonScreen(self, self.game))

    def rebuild_menu(self):
        entries = []
        if self.game is not None:
            entries.append(menu.Entry("CONTINUE", self._continue_picture, self._continue, colour=palette.GOOD))
        for row in GAMES:
            entries.append(menu.Entry(row[0], row[2], self._starter(row)))
        entries.append(menu.Entry("MODE", self._mode_picture, None, self._change_mode))
        entries.append(menu.Entry("DEALS", self._deals_picture, None, self._change_deals))
        entries.append(menu.Entry("COLOUR", self._colour_picture, None, self._change_colour))
        entries.append(menu.Entry("LIGHT", self._light_picture, None, self._change_light))
        self.menu.entries = entries
        self.menu.index = 0

    def _starter(self, row):
        def start(now):
            if self.game is not None and self.game.history:  # one game is saved at a time
                self.push(menu.Confirm(self, "NEW?", lambda t: self._start(row, t), self._pop))
            else:
                self._start(row, now)

        return start

    def _start(self, row, now):
        if row[1] == 1:
            self.new_luzon(now)
        else:
            row[3]().start(self, row[1], now)

    def game_id(self):
        return self.game_kind if self.game is not None else 0

    def _continue(self, now):
        if self.game_kind != 1:
            _domino().continue_game(self, now)
            return
        lz = _luzon()
        screen = lz.LuzonScreen(self, self.game)
        self.play(screen)
        screen.check_end(now)

    def _continue_picture(self, canvas, now):
        icons.draw(canvas, 0, 7, icons.PLAY, palette.GOOD)
        if self.game_kind != 1:
            font.draw_text(canvas, 9, 9, "TI"[self.game_kind - 2], palette.TEXT)
            return
        font.draw_number(canvas, 14, 9, self.game.deal % 1000, palette.TEXT)

    def _mode_picture(self, canvas, now):
        font.draw_text(canvas, 0, 9, VARIANT_WORDS[self.settings.variant], palette.WHITE)

    def _deals_picture(self, canvas, now):
        font.draw_text(canvas, 2, 9, DEALS_WORDS[self.settings.winnable], palette.WHITE)

    def _colour_picture(self, canvas, now):
        pal = self.palette()
        for n in range(7):
            tiles_draw.half(canvas, (n % 4) * 4, 7 + (n // 4) * 4, n, 3, pal)

    def _light_picture(self, canvas, now):
        font.draw_number(canvas, 14, 7, LEVELS[self.settings.level], palette.WHITE)
        for i in range(len(LEVELS)):
            canvas.rect(i * 2, 13, 1, 2, palette.LABEL, 0 if i <= self.settings.level else 4)

    def _change_mode(self, step, now):
        self.settings.variant ^= 1
        self.save_settings()

    def _change_deals(self, step, now):
        self.settings.winnable ^= 1
        self.save_settings()

    def _change_colour(self, step, now):
        self.settings.palette ^= 1
        self.save_settings()

    def _change_light(self, step, now):
        level = self.settings.level + step
        if 0 <= level < len(LEVELS):
            self.settings.level = level
            self.save_settings()
        else:
            self.bump(now)

    # ----- the board contract -----
    def press(self, key, now):
        self.now = now
        self.dirty = True
        self.stack[-1].press(key, now)

    def release(self, key, now):
        self.now = now

    def tick(self, now):
        self.now = now
        changed = self.dirty
        self.dirty = False
        if self.bump_until >= 0 and now >= self.bump_until:
            self.bump_until = -1
            changed = True
        if self.stack[-1].tick(now):
            changed = True
        return changed

    def draw(self, canvas):
        canvas.clear()
        self.stack[-1].draw(canvas, self.now)
        if self.bump_until > self.now:
            w = canvas.width - 1
            h = canvas.height - 1
            canvas.set(0, 0, palette.BAD)
            canvas.set(w, 0, palette.BAD)
            canvas.set(0, h, palette.BAD)
            canvas.set(w, h, palette.BAD)
