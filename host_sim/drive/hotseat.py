"""Drive a hot-seat domino match through button presses only (for the hot-seat tests
and bench/bench_hotseat.py).

``start(board, word, players, kinds, milestones)`` walks the menu and the set-up
pages; ``play(board, choose, ...)`` plays the match: at every person's turn
``choose(view)`` (a bot of pipgrid/bots/domino.py standing in for the person) picks
the move and ``move_keys`` turns it into the presses a player would make.
"""

from host_sim.drive.luzon import Board  # noqa: F401  (re-exported for the tests)

from pipgrid.games.domino.moves import DRAW


def settle(b):
    """Let the loop run while the next phase's modules load, a step each (ui/loading.py):
    at the same moment on a host_sim.drive.luzon.Board (its presses settle), else 20 ms a step."""
    if hasattr(b, "settle"):
        b.settle()
    while b.app.screen_name == "loading":
        b.wait(20)


def goto(b, word):
    """Press DOWN until the page showing ``word`` is current (menus wrap)."""
    pages = b.app.stack[-1]
    for _ in range(len(pages.entries)):
        if pages.current().word == word:
            return
        b.press("DOWN")
    raise AssertionError("no page %s" % word)


def start(b, word, players, kinds, milestones=False, options=()):
    """From the main menu: choose the game, set players, seats and options, PLAY.
    ``options``: (page word, RIGHT presses) pairs, e.g. (("GOAL", 1),)."""
    while b.app.screen_name == "intro":
        b.press("B")
    goto(b, word)
    b.press("A")
    if b.app.screen_name == "confirm":
        b.press("A")
    settle(b)
    setup = b.app.stack[-1].setup
    if setup.game_id == 3 and setup.options["milestones"] != milestones:
        goto(b, "MILE")
        b.press("RIGHT")
    goto(b, "PLAYERS")
    while setup.players < players:
        b.press("RIGHT")
    while setup.players > players:
        b.press("LEFT")
    for seat in range(players):
        goto(b, "P%d" % (seat + 1))
        while setup.kinds[seat] != kinds[seat]:
            b.press("RIGHT")
    for page, times in options:
        goto(b, page)
        for _ in range(times):
            b.press("RIGHT")
    goto(b, "PLAY")
    b.press("A")
    settle(b)
    return b.app.game


def move_keys(screen, move):
    """The presses that play ``move`` on a game screen in its ``turn`` phase."""
    g = screen.game
    if move >= DRAW:
        target = len(screen.hand)
    else:
        target = screen.hand.index(screen.move_tile(move))
    keys = []
    c = screen.cursor
    while c < target:
        keys.append("RIGHT")
        c += 1
    while c > target:
        keys.append("LEFT")
        c -= 1
    keys.append("A")
    if g.game == "traditional" and move < DRAW:
        legal = g.legal_moves()
        if (move | 1) in legal and (move & ~1) in legal:  # fits both ends: the board asks
            if (move & 1) != screen.first_end():  # the end first on the grid is chosen: move off it
                a, b = screen.end_xy()
                want, other = (b, a) if move & 1 else (a, b)
                if want[0] != other[0]:
                    keys.append("LEFT" if want[0] < other[0] else "RIGHT")
                else:
                    keys.append("UP" if want[1] < other[1] else "DOWN")
            keys.append("A")
    return keys


class Counts:
    def __init__(self):
        self.turns = 0
        self.handovers = 0
        self.ends_asked = 0
        self.draws = 0
        self.passes = 0
        self.rounds = 0


def turns(b, max_steps):
    """Each person's turn screen of the match until it ends (at most ``max_steps`` loop
    steps): handovers and round ends are passed with A, other screens waited out. The
    caller presses the turn's keys before taking the next."""
    for _ in range(max_steps):
        name = b.app.screen_name
        if name == "matchend":
            return
        if name in ("handover", "roundend"):
            b.press("A")
        elif name != "turn":
            b.wait(100)
        else:
            yield b.app.stack[-1]


def play(b, choose, max_steps=100000, after_turn=None):
    """Play the match to its end by presses; returns Counts. ``after_turn(b)`` runs
    after each person's move (e.g. to cut the power)."""
    n = Counts()
    for _ in range(max_steps):
        name = b.app.screen_name
        if name == "matchend":
            return n
        if name == "handover":
            n.handovers += 1
            b.press("A")
        elif name == "turn":
            screen = b.app.stack[-1]
            g = screen.game
            move = choose(g.view(g.current_player), None)
            keys = move_keys(screen, move)
            n.turns += 1
            n.ends_asked += keys.count("A") == 2
            n.draws += move == DRAW
            n.passes += move == DRAW + 1
            b.press(*keys)
            if after_turn is not None and after_turn(b):
                return n
        elif name == "roundend":
            n.rounds += 1
            b.press("A")
        else:
            b.wait(100)
    raise AssertionError("the match did not end")
