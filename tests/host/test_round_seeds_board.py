"""Issue 26: no round of a match on the board predicts the next. A three-round Italian
match (IT-7: first to 3 rounds won, so rounds 1-3 are always played) is played by
buttons on the board with its entropy (``os.urandom``, as CircuitPython's); every line
its console printed is then tried as the project's own tools would use it, a seed for
``pipgrid italian --seed S`` (each of its rounds, and the seeds it derives), and so is
every clock value at PLAY as the old board seeded its matches: round 2 and round 3
stay unknown. The round seeds the match used are printed only with their round's
transcript, once that round has ended (HS-4)."""

import json
import os

from host_sim.drive.hotseat import play, start
from hotseat_privacy import new_board
from speck_reference import round_seed

from pipgrid.bots.domino import greedy_italian
from pipgrid.games.domino import moves as match
from pipgrid.rng import Rng
from pipgrid.ui.domino import hooks as hotseat

P = hotseat.PERSON
ROUNDS = 3


def deals_of(seed):
    """Every deck the project's tools deal from ``seed``: a chosen-seed match's rounds
    (`pipgrid italian --seed S --rounds 3`) and the old board's match generator's."""
    decks = [list(match.deal(Rng(round_seed(seed, k)))) for k in range(1, ROUNDS + 1)]
    rng = Rng(seed)
    decks += [list(match.deal(rng)) for _ in range(ROUNDS)]
    return decks


def test_a_three_round_match_on_the_board_never_shows_a_later_round():
    b, _watch = new_board()
    b.app.urandom = os.urandom  # the board's own source (the tests' stand-in is the clock)
    decks = {}  # round -> its deck, read from the engine while it is played
    printed_before = {}  # round -> console lines printed before that round was dealt

    def after_turn(board):
        g = board.app.game.game
        if g.round_no not in decks:
            decks[g.round_no] = list(g.deck)
            printed_before[g.round_no] = list(board.lines)
        return g.round_no == ROUNDS and g.is_over()

    table = start(b, "ITAL", 3, [P, P, P])
    play_at = b.now
    play(b, greedy_italian, after_turn=after_turn)
    g = table.game
    assert g.round_no == ROUNDS and g.is_over() and sorted(decks) == [1, 2, 3]
    events = [json.loads(line) for line in b.lines if line.startswith('{"ev"')]
    seeds = [ev["seed"] for ev in events if ev["ev"] == "deal"]
    assert len(seeds) == ROUNDS and len(set(seeds)) == ROUNDS  # one seed per round
    for r in (2, 3):
        # nothing printed before round r was dealt names round r's seed or its tiles
        assert not any(str(seeds[r - 1]) in line for line in printed_before[r])
        assert list(match.deal(Rng(seeds[r - 1]))) == decks[r]  # replay checks it alone
    # every whole number the console printed before round r, tried as a seed of the
    # project's tools
    for r in (2, 3):
        numbers = set()
        for line in printed_before[r]:
            if line.startswith('{"ev"'):
                for v in json.loads(line).values():
                    if isinstance(v, int) and not isinstance(v, bool):
                        numbers.add(v)
        assert seeds[0] in numbers  # round 1's own seed was printed when it ended
        for n in sorted(numbers):
            for deck in deals_of(n):
                assert deck != decks[r], "seed %d, printed before round %d, deals it" % (n, r)
    # every clock value up to PLAY and a while after it, as the old board's match seed
    for ms in range(0, play_at + 5000):
        seed = (ms & 0x3FFFFFFF) or 1
        for deck in deals_of(seed):
            assert deck != decks[2] and deck != decks[3], "the clock %d ms deals a later round" % ms
