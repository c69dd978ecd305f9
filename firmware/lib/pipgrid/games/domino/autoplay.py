"""Matches played by bots with their transcript (the CLI ``traditional``/``italian
--json``, the parity scripts and the hot-seat tests' reference transcripts); the
lines themselves are built by ``domino.transcript``. The board never loads this module.
"""

from pipgrid.games.domino.transcript import deal_event, end_event, match_event, move_event


def play_round(game, bots, rng, emit):
    """Play the current round to its end: ``bots[seat](view, rng) -> move``;
    ``emit(line)`` receives every transcript line (deal, moves, end)."""
    emit(deal_event(game))
    view = None
    while not game.is_over():
        seat = game.current_player
        view = game.view(seat, view)
        move = bots[seat](view, rng)
        emit(move_event(game, move))
        game.play(move)
    emit(end_event(game))


def play_match(game, bots, rng, emit, rounds=0):
    """Rounds until the match is won (``rounds`` 0) or ``rounds`` rounds are played;
    the ``match`` line follows the last round of a finished match (TR-14, IT-7, IT-M4)."""
    played = 0
    while True:
        play_round(game, bots, rng, emit)
        played += 1
        if game.match_over():
            emit(match_event(game))
            return
        if rounds and played >= rounds:
            return
        game.next_round()
