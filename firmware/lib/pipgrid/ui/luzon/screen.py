"""Luzon on the 16x16 grid (rules: shared/rules/luzon.md, LZ-1..LZ-11, LZ-H1..LZ-H3).

Layout (x across, y down)::

    y 0  . a b . a b . a b . a b . a b .    five columns, tile k of a column on row 2k:
    y 2  . a b . a b . a b . a b . a b .    a column never holds more than 5 tiles
    ...                                     (columns only shrink; LZ-9 moves start
    y 8  . a b . a b . a b . a b . a b .    a 1-tile column), so rows 0..8 hold all
    y11  . a b .   D D D . D D D . D D D    the reserve (LZ-2) down the left on rows
    y13  . a b .   (deal number, 3x5)       11, 13, 15; the deal number (LZ-4, 1..999
    y15  . a b .                            on the board) right-aligned on rows 11..15

A tile is two pixels side by side, low half left, each in its number's colour
(ui/palette.py). Tiles sit in columns 1-2, 4-5, 7-8, 10-11, 13-14; the columns between
(0, 3, 6, 9, 12, 15) and the odd rows hold only markers. A marker is a pair of
upright bars, three cells each, in the gap columns on both sides of a tile: a shape
no tile has, in cells no tile uses, so a white marker is never mistaken for a 0 half
(which is white too) nor a green one for a 3 (docs/board.md "Markers"):

- cursor: white bars beside the tile it is on; on an empty slot they stand on
  row 0 beside two faint dots that mark the slot;
- selected tile: green bars, and the tile itself blinks; with the cursor on it the
  bars' middle cells stay the cursor's (so A shows at once, and so does B);
- refused pair (LZ-6 values do not sum to 12; hard variant LZ-H1/H2 not partners;
  LZ-8 two reserve tiles; LZ-9 an illegal column move): red bars blink on both
  places for a moment (lit at once), and the selection is dropped;
- hint: cyan bars blink on the two tiles of the solver's next move (or on the tile
  and the empty slot of a column move).

Keys: LEFT/RIGHT move along the columns; DOWN/UP go down into the reserve and back
(cycling). A selects the tile under the cursor; A on a second tile removes the pair
when it is legal (LZ-5..LZ-8), A on an empty slot moves the selected bottom tile there
(LZ-9); A on the selected tile again drops the selection. B drops the selection, or
with nothing selected opens the action pages: UNDO, HINT, NEW (new deal, after a
confirmation when the game is in progress), MENU (the game stays saved: "continue").
They always open on the first useful page: UNDO, or HINT when there is nothing to
undo (after a hint, B then A undoes; it does not ask for the same hint again).

After every move the game is saved (``App.save_game``). When the game is won (LZ-10,
all 28 tiles removed) or no removal and no column move is left (LZ-10, the UI's
"no moves left"), the end page shows WIN or LOST with the number of undos (LZ-11).
"""

from pipgrid import tiles
from pipgrid.memory import unload
from pipgrid.games.luzon import game as luzon
from pipgrid.ui import font, palette, tiles_draw

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


_GAME_ID = const(1)
_COL_X = const((1, 4, 7, 10, 13))
_RES_X = const(1)
_RES_Y = const((11, 13, 15))
_RES0 = const(5)  # places 0..4 are the slots, 5..7 the reserve tiles
_BLINK_MS = const(200)
_REFUSE_MS = const(800)
_HINT_MS = const(2400)

# Loaded only for the action pages (B) or the solver (ui/luzon_solving), unloaded after.
ACTION_MODULES = (
    "pipgrid.ui.luzon.actions",
    "pipgrid.ui.luzon.solving",
    "pipgrid.ui.menu",
    "pipgrid.ui.icons",
)

_NONE = const(0)
_REFUSE = const(1)
_HINT = const(2)


class LuzonScreen:
    name = "luzon"

    def __init__(self, app, game):
        self.app = app
        self.game = game
        self.cols = [bytearray(luzon.DEPTH) for _ in range(luzon.SLOTS)]
        self.lens = bytearray(luzon.SLOTS)
        self.res = bytearray(luzon.RESERVE)
        self.nres = 0
        self.place = 0
        self.last_col = 0
        self.sel = -1
        self.flash = _NONE
        self.flash_a = -1
        self.flash_b = -1
        self.flash_until = 0
        self._phase = -1
        self.actions = None  # the action pages (or True) while their modules are loaded
        self.want_hint = False
        self.sync()

    # ----- the position as drawn (refreshed after each move, so drawing allocates nothing) -----
    def sync(self):
        cols = self.game.columns()
        for s in range(luzon.SLOTS):
            c = cols[s]
            self.lens[s] = len(c)
            for k in range(len(c)):
                self.cols[s][k] = c[k]
        res = self.game.reserve()
        self.nres = len(res)
        for i in range(self.nres):
            self.res[i] = res[i]
        if self.place >= _RES0 and self.place - _RES0 >= self.nres:
            self.place = _RES0 + self.nres - 1 if self.nres else self.last_col

    def tile_at(self, place):
        """The tile available at a place, or -1 (an empty slot or reserve place)."""
        if place < _RES0:
            n = self.lens[place]
            return self.cols[place][n - 1] if n else -1
        i = place - _RES0
        return self.res[i] if 0 <= i < self.nres else -1

    def place_of(self, t):
        for s in range(luzon.SLOTS):
            if self.lens[s] and self.cols[s][self.lens[s] - 1] == t:
                return s
        for i in range(self.nres):
            if self.res[i] == t:
                return _RES0 + i
        return -1

    # ----- keys -----
    def press(self, key, now):
        self.drop_actions()
        place = self.place
        if key == "LEFT" or key == "RIGHT":
            if place < _RES0:
                self.place = (place + (1 if key == "RIGHT" else -1)) % luzon.SLOTS
            else:
                self.place = self.last_col
        elif key == "DOWN":
            if place < _RES0:
                if self.nres:
                    self.last_col = place
                    self.place = _RES0
                else:
                    self.app.bump(now)
            elif place - _RES0 + 1 < self.nres:
                self.place = place + 1
            else:
                self.place = self.last_col
        elif key == "UP":
            if place < _RES0:
                if self.nres:
                    self.last_col = place
                    self.place = _RES0 + self.nres - 1
                else:
                    self.app.bump(now)
            elif place == _RES0:
                self.place = self.last_col
            else:
                self.place = place - 1
        elif key == "A":
            self.choose(now)
        elif key == "B":
            if self.sel >= 0:
                self.sel = -1
            else:
                self.open_actions(now)
        if self.place < _RES0:
            self.last_col = self.place

    def choose(self, now):
        """A: select, remove a pair (LZ-6/LZ-H1), or move to an empty slot (LZ-9)."""
        t = self.tile_at(self.place)
        if self.sel < 0:
            if t < 0:
                self.refuse(self.place, -1, now)
            else:
                self.sel = self.place
            return
        if self.sel == self.place:
            self.sel = -1
            return
        s = self.tile_at(self.sel)
        move = luzon.column_move(s, self.place) if t < 0 else luzon.removal(s, t)
        if self.game.is_legal(move):
            self.sel = -1
            self.play(move, now)
        else:
            self.refuse(self.sel, self.place, now)
            self.sel = -1

    def refuse(self, a, b, now):
        self.app.sound(2)
        self.flash = _REFUSE
        self.flash_a = a
        self.flash_b = b
        self.flash_until = now + _REFUSE_MS

    def play(self, move, now):
        self.game.play(move)
        self.app.sound(3)
        self.flash = _NONE
        self.sync()
        self.app.save_game()
        self.check_end(now)

    def check_end(self, now):
        if self.game.is_won() or self.game.no_moves():
            self.app.push(EndScreen(self.app, self))
            if self.game.is_won():
                self.app.sound(6)

    # ----- actions (B): ui/luzon_actions, loaded only while used -----
    def open_actions(self, now):
        """B: the action pages (their modules are loaded only now, not for the whole game)."""
        from pipgrid.ui.luzon import actions as luzon_actions

        self.actions = luzon_actions.open_pages(self, 0 if self.game.history else 1)
        self.app.push(self.actions)

    def drop_actions(self):
        """The action pages are closed: forget them and unload their modules (and any
        page they led to)."""
        if self.actions is not None:
            self.actions = None
            unload(ACTION_MODULES)

    def undo(self, now):
        """LZ-11: take back the last move; the undo is counted. False when nothing to undo."""
        if not self.game.history:
            return False
        self.game.undo()
        self.sel = -1
        self.flash = _NONE
        self.sync()
        self.app.save_game()
        return True

    def hint(self, now, found=None):
        """HINT: the solver thinks over the board, in slices (ui/luzon/solving.py, issue
        12), and calls this again with what it ``found``: flash the solver's next move,
        or show how many undos lead back to a winnable position."""
        from pipgrid.ui.luzon import solving as luzon_solving

        if found is None:
            self.actions = self.actions or True  # its module: unloaded on the board's next press
            luzon_solving.hint(self)
            return
        move, back = found
        if move is None:
            self.actions = self.actions or True  # NO / WIN shown: unloaded on the next press
            self.app.push(luzon_solving.NoWinScreen(self.app, back))
            return
        luzon_solving = None
        unload(ACTION_MODULES)
        x, y = luzon.move_tiles(move)
        self.flash = _HINT
        self.flash_a = self.place_of(x)
        self.flash_b = y if move >= luzon.COLUMN_MOVE else self.place_of(y)
        self.flash_until = now + _HINT_MS

    # ----- frames -----
    def tick(self, now):
        changed = False
        if self.want_hint:  # HINT chosen: the pages' modules go before the solver comes
            self.want_hint = False
            self.drop_actions()
            self.hint(now)
            changed = True
        if self.flash != _NONE and now >= self.flash_until:
            self.flash = _NONE
            changed = True
        if self.sel >= 0 or self.flash != _NONE:
            # the selection blinks on the clock, a flash from its own start (flash_on)
            phase = (now // _BLINK_MS) << 1 | self.flash_on(now)
            if phase != self._phase:
                self._phase = phase
                changed = True
        return changed

    def draw(self, canvas, now):
        pal = self.app.palette()
        blink_off = (now // _BLINK_MS) & 1
        sel_tile = self.tile_at(self.sel) if self.sel >= 0 else -1
        lens = self.lens
        for s in range(luzon.SLOTS):
            x = _COL_X[s]
            n = lens[s]
            if n == 0:
                canvas.set(x, 0, palette.EMPTY)
                canvas.set(x + 1, 0, palette.EMPTY)
            col = self.cols[s]
            for k in range(n):
                t = col[k]
                shift = 2 if t == sel_tile and blink_off else 0
                tiles_draw.tile(canvas, x, 2 * k, tiles.LOW[t], tiles.HIGH[t], 1, False, pal, shift)
        for i in range(self.nres):
            t = self.res[i]
            shift = 2 if t == sel_tile and blink_off else 0
            tiles_draw.tile(canvas, _RES_X, _RES_Y[i], tiles.LOW[t], tiles.HIGH[t], 1, False, pal, shift)
        font.draw_number(canvas, 15, 11, self.game.deal % 1000, palette.TEXT)
        # The markers: a flash (red refused, cyan hint) blinks from its start, so the press
        # that caused it shows at once; the selection's green bars over it; the cursor last,
        # in the bars' middle cells only where another marker stands on its place, so the
        # cursor and that marker both show (issue 24: selecting under the cursor shows).
        over = -1
        if self.flash != _NONE and self.flash_on(now):
            rgb = palette.REFUSE if self.flash == _REFUSE else palette.HINT
            for place in (self.flash_a, self.flash_b):
                if place >= 0:
                    brackets(canvas, place, lens, rgb)
                    over = place if place == self.place else over
        if self.sel >= 0:
            brackets(canvas, self.sel, lens, palette.SELECT)
            over = self.sel if self.sel == self.place else over
        if over >= 0:
            x = place_x(self.place)
            y = place_y(self.place, lens)
            canvas.set(x - 1, y, palette.CURSOR)
            canvas.set(x + 2, y, palette.CURSOR)
        else:
            brackets(canvas, self.place, lens, palette.CURSOR)

    def flash_on(self, now):
        """1 while a flash's bars are lit: from its start, on and off every _BLINK_MS."""
        start = self.flash_until - (_REFUSE_MS if self.flash == _REFUSE else _HINT_MS)
        return 1 - ((now - start) // _BLINK_MS & 1)


def place_x(place):
    return _COL_X[place] if place < _RES0 else _RES_X


def place_y(place, lens):
    if place < _RES0:
        n = lens[place]
        return 2 * (n - 1) if n else 0
    return _RES_Y[place - _RES0]


def brackets(canvas, place, lens, rgb):
    """Two upright bars of three cells, one in the gap column on each side of the tile at
    ``place``: a shape no tile has (a tile is two cells side by side) in cells no tile
    uses. (No tuple is built: drawing allocates nothing.)"""
    x = place_x(place)
    y = place_y(place, lens) - 1
    canvas.rect(x - 1, y, 1, 3, rgb)
    canvas.rect(x + 2, y, 1, 3, rgb)


def undo_count(canvas, y, n, rgb):
    """The undo count (LZ-11) beside the undo icon (a small curved arrow, the UNDO page's
    picture in four columns), centred on the row (issue 24: a number never stands alone)."""
    width = 6 + font.number_width(n)
    x = (16 - width) // 2
    for r in range(5):
        bits = b"\x04\x0e\x05\x01\x06"[r]
        for c in range(4):
            if bits & (8 >> c):
                canvas.set(x + c, y + r, rgb)
    font.draw_number(canvas, x + width - 1, y, n, rgb)


class EndScreen:
    """WIN (green) or LOST (red) with the undo count (LZ-11) beside the undo icon.

    Won: A deals the next game, B shows the (empty) board. Lost ("no moves left",
    LZ-10): A undoes the last move, B shows the final position (B there opens the
    actions: undo, hint, new deal, menu). A tile with dice pips celebrates or mourns.
    """

    name = "end"

    def __init__(self, app, board):
        self.app = app
        self.board = board
        self.won = board.game.is_won()
        self._phase = -1

    def press(self, key, now):
        if key == "A":
            if self.won:
                self.app.start(_GAME_ID, now)
            else:
                self.app.pop()
                self.board.undo(now)
        elif key == "B":
            self.app.pop()
        else:
            self.app.bump(now)

    def tick(self, now):
        phase = now // 400
        if self.won and phase != self._phase:
            self._phase = phase
            return True
        return False

    def draw(self, canvas, now):
        pal = self.app.palette()
        if self.won:
            font.draw_text(canvas, 2, 0, "WIN", palette.GOOD)
            step = (now // 400) % 7
            tiles_draw.tile(canvas, 4, 6, step, 6 - step, 3, False, pal)
        else:
            font.draw_text(canvas, 0, 0, "LOST", palette.BAD)
            tiles_draw.tile(canvas, 4, 6, 0, 0, 3, False, pal)
        undo_count(canvas, 11, min(self.board.game.undo_count, 999), palette.LABEL)


def resume_game(payload, game_id=_GAME_ID):
    """The saved game (``Luzon.to_bytes``); ValueError when it cannot be read (a
    payload of another game has another magic)."""
    return luzon.Luzon.from_bytes(payload)


def start(app, game_id, now, deal=0):
    """LUZON chosen in the menu, or NEW (``App.new_luzon``; a catalog.GAMES hook, found by app.screens): deal the
    next deal (the next winnable one when that option is on: searched in slices by
    ui/luzon/solving.py, which then calls this again with the ``deal``) and play it."""
    if not deal:
        deal = app.next_deal()
        if app.settings.winnable:
            from pipgrid.ui.luzon import solving as luzon_solving

            luzon_solving.winnable_from(app, deal)
            return
    app.settings.deal = deal
    app.save_settings()
    app.game = luzon.Luzon(deal, app.variant())
    app.game_kind = _GAME_ID
    app.save_game()
    app.play(LuzonScreen(app, app.game))


def continue_game(app, now):
    """CONTINUE in the menu: the saved game (``app.game``) on the board (a catalog.GAMES hook, found by app.screens)."""
    screen = LuzonScreen(app, app.game)
    app.play(screen)
    screen.check_end(now)
