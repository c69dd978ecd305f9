"""Tri-Ominos, 1 to 6 players (shared/rules/triominoes.md, TO-1 .. TO-17).

``Triominoes(players, seed, options)``: a game of rounds to the target (TO-12), or
with one player a solitaire of one round (TO-17), with the common verbs of
``pipgrid.games``; ``options`` as games/triominoes/options.py's table. ``is_over()``: the
round has ended; ``match_over()``: the game has; ``next_round()`` deals again.
Moves, dealing and drawing are described in docs/triominoes.md.
"""

import gc

# deal.py is imported here (first, as ever: a board compiling .py sources needs it early,
# before the heap is split) but not held: ``_deal`` takes it from sys.modules, so the
# board's screens can unload it between deals (1 KB of heap; ui/triominoes/hooks.py).
from pipgrid.games.triominoes.deal import HAND_SIZE  # noqa: F401  (TO-4, by number of players)
from pipgrid.games.triominoes import lattice as lat
from pipgrid.games.triominoes import score as sc
from pipgrid.games.triominoes.board import Board
from pipgrid.rng import Rng, digest  # (digest: a chosen seed's later rounds, issue 26)

# On a board that compiles .py sources, free the compile buffers of the imports above
# before the largest one: in a 64 KB heap they would otherwise split the block it
# needs (the portable tests need 52 KB with this, 67 KB without).
gc.collect()
from pipgrid.games.triominoes.turn import DRAW_PENALTY, PASS_PENALTY, Turns  # noqa: E402, F401

# and of that one (turn.py holds the history too): the parity run of whole games from
# .py sources in a 64 KB heap on the 64-bit build needs it
gc.collect()

DRAW = lat.DRAW
PASS = lat.PASS
BRIDGE_BIT = sc.BRIDGE_BIT
START_BIT = sc.START_BIT
ORIGIN = sc.ORIGIN
score = sc.placement
moves_for = sc.moves_for


class Triominoes(Turns):
    """One game of Tri-Ominos: rounds until a total reaches the target (TO-12); with one
    player a solitaire of one round (TO-17).

    ``options``: the dict of games/triominoes/options.py (``draw_limit``, ``club``,
    ``target``, ``pools``; missing names take the table's defaults), kept as
    ``self.options`` with the target resolved."""

    def __init__(self, players=2, seed=1, options=None, deal=None):
        # the table's defaults (options.py) with ``options`` applied, checked here in
        # short; only something wrong loads check.py and options.py for the message
        self.options = {"draw_limit": None, "club": False, "target": None, "pools": "shared"}
        if options:
            self.options.update(options)
        draw_limit = self.options["draw_limit"]
        club = self.options["club"]
        target = self.options["target"]
        if target is None:
            target = self.options["target"] = (
                200 if club is True else 400
            )  # TO-12 (options.default_target, not loaded here)
        if (
            len(self.options) > 4  # an unknown name
            or type(players) is not int
            or not 1 <= players <= 6
            or type(seed) is not int
            or not 0 <= seed < 1 << 32
            or not (draw_limit is None or type(draw_limit) is int and 0 <= draw_limit <= 56)
            or type(club) is not bool
            or type(target) is not int
            or not 1 <= target <= 65535
            or self.options["pools"] not in ("shared", "own")
            or (players == 1 and self.options["pools"] == "own")
        ):
            from pipgrid.games.triominoes import check  # (its messages cost no heap until needed)

            self.options = check.game(players, seed, options)
        options = self.options
        self.players = players
        self.seed = seed  # the round's seed: its deal is Rng(seed)'s first shuffle
        self.match_seed = seed  # chosen (later rounds derived, pipgrid/rng.py); None: fresh
        self.draw_limit = options["draw_limit"]
        self.club = options["club"]
        self.target = options["target"]
        self.totals = [0] * players
        self.round_no = 0
        self.winner = None  # the game's winner (TO-12), once it is over
        self._deal(deal)

    # ----- rounds -------------------------------------------------------------

    def _deal(self, deal=None):
        """Start the next round from the generator, or from ``(hands, pool)`` (replay)."""
        from pipgrid.games.triominoes import deal as deal_

        if deal is None:
            hands, pool = deal_.shuffled(Rng(self.seed), self.players)
        else:
            hands, pool = deal_.checked(self.players, deal[0], deal[1])
        self.opener, self.opening = deal_.opener(hands)
        self.round_no += 1
        self.dealt = [tuple(h) for h in hands]
        self.hands = hands
        self.pool = pool
        self.drawn = 0  # tiles taken from the pool (all pools) so far
        self.pools = None  # TO-16: a list per seat, each drawn from its front (None: one pool)
        if (
            self.options["pools"] == "own"
        ):  # dealt round-robin in drawing order from the seat after the opener's
            self.pools = [[] for seat in range(self.players)]
            seat = self.opener
            for t in pool:
                seat = seat + 1 if seat + 1 < self.players else 0
                self.pools[seat].append(t)
        self.start_totals = list(self.totals)
        self.board = Board()
        self.history = bytearray()
        self.last_points = self.last_code = 0
        self.draws = 0  # tiles drawn in the current turn
        self.passes = 0  # passes in a row
        self.end_reason = None  # "out" or "blocked" once the round has ended
        self.round_winner = None
        self.round_points = 0
        self.current_player = self.opener

    def next_round(self, seed=None):
        """Deal the next round (TO-13); only after a round ended and the game did not.
        From ``seed``, or the seed derived from the chosen ``match_seed`` (seeds.py)."""
        if self.end_reason is None or self.winner is not None or (seed is None and self.match_seed is None):
            from pipgrid.games.triominoes import check

            check.next_round(self)
        if seed is None:
            seed = digest(self.match_seed, self.round_no + 1)
        self.seed = seed
        self._deal()

    # ----- the common verbs -----------------------------------------------------

    def is_over(self):
        """True when the current round has ended (TO-10, TO-11)."""
        return self.end_reason is not None

    def match_over(self):
        """True when the game has ended (TO-12)."""
        return self.winner is not None

    def scores(self):
        return list(self.totals)

    def pool_left(self, seat=None):
        """Tiles left to draw: in the pool, or (``seat``) in the pool that seat draws from."""
        if seat is None or self.pools is None:
            return len(self.pool) - self.drawn
        return len(self.pools[seat])

    def _end_round(self, reason, winner):
        """Score the round's end (TO-10, TO-11), then the game's (TO-12)."""
        winner, points, deltas = sc.round_end(self.hands, self.club, reason, winner)  # TO-17 too
        for s in range(self.players):
            self.totals[s] += deltas[s]
        self.end_deltas = deltas
        self.end_reason = reason
        self.round_winner = winner
        self.round_points = points
        self.winner = sc.game_winner(self.totals, self.target, winner)

    def view(self, seat):
        """What ``seat`` may see: its own hand, the board, counts (TO-9), no other hand."""
        from pipgrid.games.triominoes.play import SeatView

        return SeatView(self, seat)

    @staticmethod
    def move_text(m):
        """``U 0 0 2-4-1``, ``draw`` or ``pass`` (text.py)."""
        from pipgrid.games.triominoes.text import move_text

        return move_text(m)

    @staticmethod
    def parse_move(s):
        from pipgrid.games.triominoes.text import parse_move

        return parse_move(s)

    def to_bytes(self):
        from pipgrid.games.triominoes import save as triominoes_save

        return triominoes_save.to_bytes(self)

    @classmethod
    def from_bytes(cls, data):
        """The game saved by ``to_bytes``; ValueError on corrupt or foreign bytes."""
        from pipgrid.games.triominoes import save as triominoes_save

        return triominoes_save.from_bytes(cls, data)
