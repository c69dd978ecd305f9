"""Drive a Tri-Ominos game on the board through button presses only (for the
Tri-Ominos board tests and bench/bench_tri_board.py).

``start(board, players, kinds, options)`` walks the menu and the set-up pages;
``play(board, choose)`` plays the game: at every person's turn ``choose(view, None)``
(a bot of pipgrid/bots/triominoes.py standing in for the person) picks the move and
it is pressed as a player would: the tile in the hand, then its cell with
LEFT/RIGHT and its rotation with DOWN, then A.
"""

from host_sim.drive.hotseat import goto  # noqa: F401  (re-exported for the tests)
from host_sim.drive.hotseat import start as hotseat_start
from host_sim.drive.luzon import Board  # noqa: F401  (re-exported for the tests)


def start(b, players, kinds, options=()):
    """From the main menu: TRI, players, seats, options ((page word, RIGHT presses), ...), PLAY
    (the domino games' set-up walk: the pages are the same kind)."""
    return hotseat_start(b, "TRI", players, kinds, options=options)


def to_turn(b, most=1000, step=20):
    """Time passes (A at a handover) until a person's turn shows; that screen."""
    for _ in range(most):
        if b.app.screen_name == "turn":
            return b.app.stack[-1]
        b.press("A") if b.app.screen_name == "handover" else b.wait(step)
    raise AssertionError("no turn")


def place_greedy(b):
    """The person on turn places the greedy bot's placement by presses; (seat, move)."""
    from pipgrid.bots.triominoes import choose_greedy

    screen = to_turn(b)
    g = screen.game
    moves = [m for m in screen.moves if m >= 0]
    assert moves  # the callers stop before a turn that can only draw or pass
    move = choose_greedy(g.view(g.current_player), None)
    b.press(*choose_keys(screen, move))
    b.press(*place_keys(screen, move))
    return g.last_move()[1], move


def ask_hint(b, most=500):
    """On a turn: the cursor to the HINT place, A, and loop steps of 20 ms until the hint
    is decided; (the hint's screen, the steps it took)."""
    screen = b.app.stack[-1]
    n = screen.places()
    b.press(*["RIGHT"] * ((n - 1 - screen.cursor) % n), "A")
    hint = b.app.stack[-1]
    taken = 0
    while hint.move is None:
        assert taken < most, "the hint did not decide"
        b.wait(20)
        taken += 1
    return hint, taken


def steps(start_at, target, n, down, up):
    """The shorter way round a ring of ``n`` from ``start_at`` to ``target``."""
    fwd = (target - start_at) % n
    if fwd <= n - fwd:
        return [down] * fwd
    return [up] * (n - fwd)


def choose_keys(screen, move):
    """The presses in the ``turn`` phase that choose ``move``'s tile (or DRAW/PASS)."""
    target = len(screen.hand) if move < 0 else screen.hand.index((move & 255) // 3)
    return steps(screen.cursor, target, screen.places(), "RIGHT", "LEFT") + ["A"]


def place_keys(screen, move):
    """The presses in the ``place`` phase that put the tile in ``move``'s cell and rotation
    (from the cell and rotation shown: a HINT's are preselected)."""
    cell = move >> 8
    keys = steps(screen.cell_i, screen.cells.index(cell), len(screen.cells), "RIGHT", "LEFT")
    rots = []
    for m in screen.moves:
        if m >= 0 and m >> 8 == cell and (m & 255) // 3 == (move & 255) // 3:
            rots.append((m & 255) % 3)
    # a cell change starts at its first rotation; else from the one shown (a HINT preselects)
    keys += steps(0 if keys else screen.rot_i, rots.index((move & 255) % 3), len(rots), "DOWN", "UP")
    return keys + ["A"]


class Counts:
    def __init__(self):
        self.turns = 0
        self.handovers = 0
        self.draws = 0
        self.passes = 0
        self.rounds = 0
        self.presses = 0


def play(b, choose, max_steps=200000, after_turn=None):
    """Play the game to its end by presses (a solitaire: to its end pages); returns
    Counts. ``after_turn(b)`` runs after each person's move (True stops, e.g. to cut the
    power)."""
    n = Counts()
    for _ in range(max_steps):
        name = b.app.screen_name
        if name == "matchend":
            return n
        if name == "best":  # a solitaire's kept best at its start (ui/triominoes/best.py)
            b.press("A")
            n.presses += 1
        elif name == "handover":
            n.handovers += 1
            b.press("A")
            n.presses += 1
        elif name == "turn":
            screen = b.app.stack[-1]
            g = screen.game
            move = choose(g.view(g.current_player), None)
            keys = choose_keys(screen, move)
            b.press(*keys)
            if move >= 0:
                more = place_keys(screen, move)
                b.press(*more)
                keys += more
            n.presses += len(keys)
            n.turns += 1
            n.draws += move == -1
            n.passes += move == -2
            if after_turn is not None and after_turn(b):
                return n
        elif name == "roundend":
            n.rounds += 1
            if b.app.stack[-1].board.game.players == 1:
                return n  # a solitaire's end (TO-17): A would deal the next deal
            b.press("A")
            n.presses += 1
        else:
            b.wait(100)
    raise AssertionError("the game did not end")
