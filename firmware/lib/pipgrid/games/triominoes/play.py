"""What a seat sees of a Tri-Ominos game (TO-9), and bots playing whole games."""

from pipgrid.games.triominoes import transcript as tj
from pipgrid.games.triominoes import score as sc


class SeatView:
    """One seat's view (TO-9): its own hand, the board, every hand's size, the scores.

    It holds no other seat's tiles and not the pool (only how many tiles are left).
    The board is shared read-only with the game.
    """

    def __init__(self, game, seat):
        self.seat = seat
        self.players = game.players
        self.club = game.club
        self.draw_limit = game.draw_limit
        self.board = game.board
        self.hand = list(game.hands[seat])
        self.hand_sizes = [len(h) for h in game.hands]
        self.totals = list(game.totals)
        self.pool_left = game.pool_left()
        # TO-16: every own pool's size is public (None: one pool)
        self.pools_left = None if game.pools is None else [len(p) for p in game.pools]
        self.current_player = game.current_player
        self.passes = game.passes  # passes in a row since the last placement (TO-8)
        self.round_over = game.is_over()
        mine = seat == game.current_player and not self.round_over
        self.opening = list(game.opening) if mine and not game.board.order else []
        self.may_draw = mine and game.can_draw()

    def legal_moves(self):
        """The seat's legal moves when it is its turn, else none."""
        if self.round_over or self.seat != self.current_player:
            return []
        return sc.moves_for(self.board, self.hand, self.opening, self.may_draw, self.club)

    def points_of(self, m):
        """(points, bonus code) a placement would score now."""
        return sc.placement(self.board, self.club, m)


def play_game(game, choosers, rng, emit, rounds=0):
    """Let bots play ``game`` to its end (or ``rounds`` rounds); ``emit`` each JSON line.

    ``choosers[seat]`` is a bot ``choose(view, rng) -> move``; one generator
    serves every bot. Returns the number of rounds played.
    """
    from pipgrid.games.triominoes.deal_line import deal_line

    played = 0
    while True:
        emit(deal_line(game))
        while not game.is_over():
            seat = game.current_player
            game.play(choosers[seat](game.view(seat), rng))
            emit(tj.move_line(game))
        emit(tj.end_line(game))
        played += 1
        if game.match_over():
            emit(tj.game_line(game))
            return played
        if rounds and played >= rounds:
            return played
        game.next_round()
