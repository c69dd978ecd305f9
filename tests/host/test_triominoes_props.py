"""Property tests for Tri-Ominos (CPython, hypothesis): tiles conserved, every lattice
point's number agrees with every tile touching it, every game ends, undo and saves
restore, generated transcripts replay and mutated ones are rejected."""

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from host_sim.replay_triominoes import replay
from host_sim.transcript import TranscriptError, read_events
from pipgrid.bots import choose_random
from pipgrid.bots.triominoes import choose_greedy
from pipgrid.games.triominoes import lattice as lat
from pipgrid.games.triominoes import tiles as tt
from pipgrid.games.triominoes.game import Triominoes
from pipgrid.games.triominoes.play import play_game
from pipgrid.rng import Rng

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])

games = st.builds(
    lambda players, seed, limit, club: Triominoes(players, seed, {"draw_limit": limit, "club": club}),
    st.integers(2, 6),
    st.integers(0, 2**32 - 1),
    st.sampled_from([None, 0, 1, 3]),
    st.booleans(),
)


def check_board(g):
    """TO-6 invariants: per point, the number every touching tile shows, and the count."""
    seen = {}
    for ck in g.board.order:
        t, rot = g.board.cells[ck] // 3, g.board.cells[ck] % 3
        for p, n in zip(lat.corners(ck), tt.corners(t, rot)):
            number, count = seen.get(p, (n, 0))
            assert number == n, "point %r shows %d and %d" % (lat.point_xy(p), number, n)
            seen[p] = (n, count + 1)
    assert {p: (v & 7, v >> 3) for p, v in g.board.points.items()} == seen


def check_tiles(g):
    """TO-1: hands, the undrawn pool and the board hold the 56 tiles exactly once."""
    on_board = [g.board.cells[ck] // 3 for ck in g.board.order]
    held = [t for h in g.hands for t in h]
    assert sorted(on_board + held + g.pool[g.drawn :]) == list(tt.ALL)


@SETTINGS
@given(games, st.integers(0, 2**31))
def test_rounds_keep_invariants_end_and_undo_restores(g, bot_seed):
    rng = Rng(bot_seed)
    start = g.to_bytes()
    steps = 0
    while not g.is_over():
        moves = g.legal_moves()
        assert moves, "a round in play always offers a move"
        g.play(moves[rng.below(len(moves))])
        check_tiles(g)
        check_board(g)
        steps += 1
        assert steps < 1000, "the round does not end"
    assert g.end_reason in ("out", "blocked")
    restored = Triominoes.from_bytes(g.to_bytes())
    assert restored.scores() == g.scores() and restored.round_winner == g.round_winner
    while g.history:
        g.undo()
    assert g.to_bytes() == start


@settings(max_examples=10, deadline=None)
@given(st.integers(2, 6), st.integers(0, 10**6), st.sampled_from([None, 0, 2]), st.booleans())
def test_every_game_ends_at_the_target(players, seed, limit, club):
    g = Triominoes(players, seed, {"draw_limit": limit, "club": club})
    rounds = play_game(g, [choose_greedy, choose_random] * 3, Rng(seed), lambda line: None)
    assert g.match_over() and max(g.scores()) >= g.target and rounds == g.round_no


def transcript(players, seed, limit, club, rounds=0):
    lines = []
    g = Triominoes(players, seed, {"draw_limit": limit, "club": club})
    play_game(g, [choose_greedy, choose_random] * 3, Rng(seed), lines.append, rounds)
    return lines


@settings(max_examples=15, deadline=None)
@given(st.integers(2, 6), st.integers(0, 10**6), st.sampled_from([None, 0, 3]), st.booleans())
def test_generated_transcripts_replay(players, seed, limit, club):
    lines = transcript(players, seed, limit, club)
    out = replay(read_events("\n".join(lines)))
    totals = json.loads(lines[-1])["totals"]
    assert out[-players:] == ["seat %d: %d" % (s + 1, t) for s, t in enumerate(totals)]


def mutate(lines, kind, pick):
    """A copy of the transcript with one event spoiled."""
    lines = list(lines)
    if kind == "delete":
        del lines[pick % len(lines)]
        return lines
    field = {"points": "place", "penalty": "draw pass", "totals": "end game"}[kind]
    idx = [i for i, line in enumerate(lines) if json.loads(line)["ev"] in field.split()]
    if not idx:
        return None
    i = idx[pick % len(idx)]
    ev = json.loads(lines[i])
    if kind == "totals":
        ev["totals"][pick % len(ev["totals"])] += 1
    else:
        ev[kind] -= 1
    lines[i] = json.dumps(ev)
    return lines


@settings(max_examples=30, deadline=None)
@given(
    st.integers(2, 4),
    st.integers(0, 10**6),
    st.sampled_from(["delete", "points", "penalty", "totals"]),
    st.integers(0, 10**6),
)
def test_mutated_transcripts_are_rejected(players, seed, kind, pick):
    lines = transcript(players, seed, 3, False, rounds=1)
    bad = mutate(lines, kind, pick)
    if bad is None:
        return
    try:
        replay(read_events("\n".join(bad)))
    except TranscriptError:
        return
    raise AssertionError("a spoiled transcript (%s) replayed" % kind)
