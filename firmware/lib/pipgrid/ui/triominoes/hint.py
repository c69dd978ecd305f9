"""HINT for a person on turn in Tri-Ominos (issue 15, docs/bots.md "Tri-Ominos").

The turn screen (ui/triominoes/screen.py) has a HINT place after the hand (and the
DRAW/PASS place): two blinking teal LEDs. A on it (``start``) works out the strongest
level's (L5) move for that seat's own view (bots/mc_triominoes.py's ``View``) with its ``search``, in slices of
``_SLICE`` rollout turns across loop steps (a teal dot running along the place
meanwhile), with its own generator (``rng``), so asking never changes what the
computer seats do nor the game's generators. Once decided, the cursor goes to the
suggested tile (or the DRAW/PASS place), which gets a teal bar under it (alternating with the
cursor's); choosing that tile shows the suggested cell and rotation first. When drawing
or passing is the only move, the hint says so at once, without thinking. B gives the
hint up (thinking or shown; the next B asks QUIT? as always), a second A on the place
is refused (the red corners). The hint is drawn on that person's turn only (HS-1).

**Heap.** The board's whole Tri-Ominos app sits near its budget (docs/triominoes.md
"Heap"), so nothing of the hint is resident: the screen holds only the place and the
one call that loads this module. ``Hint`` is a screen put over the turn screen in the
app's stack while a hint is worked out or shown; it passes every key, step and
frame on to the turn screen (and every attribute: tests and the mirror read the turn
screen through it) and takes itself off once the turn ends (a move played: the
hint, its search and their modules are then unloaded, ``end``)."""

from pipgrid.memory import collect, unload
from pipgrid.ui import palette
from pipgrid.ui.triominoes.screen import brackets, first, hand_xy

UNLOAD = ("pipgrid.bots.mc_triominoes", "pipgrid.bots")  # (a name the app holds)


def rng(game):
    """The hint's own generator, from the game's seed, round and moves so far."""
    from pipgrid.rng import Rng

    return Rng(game.seed ^ game.round_no << 10 ^ len(game.history) ^ 0x4117)


def start(screen, now):
    """A on the HINT place (no hint yet: the turn screen is on top). The search is set up
    in the next loop step (``Hint.tick``), so the press's own step stays short."""
    hint = Hint(screen)
    if screen.action and len(screen.moves) == 1:  # only DRAW or PASS: said at once
        hint.move = screen.action
        screen.cursor = len(screen.hand)
    else:
        hint.search = now  # (an int: the search is set up after this moment)
    screen.app.push(hint)


class Hint:
    """The turn screen while a HINT is worked out (``search``: the time of the press
    until the next loop step sets the search up) or shown (``move``)."""

    def __init__(self, screen):
        self.screen = screen
        self.search = None
        self.move = None

    def __getattr__(self, name):
        return getattr(self.screen, name)

    def press(self, key, now):
        s = self.screen
        if s.name == "turn" and (key == "B" or key == "A" and s.cursor == s.places() - 1):
            if key == "B":  # given up: the cursor back on the HINT place, so the press shows
                s.cursor = s.places() - 1  # (also while thinking: the place may be scrolled away)
                self.end()
            else:  # a second A: nothing more to show
                s.app.bump(now)
            return
        turn = s.name == "turn"
        s.press(key, now)
        name = s.name
        if name == "place":
            move = self.move
            # the suggested tile chosen: its cell and rotation shown first
            if turn and move is not None and (move & 255) // 3 == s.tile:
                s.cell_i = s.cells.index(move >> 8)
                s.sync_rots()
                s.rot_i = s.rots.index((move & 255) % 3)
        elif name != "turn":  # a move played: the turn is over
            self.end()

    def tick(self, now):
        s = self.screen
        search = self.search
        if search is None or s.name != "turn":
            return s.tick(now)
        if type(search) is int:  # the loop step after the press: the search set up
            if now > search:
                collect()  # so the search's modules load into the least fragmented heap
                mc = __import__("pipgrid.bots.mc_triominoes", None, None, 1)  # (a long string)
                self.search = mc.Search(mc.View(s.game, s.moves), rng(s.game), 4)
        else:
            if search.step():  # (one slice) decided: the cursor on the suggestion
                move = self.move = search.move
                search = self.search = None  # (its objects are freed with its modules)
                unload(UNLOAD)
                s.cursor = s.hand.index((move & 255) // 3) if move >= 0 else len(s.hand)
        s.tick(now)
        return True

    def draw(self, canvas, now):
        s = self.screen
        s.draw(canvas, now)
        if s.name != "turn":
            return
        start = first(s.cursor, s.places())
        move = self.move
        if move is None:  # thinking: a dot running along the HINT place's lower row (a tile is a pyramid)
            xy = hand_xy(s.places() - 1, start)
            if xy is not None:
                canvas.rect(xy[0], xy[1] + 1, 4, 1, palette.BLACK)
                for i in range(4):
                    canvas.set(xy[0] + i, xy[1] + 1, palette.HINT, 0 if (now // 160) % 4 == i else 3)
            return
        at = s.hand.index((move & 255) // 3) if move >= 0 else len(s.hand)
        xy = hand_xy(at, start)
        if xy is not None and (at != s.cursor or (now // 250) & 1):  # (alternating with the cursor's bar)
            brackets(canvas, xy[0], xy[1], palette.HINT)

    def end(self):
        """Off the stack (on top: ``end`` follows its own press), this module and the search's
        unloaded."""
        s = self.screen
        s.app.pop()
        self.search = None
        unload(UNLOAD + ("pipgrid.ui.triominoes.hint",))
