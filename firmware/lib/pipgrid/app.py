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

from pipgrid.catalog import GAMES, LEVELS
from pipgrid.memory import unload
from pipgrid.save import Saves
from pipgrid.ui import palette

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
_HOME = const(0)
_START = const(1)
_CONTINUE = const(2)
_BEGIN = const(3)


def screens(game_id):
    """The module with a game's hooks (``GAMES`` in pipgrid/catalog.py):
    ``resume_game(payload)``, ``continue_game(app, now)``, ``start(app, game_id, now)``
    (Luzon: ui/luzon/screen.py; hot-seat domino: ui/domino/hooks.py; Tri-Ominos:
    ui/triominoes/hooks.py)."""
    if game_id == 1:
        from pipgrid.ui.luzon import screen

        return screen
    if game_id == 4:  # by a long string (an object, not a qstr: no kernel heap for its names)
        return __import__("pipgrid.ui.triominoes.hooks", None, None, ("start",))
    from pipgrid.ui.domino import hooks

    return hooks


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

    def __init__(self, store, width=16, height=16, log=print):
        self.width = width
        self.height = height
        self.log = log
        self.now = 0
        self.dirty = True
        self.bump_until = -1
        self.tone = 0  # the sound asked for since the runner last looked (``sound``)
        # Idle (module doc), in names the interpreter already has (each new one is a
        # qstr): ``time`` of the last press; ``state`` 0 awake, -1 the LEDs off, else
        # the idle picture's step + 1.
        self.time = 0
        self.presses = 0  # every press's time mixed in (pipgrid/seeds.py: no os.urandom)
        self.state = 0
        self.stack = []
        self.settings = Settings()
        self.setups = {}  # hot-seat set-ups kept while the board is on (plain data, ui/domino/setup.py)
        self.saves = Saves(store)
        self.kernel = tuple(sys.modules)  # what stays loaded whatever is shown
        self.game = None  # the game being played (Luzon, or a hot-seat domino Table), or None
        self.game_kind = 0  # its Saves game id (GAMES)
        self.saved = []  # (game id, begun, deal) of every saved unfinished game, GAMES order
        problem = self._load()
        if problem:
            self.log("save: %s" % problem)
        self.go = None  # what to do once the current press is over (``_go``)
        self._home(problem, True)

    def screens(self, game_id):
        """The module with ``game_id``'s hooks (``screens`` above), for the menu."""
        return screens(game_id)

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
    # unloaded first, then the next one's are loaded (never both in memory at once).
    def home(self, now):
        """Back to the main menu (the game stays saved)."""
        self.go = (_HOME, 0)

    def start(self, game_id, now):
        """A game chosen in the menu: a Luzon deal, or a domino game's set-up pages."""
        self.go = (_START, game_id)

    def continue_game(self, now, kind=None):
        """CONTINUE: the saved game of ``kind`` (default the first one) from the store,
        shown by its game's module."""
        self.go = (_CONTINUE, self.saved[0][0] if kind is None else kind)

    def begin(self, game_id, now):
        """PLAY on a domino set-up: a match with ``self.setups[game_id]``."""
        self.go = (_BEGIN, game_id)

    def _go(self, now):
        go = self.go
        what, game_id = go[0], go[1]
        self.go = None
        if what > _BEGIN:  # the next phase's modules are loaded (ui/loading.py): carry it out
            unload(("pipgrid.ui.loading",))  # first: its code and list are not kept meanwhile
            what -= 4
            t = go[2]  # the time of the press that chose it (a match's seed)
            if what == _HOME:
                self._home(None, False)
            else:
                module = screens(game_id)
                if what == _START:
                    module.start(self, game_id, t)
                elif what == _CONTINUE:
                    self.game = module.resume_game(self.saves.read(game_id), game_id)
                    self.game_kind = game_id
                    module.continue_game(self, t)
                else:
                    s = self.setups[game_id]
                    module.begin(self, game_id, s[0], s[1], s[2], t)
            for key in go[3]:  # the presses made while it loaded, in order
                self.press(key, now)
            return
        g = self.game
        if g is not None:  # leaving a game: only its summary stays, for CONTINUE
            kind = self.game_kind
            saved = [s for s in self.saved if s[0] != kind]
            if not g.is_won():
                saved.append((kind, bool(g.history), g.deal if kind == 1 else 0))
            self.saved = [s for row in GAMES for s in saved if s[0] == row[1]]
        self.game = g = None
        del self.stack[:]
        unload(keep=self.kernel)
        self.dirty = True
        if game_id == 4 and what != _HOME:
            # Tri-Ominos loads its own modules (ui/triominoes/hooks.py), in this press as
            # before: the loading screen's 4 interned names take its 6-seat game past the
            # name pool's step, 5 KB more (docs/triominoes.md "Heap")
            self.go = (what + 4, game_id, now, ())
            return self._go(now)
        # The next phase's modules load one per loop step behind a moving picture (no
        # press stalls; a press meanwhile is kept), then this again with ``what`` + 4,
        # the time of this press and the presses kept.
        from pipgrid.ui import loading

        loading.start(self, loading.modules(what, game_id), (what + 4, game_id), now)

    # ----- options -----
    @property
    def brightness(self):
        if self.state:
            return 0.0 if self.state < 0 else LEVELS[0] / 100
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
        # the menu's and set-up's modules, not referenced by a game's (game screens
        # import ui/menu.py and ui/icons.py only when they show a menu page or a question)
        unload(
            (
                "pipgrid.ui.home",
                "pipgrid.ui.domino.setup",
                "pipgrid.games.domino.options",
                "pipgrid.ui.menu",
                "pipgrid.ui.icons",
            )
        )
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

    def new_luzon(self, now):
        """Deal the next deal (the next winnable one when that option is on) and play it:
        carried out as LUZON chosen in the menu, once the screens left are unloaded, so
        the winnable deal's search never shares the heap with the action pages."""
        self.go = (_START, 1)

    # ----- the board contract -----
    def press(self, key, now):
        self.now = now
        self.dirty = True
        self.sound(1)
        self.time = now
        self.presses = (self.presses << 3 ^ self.presses >> 17 ^ now) & 0xFFFFF  # seeds.stir
        if self.state:  # the waking press does nothing else
            self.state = 0
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
        quiet = now - self.time
        if quiet >= _IDLE_MS:
            state = -1 if quiet >= _OFF_MS else now // _IDLE_STEP_MS + 1
            if state != self.state:
                self.state = state
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
        if self.state:
            if self.state > 0:  # one dim dot steps along the seven number colours
                step = self.state % 7
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
