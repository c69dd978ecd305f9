"""Passing the board around the table (HS-1..HS-3): what the game screens of the domino
games (ui/domino/table.py ``HotSeat``) and Tri-Ominos (ui/triominoes/screen.py
``TriScreen``) share, so a fix to it is made once.

**Phases** (the screen's ``phase``; its ``name`` says which, for tests and logs):

- handover (HS-1): whenever the turn passes to a person other than the one who saw
  their hand last, no hand anywhere: the seat's badge (its colour and its number) blinks
  at the bottom left beside the score bars until that seat presses A. A person alone
  against computers goes on without it (nobody else could be looking), and so does a
  solitaire;
- turn: that person's hand. LEFT/RIGHT move the cursor along the places, round and
  round; A on a tile that can be laid chooses it (the game's ``choose``), on the
  DRAW/PASS place plays that, on the last place asks for a HINT (``want_hint``); A on a
  tile that cannot be laid now is refused (below);
- bot: a computer seat thinks for ``_BOT_MS`` at least: its badge and three running dots;
- show: the move just played stays on the board (the game draws it) until its time is up;
  then the next phase follows from the game (``advance``; the round's end: the game's own).

B asks QUIT? in every phase (the game stays saved: CONTINUE in the menu); A skips what is
left of a computer's wait or a move on show.

**The tick.** Everything that blinks blinks together, every ``_BLINK_MS``. A refused
tile's brick-red bars are lit from the refused press on (so it shows at once) and blink
for ``_REFUSE_MS``; the press also lights the red corners (``App.bump``), so a repeated
A shows too. The tiles a seat has just drawn blink green for ``_FRESH_MS`` from the start
of its turn.

**Seats** are drawn by their number and place first, their colour (the palette's,
``palette.seat_colours``: they follow COLOUR) as a help: the badge (``draw_badge``) and the
score bars, one row per seat in seat order (``draw_handover``).

A game's screen gives ``sync`` (its hand, cursor, places and DRAW/PASS ``action`` for the
seat on turn), ``fresh`` (each seat's tiles just drawn), ``places``, ``is_legal``,
``choose``, ``play`` and ``want_hint``, and draws its frames, with ``draw_handover`` where
no hand is shown.

**Heap.** Both games load this module for the whole game (it is what they share, not a
copy each). Its parts are few and large on purpose: every function is a code object on the
board's heap (measured: a Tri-Ominos game 0.7 KB above the copies it replaced, with the
score bars and the QUIT? question kept inside the methods that use them).
"""

from pipgrid.memory import unload
from pipgrid.ui import font, palette

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


_HANDOVER = const(0)
_TURN = const(1)
_BOT = const(2)
_SHOW = const(3)
_BOT_MS = const(500)
_BLINK_MS = const(250)
_REFUSE_MS = const(700)
_FRESH_MS = const(1500)


def draw_badge(canvas, seat, seats, shift=0):
    """The seat's badge at the bottom left: its colour (``seats``: the palette's) with its
    number (1-based) in black, or white on a dark colour."""
    canvas.rect(0, 10, 5, 6, seats[seat], shift)
    font.draw_char(canvas, 1, 11, str(seat + 1), palette.ink(seats[seat]))


class Handover:
    """The phases every game screen played around the table shares (module doc)."""

    def __init__(self, app, table):
        self.app = app
        self.table = table
        self.game = table.game
        self.phase = _HANDOVER
        self.revealed = -1  # the person who saw their hand last
        self.until = 0
        self.hand = []
        self.cursor = 0
        self.fresh_until = 0
        self.refuse_at = -1  # the hand place refused (its red bars), else -1
        self.refuse_until = 0
        self._phase = -1
        table.log = app.log

    # ----- the flow -----
    def advance(self, now):
        """The next phase once a move is shown (a round's end is the game's): a computer's
        turn, or a person's, behind the handover unless they hold the board already."""
        g = self.game
        s = g.current_player
        self.app.dirty = True
        if not self.table.is_person(s):
            self.phase = _BOT
            self.until = now + _BOT_MS
            return
        self.app.sound(4)  # a person's turn
        if s == self.revealed or g.players == 1:  # (a solitaire: no one to hide the hand from)
            self.reveal(now)
        else:
            self.phase = _HANDOVER
            self.revealed = -1

    def reveal(self, now):
        """The hand of the seat on turn on the grid (its own turn only: HS-1)."""
        s = self.game.current_player
        self.revealed = s
        self.phase = _TURN
        self.sync(now)
        if self.fresh[s]:
            self.fresh_until = now + _FRESH_MS

    # ----- keys -----
    def press(self, key, now):
        phase = self.phase
        if key == "B":  # QUIT? (ui/menu.py, loaded for the question only)
            from pipgrid.ui import menu

            self.app.push(menu.Confirm(self.app, "QUIT?", self.app.home, self._stay))
        elif phase == _HANDOVER:
            if key == "A":
                self.reveal(now)
            else:
                self.app.bump(now)
        elif phase != _TURN:
            if key == "A" and self.until > now:
                self.until = now  # skip the wait of a computer's turn or a shown move
            else:  # (A with the wait already over has nothing left to skip)
                self.app.bump(now)
        elif key == "LEFT" or key == "RIGHT":
            self.cursor = (self.cursor + (1 if key == "RIGHT" else -1)) % self.places()
        elif key == "A":
            c = self.cursor
            if c == self.places() - 1:  # the HINT place
                self.want_hint(now)
            elif c >= len(self.hand):
                self.play(self.action, now)
            elif self.is_legal(self.hand[c]):
                self.choose(self.hand[c], now)
            else:  # a tile that cannot be laid now: red bars flash beside it
                self.refuse_at = c
                self.refuse_until = now + _REFUSE_MS
                self.app.bump(now)  # and the red corners, so a repeated A shows too
        else:
            self.app.bump(now)

    def _stay(self, now):
        """B on QUIT?: back to the game; the question's modules are unloaded."""
        self.app.pop()
        unload(("pipgrid.ui.menu", "pipgrid.ui.icons"))

    # ----- frames -----
    def tick(self, now):
        """The shared part of a loop step: a shown move's time up (the next phase), a
        refusal's time up, the blink; True when the frame changes."""
        changed = False
        if self.phase == _SHOW and now >= self.until:
            self.advance(now)
            changed = True
        if self.refuse_at >= 0 and now >= self.refuse_until:
            self.refuse_at = -1
            changed = True
        phase = (now // _BLINK_MS) << 1 | self.refused_on(now)
        if phase != self._phase:
            self._phase = phase
            changed = True
        return changed

    def refused_on(self, now):
        """1 while a refusal's red bars are lit: from the refused press on (so it shows at
        once), off and on every _BLINK_MS."""
        if self.refuse_at < 0:
            return 0
        return 1 - ((now - self.refuse_until + _REFUSE_MS) // _BLINK_MS & 1)

    def draw_handover(self, canvas, now, y, seat, target):
        """No hand on the grid: the badge of ``seat`` (the seat on turn, or the one whose move
        is shown), blinking at the handover; beside it the score bars, one row per seat
        from row ``y`` (a bar's lit share: the total's share of the target), or while a
        computer thinks three running dots (all lit once only its thinking is left)."""
        g = self.game
        seats = palette.seat_colours(self.app.palette())
        draw_badge(canvas, seat, seats, 2 if self.phase == _HANDOVER and (now // 500) & 1 else 0)
        if self.phase == _BOT:
            for i in range(3):
                lit = (now // 160) % 3 == i or now >= self.until
                canvas.set(8 + 3 * i, 13, seats[seat], 0 if lit else 3)
            return
        for s in range(g.players):
            n = min(10, max(0, g.totals[s]) * 10 // target)
            canvas.rect(6, y + s, 10, 1, seats[s], 5)
            canvas.rect(6, y + s, n, 1, seats[s])

    def draw_public(self, canvas, now):
        """The picture for a mirror (the classroom projector, pipgrid/mirror.py) while a
        hand is shown: the handover picture, with no hand (HS-1)."""
        phase = self.phase
        self.phase = _HANDOVER
        canvas.clear()
        try:
            self.draw(canvas, now)
        finally:
            self.phase = phase
