"""The Tri-Ominos Monte Carlo player (bots/mc_triominoes.py, issue 15): it never
peeks (every reshuffle of the tiles its seat cannot see gives the same move and
the same generator state), its inference holds in every sample, a decision leaves
the board exactly as it was, and the levels are on the command line."""

import os
import subprocess
import sys

from host_sim import ROOT
from pipgrid.bots import mc_triominoes as mc
from pipgrid.bots.triominoes import choose_greedy
from pipgrid.games.triominoes.game import Triominoes
from pipgrid.rng import Rng


def positions(players, seeds, plies, draw_limit=None):
    """Games part-way through a round: greedy play for ``ply`` moves."""
    for seed in seeds:
        for ply in plies:
            g = Triominoes(players, seed, {"draw_limit": draw_limit})
            rng = Rng(seed)
            for _ in range(ply):
                if g.is_over():
                    break
                g.play(choose_greedy(g.view(g.current_player), rng))
            if not g.is_over():
                yield g


def reshuffle(g, salt):
    """Deal the tiles the current seat cannot see (other hands, the undrawn pool) anew,
    keeping every hand's size (TO-9: what the seat sees stays the same)."""
    me = g.current_player
    hidden = [t for s in range(g.players) if s != me for t in g.hands[s]] + g.pool[g.drawn :]
    Rng(salt).shuffle(hidden)
    k = 0
    for s in range(g.players):
        if s != me:
            n = len(g.hands[s])
            g.hands[s][:] = hidden[k : k + n]
            k += n
    g.pool[g.drawn :] = hidden[k:]


def board_state(b):
    return dict(b.points), dict(b.cells), list(b.order), dict(b.front)


def decide(g, level, state):
    rng = Rng(1)
    rng.state = state
    m = mc.choose(g.view(g.current_player), rng, level)
    return m, rng.state


def test_no_peeking_every_reshuffle_of_the_unseen_tiles_gives_the_same_move():
    checked = changed = 0
    for players in (2, 3, 4):
        for g in positions(players, range(1, 4), (1, 7, 15)):
            for level in range(5):
                state = 4242 + level
                want = decide(g, level, state)
                for k in range(3):
                    before = [list(h) for h in g.hands]
                    reshuffle(g, k * 31 + level + 1)
                    changed += [list(h) for h in g.hands] != before
                    assert decide(g, level, state) == want
                checked += 1
    assert checked >= 100 and changed >= checked  # the hidden hands did change


def test_a_decision_leaves_the_board_exactly_as_it_was():
    for g in positions(2, range(1, 6), (0, 5, 20)):
        before = board_state(g.board)
        moves = g.legal_moves()
        m = mc.choose(g.view(g.current_player), Rng(7), 4)
        assert m in moves
        assert board_state(g.board) == before
        assert g.legal_moves() == moves


def passed_positions():
    """Positions after one or more passes (draw limit 0: nothing fits, so pass)."""
    for seed in range(1, 40):
        for players in (2, 3):
            g = Triominoes(players, seed, {"draw_limit": 0})
            rng = Rng(seed)
            while not g.is_over():
                if g.passes and g.board.order:
                    yield g
                g.play(choose_greedy(g.view(g.current_player), rng))


def test_seats_that_passed_are_dealt_only_tiles_that_fit_nowhere_in_every_sample():
    found = 0
    for g in passed_positions():
        v = g.view(g.current_player)
        m = mc.Search(v, Rng(1), 4)
        m.setup(v, 4)  # (the buffers, also when the seat has a single move)
        passed = [s for s in range(g.players) if m.blocked[s]]
        assert len(passed) == min(g.passes, g.players - 1) or g.current_player in passed
        for s in passed:  # the real hand fits nowhere (TO-8), so the real world is possible
            assert all(not g.board.placements([t]) for t in g.hands[s])
        stuck = set(m.stuck)  # the unseen tiles that fit nowhere
        assert stuck == {t for t in m.tiles if not g.board.placements([t])}
        found += 1
        x = 99
        for _ in range(10):
            x = m.shuffle(x)
            for s in range(g.players):
                mine = [t for t in range(56) if _holds(m.base[s], t)]
                assert len(mine) == m.count[s] == len(g.hands[s])
                if s in passed and len(stuck) >= len(g.hands[s]) * len(passed):
                    assert set(mine) <= stuck
    assert found >= 20


def _holds(pm, t):
    """True when hand masks ``pm`` hold tile ``t`` (its first rotation's bit)."""
    a, b, c = mc.tt.FIRST[t], mc.tt.SECOND[t], mc.tt.THIRD[t]
    return bool(pm[a * 6 + b] >> c & 1)


def test_the_benchmarks_copies_of_the_private_constants_agree():
    """bench/bots_mpy.py runs on MicroPython, where ``_SLICE`` and ``_BUDGET`` are
    consts (no names on the board): it keeps copies."""
    with open(os.path.join(ROOT, "bench", "bots_mpy.py")) as f:
        text = f.read()
    assert "SLICE = %d  #" % mc._SLICE in text
    assert "BUDGET = %r  #" % (mc._BUDGET,) in text
    assert mc.Search.step.__defaults__ == (mc._SLICE,)


def test_levels_on_the_command_line():
    cmd = [
        sys.executable,
        "-m",
        "host_sim",
        "triominoes",
        "--seed",
        "4",
        "--players",
        "3",
        "--bots",
        "l1,l5,expert",
        "--rounds",
        "1",
        "--json",
    ]
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert '"ev":"end"' in out.stdout
    bad = subprocess.run(cmd[:9] + ["l6"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "unknown bot 'l6'" in bad.stderr and "Traceback" not in bad.stderr


def test_the_rollouts_place_and_pop_give_the_engines_boards():
    checked = 0
    for g in positions(3, range(1, 12), (0, 4, 12, 25)):
        b = g.board
        for m in g.legal_moves()[:6]:
            if m < 0:
                continue
            before = board_state(b)
            ck, t, rot = m >> 8, (m & 255) // 3, (m & 255) % 3
            b.place(ck, t, rot)
            want = board_state(b)
            b.remove_last()
            assert board_state(b) == before
            mc.place(b, ck, t, rot)
            assert board_state(b) == want
            mc.pop(b)
            assert board_state(b) == before
            checked += 1
    assert checked > 40
