"""A hot-seat Tri-Ominos game on the board (TO-1..TO-13, HS-1..HS-3): the engine's
game, each seat's kind (PERSON, GREEDY, RANDOM: ui/hotseat/seats.py, or a level
L1..L5 of the Monte Carlo player: bots/mc_triominoes.py's ``start``, as the domino games) and the computer players' generator ``Rng(seed ^ BOT_SEED)``, saved
together in the domino games' save layout (``MAGIC``, game id, seat kinds, the
generator's state, the engine's own save). Written after the domino ``Table``
(ui/domino/table.py) but not built on it: that module carries the domino screens'
drawing, 9 KB of heap a Tri-Ominos game does not have to spare.

**Serial console.** The game is written as the engine's JSON lines
(shared/rules/triominoes.md) with what no person may see left out (HS-1): the
``deal`` line carries the hand sizes and the pool's size instead of the tiles and
the seed (with own pools, TO-16, each pool's size), a ``draw`` line no tile. Placements, passes, round and game ends are the
engine's own lines (a placed tile is on the board for all to see; the hands left at
a round's end are shown on its pages).

**Heap.** The computer players and the transcript are loaded for one move and
unloaded after it; a computer seat sees the game through ``TurnView``.
"""

from pipgrid.memory import collect, unload
from pipgrid.rng import Rng, fresh
from pipgrid.ui.hotseat.seats import BOT_NAMES, BOT_SEED, PERSON

MAGIC = b"HS\x01"


class TriTable:
    """The game, each seat's kind and the computer players' generator (module doc)."""

    def __init__(self, game_id, game, kinds, log=None):
        self.game_id = game_id
        self.game = game
        self.kinds = bytearray(kinds)
        self.rng = Rng(game.seed ^ BOT_SEED)
        self.log = log
        self.search = None  # a level's decision while it thinks (``think``)

    @property
    def history(self):
        """Non-empty once the game has begun (the app asks before starting anew)."""
        g = self.game
        return g.history if g.round_no == 1 else [g.round_no]

    def is_person(self, seat):
        return self.kinds[seat] == PERSON

    def writing(self):
        """True while the transcript has a reader (as the domino ``Table.writing``)."""
        if self.log is None:
            return False
        try:
            import supervisor
        except ImportError:  # CPython, the simulator, MicroPython's unix port: always
            return True
        return supervisor.runtime.serial_connected

    def next_round(self, app=None, now=0):
        """As the domino ``Table.next_round``: a fresh seed unless one was chosen."""
        g = self.game
        g.next_round(fresh(app, now) if g.match_seed is None else None)
        self.rng = Rng(g.seed ^ BOT_SEED)
        self.write_deal()

    def to_bytes(self):
        head = bytearray(MAGIC)
        head.append(self.game_id)
        head.append(len(self.kinds))
        head.extend(self.kinds)
        head.extend(self.rng.state.to_bytes(4, "big"))
        return bytes(head) + self.game.to_bytes()

    def is_won(self):
        return self.game.match_over()

    def menu_number(self):
        """The number the menu's CONTINUE page shows for this save: none (0)."""
        return 0

    def think(self):
        """One slice of a level's thinking (bots/mc_triominoes.py's ``start``); True once the
        computer seat's move is ready (GRDY and RAND: at once)."""
        if self.kinds[self.game.current_player] < 3:
            return True
        if self.search is None:  # a full collection first: the module loads into the least fragmented heap
            collect()
            self.search = __import__("pipgrid.bots.mc_triominoes", None, None, 1).start(
                self
            )  # (a long string)
            return False  # the legal moves and the search set up: this loop step's slice
        return self.search.step()

    def bot_move(self):
        """The computer seat's move (HS-3); its module is loaded for the move only."""
        if self.search is not None:  # a level's, worked out by ``think``
            move = self.search.move
            self.search.finish()  # (its module unloaded: the search is the module's)
            self.search = None
            return move
        from pipgrid.bots.triominoes import BOTS

        g = self.game
        move = BOTS[BOT_NAMES[self.kinds[g.current_player]]](TurnView(g), self.rng)
        unload(("pipgrid.bots.triominoes", "pipgrid.bots"))
        return move

    def play(self, move):
        """Play a legal move and write its line (and the round's and game's end)."""
        g = self.game
        g.play(move, False)  # (a move from legal_moves(): games/triominoes/check.py stays unloaded)
        if not self.writing():
            return
        from pipgrid.games.triominoes import transcript as tj

        if move == -1:  # DRAW: the tile stays private (module doc); -5, or 0 (TO-17)
            self.log('{"ev":"draw","player":%d,"penalty":%d}' % g.last_move()[1:3])
        else:
            self.log(tj.move_line(g))
        if g.is_over():
            self.log(tj.end_line(g))
            if g.match_over():
                self.log(tj.game_line(g))
        unload(("pipgrid.games.triominoes.transcript",))

    def take_back(self):
        """The take-back house rule (docs/hotseat.md): the last move undone, and the
        console told who took a tile back (no tile named: it goes back into a hand)."""
        g = self.game
        if self.search is not None:  # a level's search about the position taken back: dropped
            self.search.finish()
            self.search = None
        seat = g.last_move()[1]
        g.undo()
        if self.writing():
            self.log('{"ev":"take_back","player":%d}' % seat)

    def write_deal(self):
        """The round's public deal line (module doc)."""
        if self.writing():
            from pipgrid.games.triominoes import transcript as tj

            g = self.game
            sizes = []
            for h in g.hands:
                sizes.append("%d" % len(h))
            if g.pools is None:
                pool = "%d" % g.pool_left()
            else:  # TO-16: each own pool's size (public, TO-9)
                pool = "[" + ",".join(["%d" % len(h) for h in g.pools]) + "]"  # ("[%s]": a name)
            self.log(
                '{"ev":"deal","round":%d,"players":%d,"options":%s,"hand_sizes":[%s],"%s":%s}'
                % (
                    g.round_no,
                    g.players,
                    tj.options_json(g),
                    ",".join(sizes),
                    "pool" if g.pools is None else "pools",
                    pool,
                )
            )
            unload(("pipgrid.games.triominoes.transcript",))


class TurnView:
    """What a computer seat needs on its turn, through the engine's API: its legal
    moves and what one would score. It gives the same moves and points as the
    engine's ``SeatView`` (games/triominoes/play.py) of the seat on turn, whose module
    (with the transcript's, which it imports) would cost heap for every computer move."""

    def __init__(self, game):
        self.game = game

    def legal_moves(self):
        return self.game.legal_moves()

    def points_of(self, m):
        from pipgrid.games.triominoes import game as tri

        g = self.game
        return tri.score(g.board, g.club, m)
