"""Hot-seat play on one board (HS-1..HS-3): the match with its seats, and the pieces
every domino screen shares (the round and match ends: ui/domino/ends.py, loaded when a
round ends; the app's hooks: ui/domino/hooks.py).

**Seats.** Each seat is a person or a computer player (HS-3, ui/hotseat/seats.py),
known by its number and place, its colour (the palette's) as a help.

**Phases** of a game screen (``HotSeat.name`` is the phase, for tests and logs): the
handover, a computer's turn and the tick are the ones every game played around the
table shares (ui/hotseat/handover.py); here:

- ``handover`` (HS-1): no hand anywhere. The line and the public facts (HS-2) on top;
  at the bottom the seat's badge blinks beside the score bars until that seat presses A.
- ``turn``: that person's hand (rows 11, 13, 15), every tile at full colour with a grey
  bar above each one that can be laid, the cursor as upright bars in the seat's colour
  on both sides of a tile (``brackets``); a refused choice flashes red bars. LEFT/RIGHT
  step along the hand, UP/DOWN a row of it.
- ``bot``: a computer seat "thinks" (its badge and three running dots),
- ``show``: every move stays on the board for ``_SHOW_MS`` with no hand shown: the
  marker past the new tile blinks alone (or the total is called out, Italian), a draw shows ``+2``
  and the census losing its grey dots, a pass shows ``PASS`` in the seat's colour.
  A skips the wait. Then the next phase follows from the game.
- ``ends`` (traditional): a tile that fits both ends waits for the end to be chosen.

B in any phase asks ``QUIT?`` first (the match stays saved: CONTINUE in the menu).

**Always visible** (HS-2), rows 8-9: the *census*, one dot per tile not on the table:
each seat's tiles in its colour (the seat on turn at full strength, the others
dimmer) separated by a dark dot, then the boneyard in grey; row 8 runs left to
right and row 9 back (a snake, so a group past the edge stays together). At most
28 dots and 4 gaps, so it always fits in two rows of 16. Scores: bars at the bottom of every
screen without a hand (a bar's length is the total's share of the target), and the
exact numbers at each round end.

**Saves** (``Table.to_bytes``): after every move, through ``App.save_game``; the seats
and the computer players' generator travel with the engine's own save, so a match
resumed after a power cut goes on exactly as it would have (at the handover).

**Serial console** (``Table.writing``: while a computer reads the board's USB serial
console, through ``App.log``): during a round only *public* lines, which never name a
tile the grid is not showing (HS-4) (docs/hotseat.md "Console"): ``round 1: 3 seats, 7
tiles each, 7 in the boneyard``, ``seat 1 plays 6-6 on L``, ``seat 2 draws 2`` (a
count), ``seat 3 passes``, Italian ``seat 1 lays a tile worth 12, total 30``. When a
round ends, its whole transcript in the rules' format (traditional.md / italian.md
"Transcript", deal first), rebuilt from the round's deck and moves
(games/domino/transcript.history), so ``python -m host_sim replay`` accepts it.
"""

from pipgrid.memory import unload
from pipgrid.games.domino.moves import DRAW, PASS
from pipgrid.rng import Rng, fresh
from pipgrid.tiles import HIGH, LOW
from pipgrid.ui import font, palette, tiles_draw
from pipgrid.ui.hotseat.handover import Handover
from pipgrid.ui.hotseat.seats import BOT_NAMES, BOT_SEED, PERSON

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


# Colours that are not number colours, written where they are drawn (a module-level
# name would cost a qstr for as long as the board is on): grey (96, 96, 96) for the
# boneyard's dots and the DRAW slot, (160, 0, 40) for the PASS slot, (0, 160, 80)
# for boxes around tiles just drawn.
MAGIC = b"HS\x01"

TURN = const(1)  # the phases: ui/hotseat/handover.py's (0 the handover), and ENDS
_BOT = const(2)
SHOW = const(3)
ENDS = const(4)

_SHOW_MS = const(900)
_BLINK_MS = const(250)
_FRESH_MS = const(1500)
_CENSUS_Y = const(8)
HAND_X = (1, 4, 7, 10, 13)  # the hand's places: 5 a row, on rows 11, 13, 15
HAND_Y = (11, 13, 15)


class Table:
    """A hot-seat match: the engine's match, each seat's kind, and the computer
    players' generator (seeded from the match seed, saved with it)."""

    def __init__(self, game_id, game, kinds, log=None):
        self.game_id = game_id
        self.game = game
        self.kinds = bytearray(kinds)
        self.rng = Rng(game.seed ^ BOT_SEED)
        self.log = log
        self.search = None  # a computer seat's move being worked out (``think``)

    @property
    def history(self):
        """Non-empty once the match has begun (the app asks before starting anew)."""
        g = self.game
        return g.history if g.round_no == 1 else [g.round_no]

    def is_won(self):
        return self.game.match_over()

    def menu_number(self):
        """The number the menu's CONTINUE page shows for this save: none (0)."""
        return 0

    def is_person(self, seat):
        return self.kinds[seat] == PERSON

    def bot_move(self):
        """The move the computer seat on turn chooses (HS-3). The computer players'
        module is loaded for the move and unloaded after: no heap between turns."""
        from pipgrid.bots.domino import bots_for

        g = self.game
        s = g.current_player
        view = g.view(s)
        move = bots_for(g.game)[BOT_NAMES[self.kinds[s]]](view, self.rng)
        unload(("pipgrid.bots.domino", "pipgrid.bots"))
        return move

    def think(self):
        """One slice of the computer seat's thinking (a level L1..L5 thinks across
        loop steps: ui/domino/think.py); its move once decided, else -1. Greedy and
        random decide at once. The same move as ``bot_move`` from the same state."""
        s = self.game.current_player
        level = self.kinds[s] - 3  # kinds 3..7 are the levels L1..L5 (setup.KIND_WORDS)
        if level < 0:
            return self.bot_move()
        from pipgrid.ui.domino import think

        if self.search is None:
            self.search = think.start(self.game, s, level, self.rng)
        if not think.step(self.search):
            return -1
        move = self.search.move
        self.search = None
        think.finish()
        return move

    def play(self, move):
        """Play a legal move and write its public line; at the round's end the round's
        whole transcript (module doc: "Serial console")."""
        g = self.game
        if not self.writing():
            g.play(move)
            return
        # The line builder is loaded per move and unloaded after: the console
        # transcript costs no heap between moves.
        from pipgrid.games.domino import transcript as domino_json

        line = domino_json.text(g, move)
        g.play(move)
        self.log(line)
        if g.is_over():  # the round's transcript, played again from its deck
            domino_json.history(g, len(g.history), self.log)
            self.log(domino_json.end_event(g))
            if g.match_over():
                self.log(domino_json.match_event(g))
        unload(("pipgrid.games.domino.transcript",))

    def next_round(self, app=None, now=0):
        """Deal the next round: from a fresh seed (pipgrid/rng.py) unless the match's
        seed was chosen; the computer players' generator starts again from it."""
        g = self.game
        g.next_round(fresh(app, now) if g.match_seed is None else None)
        self.rng = Rng(g.seed ^ BOT_SEED)
        self.write_deal()

    def writing(self):
        """True while the transcript has a reader: a log, and on CircuitPython a
        computer on the USB serial console (on a handheld board nobody reads it, so
        its line builder is not even loaded: a .py module compiles on every load)."""
        if self.log is None:
            return False
        try:
            import supervisor
        except ImportError:  # CPython, the simulator, MicroPython's unix port: always
            return True
        return supervisor.runtime.serial_connected

    def write_deal(self):
        """The round's public opening line (no tile: the deal stays hidden)."""
        if self.writing():
            from pipgrid.games.domino import transcript as domino_json

            self.log(domino_json.text(self.game))
            unload(("pipgrid.games.domino.transcript",))

    def to_bytes(self):
        head = bytearray(MAGIC)
        head.append(self.game_id)
        head.append(len(self.kinds))
        head.extend(self.kinds)
        head.extend(self.rng.state.to_bytes(4, "big"))
        return bytes(head) + self.game.to_bytes()


# ----- pieces every domino screen draws -----


def draw_census(canvas, counts, boneyard, current, i, seats):
    """HS-2 rows 8-9: each seat's tiles as dots in its colour (the seat on turn bright),
    a dark gap between seats, then the boneyard's tiles in grey. ``i`` 16: row 9 only
    (a line long enough to need row 8 leaves at most 6 tiles to count); ``seats``: the
    palette's seat colours (palette.seat_colours)."""
    n = len(counts)
    for s in range(n + 1):  # the seats, then the boneyard (s == n)
        rgb = seats[s] if s < n else (96, 96, 96)
        shift = 0 if s == current or s == n else 2
        for _ in range(counts[s] if s < n else boneyard):
            # row 8 left to right, then row 9 right to left (a snake, so a seat's
            # dots that run past the edge stay together)
            if i < 16:
                canvas.set(i, _CENSUS_Y, rgb, shift)
            else:
                canvas.set(31 - i, _CENSUS_Y + 1, rgb, shift)
            i += 1
        if s + 1 < n:
            i += 1


def draw_word(canvas, text, rgb):
    """A short word across the bottom rows 11-15 (the hand area, when no hand is shown)."""
    font.draw_text(canvas, (16 - font.text_width(text)) // 2, 11, text, rgb)


def brackets(canvas, x, y, rgb):
    """A marker around the tile at (x, y): one upright bar of three cells in the gap
    column on each side (never on a tile's cells, so never read as a half). Named as
    Luzon's (ui/luzon/screen.py): one interned name for both."""
    canvas.rect(x - 1, y - 1, 1, 3, rgb)
    canvas.rect(x + 2, y - 1, 1, 3, rgb)


def quit_question(app, back):
    """B on a round's end pages (ui/domino/ends.py): QUIT? as on the board
    (ui/hotseat/handover.py). The menu module is loaded only now, not for the whole match."""
    from pipgrid.ui import menu

    app.push(menu.Confirm(app, "QUIT?", app.home, back))


def hand_xy(i, first):
    """Top-left of hand place ``i`` (5 per row) when ``first`` is the first row on show,
    or None when its row is scrolled away."""
    row = i // 5 - first
    if row < 0 or row > 2:
        return None
    return HAND_X[i % 5], HAND_Y[row]


class HotSeat(Handover):
    """The phase machine and the hand every hot-seat domino screen shares (module doc;
    what Tri-Ominos shares too: ui/hotseat/handover.py).

    A subclass draws the game's top area (``draw_top``), the move just played
    (``draw_show``), decides what A on a tile does (``choose``), and gives ``target``
    for the score bars and the round end's pages.
    """

    def __init__(self, app, table):
        Handover.__init__(self, app, table)
        self.action = -1  # DRAW or PASS when that is a choice now, else -1
        self.legal = 0
        self.fresh = [0] * self.game.players  # each seat's drawn tiles, shown as new
        self.last_move = -1
        self.last_seat = 0
        self.census = 0  # the census's first cell (16: row 9 only, ui/domino/line.py)
        self.bot = -1  # the computer seat's decided move, shown once its time is up
        # HINT for the person on turn (ui/domino/think.py): -1 none, the search while it
        # is worked out, then its move (shown on that person's hand only)
        self.hint = -1

    @property
    def name(self):
        return ("handover", "turn", "bot", "show", "ends")[self.phase]

    # ----- the flow -----
    def advance(self, now):
        """Next phase from the game: the round's end, else the handover's (a computer's
        turn, a person's hand or the handover)."""
        g = self.game
        if g.is_over():
            from pipgrid.ui.domino.ends import RoundEnd

            self.phase = SHOW
            self.app.push(RoundEnd(self.app, self))
            self.app.sound(6 if g.match_over() else 5)
            return
        Handover.advance(self, now)

    def sync(self, now):
        """Refresh the hand, legal tiles and the DRAW/PASS slot of the seat on turn;
        the cursor goes to the first legal tile (else the DRAW/PASS slot)."""
        g = self.game
        self.hand = g.hand(g.current_player)
        self.legal = 0
        self.action = -1
        if type(self.hint) is not int:  # a hint being worked out: dropped
            from pipgrid.ui.domino import think

            think.finish()
        self.hint = -1
        for m in g.legal_moves():
            if m >= DRAW:
                self.action = m
            else:
                self.legal |= 1 << self.move_tile(m)
        # nothing to lay: the cursor waits on DRAW / PASS, what A does now (never on HINT)
        self.cursor = len(self.hand) if self.action >= 0 else self.places() - 1
        for i in range(len(self.hand)):
            if self.legal >> self.hand[i] & 1:
                self.cursor = i
                break

    def places(self):
        """The hand, the DRAW/PASS slot when that is a choice, then the HINT slot."""
        return len(self.hand) + (2 if self.action >= 0 else 1)

    def is_legal(self, t):
        return self.legal >> t & 1

    def move_tile(self, move):
        return move

    def want_hint(self, now):
        """A on the HINT place: the strongest level's move for this hand (ui/domino/think.py)."""
        from pipgrid.ui.domino import think

        think.hint(self, now)

    def play(self, move, now):
        """Play ``move`` for the seat on turn, save, and show it (module doc)."""
        g = self.game
        s = g.current_player
        before = g.hands[s]
        if type(self.hint) is not int:
            from pipgrid.ui.domino import think

            think.finish()
        self.hint = -1
        self.table.play(move)
        self.app.save_game()
        self.last_move = move
        self.last_seat = s
        if move < DRAW:
            self.app.sound(3)
        if move == DRAW:
            self.fresh[s] |= g.hands[s] & ~before
        elif move < DRAW:
            self.fresh[s] &= ~(1 << self.move_tile(move))
        if self.phase == TURN and g.current_player == s and not g.is_over():
            self.sync(now)
            self.fresh_until = now + _FRESH_MS
            return
        self.phase = SHOW
        self.until = now + _SHOW_MS

    # ----- keys -----
    def press(self, key, now):
        """The handover's keys (ui/hotseat/handover.py), and: which end (``ends_press``),
        UP to take a tile back, UP/DOWN a row of the hand."""
        phase = self.phase
        if phase == ENDS:
            self.ends_press(key, now)
        elif key == "UP" and phase != TURN and self.last_move >= 0:
            self.undo(now)
        elif phase == TURN and (key == "UP" or key == "DOWN"):
            c = self.cursor + (5 if key == "DOWN" else -5)
            if 0 <= c < self.places():
                self.cursor = c
            else:
                self.app.bump(now)
        else:
            Handover.press(self, key, now)

    def undo(self, now):
        """UP after a person's tile, while it is still the last move and the next person
        has not taken the board (the take-back house rule, docs/hotseat.md): the round is
        played again without it (transcript.history, not the engine's undo), the tile is
        back in the hand and the turn starts again (behind the same person's handover when
        UP came at the next person's: whoever holds the board then sees no hand until A);
        the console says so (HS-4: no tile named). Anything else: the red corners."""
        g = self.game
        h = g.history
        s = self.last_seat
        if (
            not h
            or g.is_over()
            or self.last_move >= DRAW
            or not self.table.is_person(s)
            or h[-1] & 63 != self.last_move
            or h[-1] >> 6 & 7 != s
        ):
            self.app.bump(now)
            return
        from pipgrid.games.domino import transcript as domino_json

        domino_json.history(g, len(h) - 1)
        unload(("pipgrid.games.domino.transcript",))
        if self.table.writing():
            self.table.log("seat %d takes back a tile" % (s + 1))
        self.app.save_game()
        self.last_move = -1
        # a computer seat (or a HINT) may have been thinking about the position taken back
        if self.table.search is not None or type(self.hint) is not int:
            from pipgrid.ui.domino import think

            think.finish()
        self.table.search = None
        self.bot = -1
        self.hint = -1
        if self.phase:  # (not the handover) they hold the board; at the next person's
            self.reveal(now)  # handover someone else may: the hand waits for A

    def ends_press(self, key, now):
        self.app.bump(now)

    # ----- frames -----
    def tick(self, now):
        changed = False
        if self.phase == _BOT:
            # one slice of thinking per loop step, the move once decided and shown
            if self.bot < 0:
                self.bot = self.table.think()
            if self.bot >= 0 and now >= self.until:
                move = self.bot
                self.bot = -1
                self.play(move, now)
                changed = True
        if type(self.hint) is not int and self.phase == TURN:
            from pipgrid.ui.domino import think

            think.hint_step(self)
            changed = True
        return Handover.tick(self, now) or changed

    def draw(self, canvas, now):
        g = self.game
        blink = (now // _BLINK_MS) & 1
        self.draw_top(canvas, now, blink)
        seats = palette.seat_colours(self.app.palette())
        draw_census(canvas, g.counts, g.boneyard_count(), g.current_player, self.census, seats)
        if self.phase == TURN or self.phase == ENDS:
            self.draw_hand(canvas, now, blink)
        elif self.phase == SHOW:
            self.draw_show(canvas, now, blink)
        else:
            self.draw_handover(canvas, now, 11, g.current_player, self.target())

    def draw_hand(self, canvas, now, blink):
        """The hand of the seat on turn (its own screen only: TR-3, HS-1). Every tile at
        full colour, so all of it can be read and planned with; a grey bar in the gap
        row above a tile says it can be laid now (docs/board.md "The visual language")."""
        pal = self.app.palette()
        s = self.game.current_player
        first = max(0, self.cursor // 5 - 2)
        fresh = self.fresh[s] if now < self.fresh_until else 0
        for i in range(len(self.hand)):
            xy = hand_xy(i, first)
            if xy is None:
                continue
            t = self.hand[i]
            tiles_draw.tile(canvas, xy[0], xy[1], LOW[t], HIGH[t], 1, False, pal)
            if self.legal >> t & 1:
                canvas.rect(xy[0], xy[1] - 1, 2, 1, (72, 72, 72))
            if fresh >> t & 1 and blink:  # just drawn: blinking green brackets
                brackets(canvas, xy[0], xy[1], palette.JUST_DRAWN)
        if self.action >= 0:
            xy = hand_xy(len(self.hand), first)
            if xy is not None:  # DRAW (grey) or PASS (dark red): blinks, a tile never does
                canvas.rect(
                    xy[0], xy[1], 2, 1, (96, 96, 96) if self.action == DRAW else (160, 0, 40), 2 * blink
                )
                canvas.rect(xy[0], xy[1] - 1, 2, 1, (72, 72, 72))
        if self.phase == TURN:
            # the HINT place after the hand: one cyan LED, blinking like every action place
            # (a tile is two lit LEDs and never blinks), a grey bar above: it can always be chosen
            xy = hand_xy(self.places() - 1, first)
            if xy is not None:
                if type(self.hint) is int:
                    canvas.rect(xy[0], xy[1], 1, 1, palette.HINT, 2 * blink)
                else:  # being worked out: the LED moves to the right cell and pulses (never dark)
                    canvas.rect(xy[0] + 1, xy[1], 1, 1, palette.HINT, 2 * ((now // 160) & 1))
                canvas.rect(xy[0], xy[1] - 1, 2, 1, (72, 72, 72))
        xy = hand_xy(self.cursor, first)
        if xy is not None:
            brackets(canvas, xy[0], xy[1], palette.seat_colours(pal)[s])
        if type(self.hint) is int and self.hint >= 0 and self.phase == TURN:
            # the suggested place: cyan bars beside it (alternating with the cursor's when on it)
            at = len(self.hand) if self.hint >= DRAW else self.hand.index(self.move_tile(self.hint))
            xy = hand_xy(at, first)
            if xy is not None and (at != self.cursor or blink):
                brackets(canvas, xy[0], xy[1], palette.HINT)
        if self.refused_on(now):
            xy = hand_xy(self.refuse_at, first)
            if xy is not None:
                brackets(canvas, xy[0], xy[1], palette.REFUSE)

    def draw_show(self, canvas, now, blink):
        """The move just played, with no hand: ``+2`` for a draw, PASS, or the badge."""
        g = self.game
        seats = palette.seat_colours(self.app.palette())
        rgb = seats[self.last_seat]
        if self.last_move == DRAW:
            rec = g.history[-1]  # a traditional draw takes several tiles (TR-9)
            draw_word(canvas, "+%d" % (rec >> 16 if g.game == "traditional" else 1), rgb)
        elif self.last_move == PASS:
            draw_word(canvas, "PASS", rgb)
        else:
            self.draw_handover(canvas, now, 11, self.last_seat, self.target())


def draw_big_number(canvas, y, n, rgb):
    """``n`` (0..199) in the 3x5 font drawn twice as large, centred; a leading 1 of a
    three-digit number is a narrow stroke so 100..199 still fit in 16 columns."""
    hundreds = n >= 100
    digits = (n // 10 % 10, n % 10) if n >= 10 else (n,)
    gap = 1 if hundreds else 2
    width = len(digits) * 6 + (len(digits) - 1) * gap + (2 + gap if hundreds else 0)
    x = (16 - width) // 2
    if hundreds:
        canvas.rect(x, y, 2, 10, rgb)
        x += 2 + gap
    for d in digits:
        bits = font.GLYPHS[d]
        mask = 1 << 14
        for row in range(5):
            for col in range(3):
                if bits & mask:
                    canvas.rect(x + 2 * col, y + 2 * row, 2, 2, rgb)
                mask >>= 1
        x += 6 + gap
