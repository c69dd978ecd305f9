"""The board application (board contract: ``App``): start-up animation, menu, games,
brightness, palette, and saves after every move.

Screens form a stack; the top one gets the keys and draws the frame. Every screen has
``name``, ``press(key, now)``, ``tick(now) -> bool`` (True: its picture changed, e.g. a
blink) and ``draw(canvas, now)``. ``App.tick`` returns True after any press, so every
press is shown within one frame; a press that can do nothing lights the four corner
pixels red for a moment (``bump``).

Start: the store is read once (pipgrid/save.py, a log of records). The settings
(format, variant, winnable-only, palette, brightness level, last deal number as 2
bytes, sound on/off; a record without the last byte, from before SOUND, still
loads) are the copy in the newest record: every record carries one, and a change of
an option appends a settings record (``SETTINGS_ID``). Each game keeps its own save
(the newest record of its ``GAMES`` id, payload exactly the game's ``to_bytes()``),
so starting another game never wipes one of a different kind; every saved game that
is not finished gets a CONTINUE page at the top of the menu. What cannot be read is
reported on the console (``log``) and on the grid (an amber warning sign and the
reason scrolling in red: what was damaged, kept and reset, pipgrid/save_report.py),
and the store is then written fresh at once, so the message shows once (issue 17).

Heap (issue 4/5 budget): this module is the *kernel* that stays loaded; the menu
(ui/home.py) is loaded only while it is shown, a game's engine and screens only while
that game is played. ``home`` drops the game (it is saved after every move: the menu
keeps only ``saved``, a summary for CONTINUE) and, on a microcontroller, forgets every
module loaded since the App started (``unload``); ``play`` forgets the menu's modules.
A module's qstrs (names) stay interned, everything else is freed.

Idle (issue 13): ``_IDLE_MS`` after the last press the board shows a quiet idle picture
(one dim dot stepping along the seven number colours, never a hand) at the lowest
brightness, and ``_OFF_MS`` after it turns its LEDs off. The screens wait meanwhile
(their ``tick`` is not called, so a computer seat does not play on unseen). Any press
wakes the board where it was: that press does nothing else, and the screen's own
picture is back at the user's brightness within one frame.
"""

import sys

from pipgrid.memory import unload
from pipgrid.save import Saves
from pipgrid.ui import palette
from pipgrid.ui.palette import LEVELS

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


SETTINGS_ID = const(0x10)
_SETTINGS_FORMAT = const(1)
_DEFAULT_LEVEL = const(2)
_BUMP_MS = const(150)
_IDLE_MS = const(180000)  # 3 minutes without a press: the idle picture, dimmed
_OFF_MS = const(900000)  # 15 minutes: the LEDs off
_IDLE_STEP_MS = const(2000)
# The app's phases, what ``App.go`` asks for (carried out by ``App._go``): the menu, a
# game's start (its set-up pages, or a deal), CONTINUE, PLAY on a set-up.
_MENU = const("menu")
_START = const("start")
_CONTINUE = const("continue")
_BEGIN = const("begin")


class Settings:
    def __init__(self):
        self.variant = 0
        self.winnable = 0
        self.palette = 0
        self.level = _DEFAULT_LEVEL
        self.deal = 0  # the last deal dealt (0: none yet)
        self.sound = 1

    def to_bytes(self):
        return bytes(
            (
                _SETTINGS_FORMAT,
                self.variant,
                self.winnable,
                self.palette,
                self.level,
                self.deal >> 8,
                self.deal & 0xFF,
                self.sound,
            )
        )

    def load(self, data):
        """Take the options from a settings record; False (nothing changed) when it is not
        one. A 7-byte record (before SOUND) keeps the sound on."""
        n = len(data)
        if n < 7 or n > 8 or data[0] != _SETTINGS_FORMAT or data[1] > 1 or data[2] > 1 or data[3] > 1:
            return False
        if data[4] >= len(LEVELS) or (n == 8 and data[7] > 1):
            return False
        self.variant, self.winnable, self.palette, self.level = data[1], data[2], data[3], data[4]
        self.deal = data[5] * 256 + data[6]
        self.sound = data[7] if n == 8 else 1
        return True


class App:
    """See the module docstring and BOARD_CONTRACT.md."""

    def __init__(self, store, width=16, height=16, log=print, catalog=None):
        self.width = width
        self.height = height
        self.log = log
        self.catalog = (
            catalog  # the games on the menu (``catalog.Game`` rows); None: the product's (``games``)
        )
        self.private_screens = ()  # the game's screens that show a hand (catalog.py; the mirror's)
        self.now = 0
        self.dirty = True
        self.bump_until = -1
        self.tone = 0  # the sound asked for since the runner last looked (``sound``)
        self.last_press = 0  # when (ms) the last key was pressed (idle, module doc)
        self.presses = 0  # every press's time mixed in (pipgrid/rng.py: no os.urandom)
        self.idle_step = 0  # 0 awake, -1 the LEDs off, else the idle picture's step + 1
        self.stack = []
        self.settings = Settings()
        self.setups = {}  # set-ups kept while the board is on, by game id (plain data, ui/hotseat/setup.py)
        self.saves = Saves(store)
        self.kernel = tuple(sys.modules)  # what stays loaded whatever is shown
        self.game = None  # the game being played (the object its hooks made), or None
        self.game_kind = 0  # its game id (``catalog.Game.game_id``)
        self.saved = []  # (game id, begun, number) of every saved unfinished game, catalog order
        problem = self._load()
        if problem:
            self.log("save: %s" % problem)
        self.go = None  # what to do once the current press is over (``_go``)
        self._home(problem, True)

    def games(self):
        """The catalog: the rows given, or the product's (pipgrid/catalog.py ``GAMES``),
        imported now and forgotten with the phase (not kept in the heap during a game)."""
        if self.catalog is not None:
            return self.catalog
        from pipgrid.catalog import GAMES

        return GAMES

    def game_row(self, game_id):
        """The catalog row of ``game_id``, or None when the catalog has no such game."""
        for row in self.games():
            if row.game_id == game_id:
                return row
        return None

    def hooks(self, game_id):
        """The module with ``game_id``'s hooks (``catalog.Game.hooks``)."""
        return __import__(self.game_row(game_id).hooks, None, None, ("start",))

    # ----- saves -----
    def _load(self):
        """Read the store (ui/home.py ``load``: the menu's module, loaded anyway)."""
        from pipgrid.ui import home

        return home.load(self)

    def save_game(self):
        """Store the game in progress (after every move); a won game is forgotten."""
        side = self.settings.to_bytes()
        try:
            if self.game is None or self.game.is_won():
                self.saves.clear(self.game_kind, side)
            else:
                self.saves.store(self.game_kind, self.game.to_bytes(), side)
        except MemoryError:  # a compaction's 2 KB image found no room: nothing written
            self.log("save: no heap for the store's compaction now, the next move saves")

    def save_settings(self):
        self.saves.store(SETTINGS_ID, b"", self.settings.to_bytes())

    # ----- going between the menu and the games -----
    # A choice made on a menu page or a game screen is carried out by ``_go`` after
    # that screen's press has returned: the modules of the screen left behind are
    # unloaded first, then the next phase's are loaded (never both in memory at once).
    def home(self, now):
        """Back to the main menu (the game stays saved)."""
        self.go = (_MENU, 0)

    def start(self, game_id, now):
        """A game chosen in the menu (or a new deal asked for in a game): its start hook."""
        self.go = (_START, game_id)

    def continue_game(self, now, kind=None):
        """CONTINUE: the saved game of ``kind`` (default the first one) from the store,
        shown by its game's module."""
        self.go = (_CONTINUE, self.saved[0][0] if kind is None else kind)

    def begin(self, game_id, now):
        """PLAY on a set-up: the game with ``self.setups[game_id]``."""
        self.go = (_BEGIN, game_id)

    def _go(self, now):
        choice = self.go
        self.go = None
        if len(choice) == 4:  # (phase, game id, time of its press, presses kept): loaded
            self._carry_out(choice[0], choice[1], choice[2], choice[3], now)
            return
        phase, game_id = choice
        g = self.game
        if g is not None:  # leaving a game: only its summary stays, for CONTINUE
            kind = self.game_kind
            saved = [s for s in self.saved if s[0] != kind]
            if not g.is_won():
                saved.append((kind, bool(g.history), g.menu_number()))
            self.saved = [s for row in self.games() for s in saved if s[0] == row.game_id]
        self.game = g = None
        self.private_screens = ()
        del self.stack[:]
        unload(keep=self.kernel)
        self.dirty = True
        # The next phase's modules load one per loop step behind a moving picture (no
        # press stalls; a press meanwhile is kept), then this again with the time of
        # this press and the presses kept.
        from pipgrid.ui import loading

        names = loading.modules(self, phase, game_id)
        unload(("pipgrid.catalog",))  # not kept below the next phase's code (names keeps its list)
        loading.start(self, names, choice, now)

    def _carry_out(self, phase, game_id, chosen, keys, now):
        """``phase`` of ``game_id`` once its modules are loaded: ``chosen`` is the time
        of the press that chose it (a match's seed), ``keys`` the presses made since."""
        unload(("pipgrid.ui.loading",))  # first: its code and list are not kept meanwhile
        if phase == _MENU:
            self._home(None, False)
        else:
            hooks = self.hooks(game_id)
            self.game_kind = game_id
            if phase == _START:
                hooks.start(self, game_id, chosen)
            elif phase == _CONTINUE:
                self.game = hooks.resume_game(self.saves.read(game_id), game_id)
                hooks.continue_game(self, chosen)
            else:
                s = self.setups[game_id]
                hooks.begin(self, game_id, s[0], s[1], s[2], chosen)
        for key in keys:  # the presses made while it loaded, in order
            self.press(key, now)

    # ----- options -----
    @property
    def brightness(self):
        if self.idle_step:
            return 0.0 if self.idle_step < 0 else LEVELS[0] / 100
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

    @property
    def menu(self):
        """The main menu's pages while it is shown, else None."""
        return self.stack[0] if self.stack and self.stack[0].name == "menu" else None

    def push(self, screen):
        self.stack.append(screen)
        self.dirty = True

    def pop(self):
        if len(self.stack) > 1:
            self.stack.pop()
        self.dirty = True

    def _pop(self, now):
        self.pop()

    def _home(self, problem, intro):
        from pipgrid.ui import home

        home.show(self, problem, intro)

    def play(self, screen):
        """Show a game's board screen (the menu and set-up are unloaded)."""
        del self.stack[:]
        self.stack.append(screen)
        # the menu's and the set-up's modules that the game does not use (its screens
        # import ui/menu.py and ui/icons.py again only when they show a menu page), and
        # the catalog
        from pipgrid.catalog import MENU_MODULES

        row = self.game_row(self.game_kind)
        self.private_screens = row.private_screens
        playing = row.continue_modules + row.begin_modules
        menu = MENU_MODULES + tuple(game.picture for game in self.games())
        left = [m for m in menu + row.start_modules if m not in playing]
        unload(left + ["pipgrid.catalog"])
        self.dirty = True

    def bump(self, now):
        """Feedback for a press that can do nothing here: red corners for a moment."""
        self.bump_until = now + _BUMP_MS
        self.sound(2)

    def sound(self, n):
        """Ask for sound ``n`` (runner.py plays it): 1 a press, 2 a refusal, 3 a tile laid,
        4 your turn, 5 a round won, 6 a match won; within one frame the higher one wins."""
        if self.settings.sound and n > self.tone:
            self.tone = n

    # ----- the board contract -----
    def press(self, key, now):
        self.now = now
        self.dirty = True
        self.sound(1)
        self.last_press = now
        self.presses = (self.presses << 3 ^ self.presses >> 17 ^ now) & 0xFFFFF  # seeds.stir
        if self.idle_step:  # the waking press does nothing else
            self.idle_step = 0
            return
        self.stack[-1].press(key, now)
        if self.go is not None:
            self._go(now)

    def release(self, key, now):
        self.now = now

    def tick(self, now):
        self.now = now
        changed = self.dirty
        self.dirty = False
        quiet = now - self.last_press
        if quiet >= _IDLE_MS:
            state = -1 if quiet >= _OFF_MS else now // _IDLE_STEP_MS + 1
            if state != self.idle_step:
                self.idle_step = state
                return True
            return changed
        if self.bump_until >= 0 and now >= self.bump_until:
            self.bump_until = -1
            changed = True
        if self.stack[-1].tick(now):
            changed = True
        if self.go is not None:
            self._go(now)
            changed = True
        return changed

    def draw(self, canvas):
        canvas.clear()
        if self.idle_step:
            if self.idle_step > 0:  # one dim dot steps along the seven number colours
                step = self.idle_step % 7
                canvas.set(4 + step, canvas.height // 2, self.palette()[step], 2)
            return
        self.stack[-1].draw(canvas, self.now)
        if self.bump_until > self.now:
            w = canvas.width - 1
            h = canvas.height - 1
            canvas.set(0, 0, palette.BAD)
            canvas.set(w, 0, palette.BAD)
            canvas.set(0, h, palette.BAD)
            canvas.set(w, h, palette.BAD)
