"""The Monte Carlo players (bots/sampling.py, bots/mc_domino.py; issue 15).

No peeking: with the same view and the same generator state, every reshuffle of
the tiles the seat cannot see (the other hands, the boneyard, the tiles set aside)
gives the same move, at every level. Inference is sound: a sample never gives a
seat a tile its passes ruled out, and the real hands are always a possible world.
Work, not time: the same seed gives the same decision however it is sliced.
"""

import random
import subprocess
import sys

import pytest

from host_sim import ROOT
from pipgrid import tiles
from pipgrid.bots import levels, mc_domino, mc_italian, mc_milestones, mc_traditional, sampling
from pipgrid.bots.domino import greedy_italian, greedy_traditional
from pipgrid.bots.levels import BOT_NAMES, bots_for
from pipgrid.games.domino.italian import Italian
from pipgrid.games.domino.moves import DRAW, PASS
from pipgrid.games.domino.traditional import Traditional
from pipgrid.rng import Rng

SET_UPS = (
    (Traditional, 2, None),
    (Traditional, 3, None),
    (Traditional, 4, {"draw_count": 0}),
    (Traditional, 2, {"wild_doubles": False, "draw_count": 1}),
    (Italian, 3, None),
    (Italian, 5, {"goal": 70}),
    (Italian, 2, {"milestones": True}),
    (Italian, 4, {"milestones": True}),
)


def rmask(mask):
    """A tile mask (bit t) in the models' rank space (bots/mc_domino.RANKS)."""
    return sum(1 << mc_domino.RANKS[t] for t in range(28) if mask >> t & 1)


def model_of(g):
    """The model class of ``g``'s game (ui/domino/think.py chooses the same)."""
    if g.game == "traditional":
        return mc_traditional.Model
    return mc_milestones.Model if g.milestones else mc_italian.Model


def positions(cls, players, options, seeds, plies=(0, 3, 7, 12, 20)):
    """Games part-way through a round (greedy and random moves), at a seat to move."""
    for seed in seeds:
        for k in plies:
            g = cls(players, seed, options)
            rng = Rng(seed * 7 + k)
            greedy = greedy_traditional if cls is Traditional else greedy_italian
            for i in range(k):
                if g.is_over():
                    break
                v = g.view(g.current_player)
                moves = v.legal_moves()
                g.play(greedy(v, rng) if i % 3 else moves[rng.below(len(moves))])
            if not g.is_over():
                yield g


def reshuffled(g, seed):
    """The same game with the tiles the seat on turn cannot see dealt anew: the
    other hands keep their sizes, the boneyard or the tiles set aside theirs."""
    s = g.current_player
    others = [o for o in range(g.players) if o != s]
    hidden = []
    for o in others:
        hidden.extend(g.hand(o))
    start = g.bone if g.game == "traditional" or g.milestones else g.players * g.hand_size
    rest = list(g.deck[start:])
    hidden.extend(rest)
    random.Random(seed).shuffle(hidden)
    i = 0
    for o in others:
        n = g.counts[o]
        g.hands[o] = 0
        for t in hidden[i : i + n]:
            g.hands[o] |= 1 << t
        i += n
    for j in range(len(rest)):
        g.deck[start + j] = hidden[i + j]
    return g


@pytest.mark.parametrize("cls,players,options", SET_UPS)
def test_no_peeking_every_reshuffle_of_the_unseen_tiles_gives_the_same_move(cls, players, options):
    checked = changed = 0
    for g in positions(cls, players, options, range(1, 5)):
        for level in range(5):
            state = 12345 + level
            model = model_of(g)
            rng = Rng(1)
            rng.state = state
            want = levels.decide(model, g.view(g.current_player), rng, level)
            after = rng.state
            for k in range(3):
                before = list(g.hands)
                h = reshuffled(g, k * 31 + level)
                changed += h.hands != before
                rng = Rng(1)
                rng.state = state
                assert levels.decide(model, h.view(h.current_player), rng, level) == want
                assert rng.state == after
            checked += 1
    assert checked >= 40 and changed >= checked  # the hidden hands did change


def test_a_pass_rules_the_ends_out_of_that_hand_in_every_sample():
    found = 0
    for g in positions(Traditional, 3, {"draw_count": 0}, range(1, 40), plies=(6, 10, 14)):
        v = g.view(g.current_player)
        m = mc_traditional.Model(v)
        passed = [(rec >> 6 & 7, rec >> 10 & 7, rec >> 13 & 7) for rec in v.history if rec & 63 == PASS]
        if not passed:
            continue
        found += 1
        x = 99
        for _ in range(30):
            x = m.sample(x)
            for seat, left, right in passed:
                fit = mc_traditional.RPIP[left] | mc_traditional.RPIP[right] | mc_traditional.RPIP[8]
                assert not m.hands[seat] & fit
            assert sorted(mc_domino.count(h) for h in m.hands) == sorted(g.counts)
        # the real world is possible: no seat's real hand meets its voids
        for seat in range(g.players):
            assert not rmask(g.hands[seat]) & m.voids[seat] or seat == g.current_player
    assert found >= 5


def test_draws_keep_what_was_learnt_of_the_older_tiles_and_the_real_hands_stay_possible():
    # TR-9: a seat that draws held nothing fitting the ends; only its drawn tiles may
    # (fresh[s] of them, which only a later pass constrains: voids[n + s])
    found = 0
    for players in (2, 3, 4):
        for g in positions(Traditional, players, None, range(1, 30), plies=(8, 12, 16, 24)):
            v = g.view(g.current_player)
            m = mc_traditional.Model(v)
            drew = [rec >> 6 & 7 for rec in v.history if rec & 63 == DRAW]
            for seat in range(g.players):
                if seat == g.current_player:
                    continue
                real = rmask(g.hands[seat])
                assert mc_domino.count(real & m.voids[seat]) <= m.fresh[seat]
                assert not real & m.voids[g.players + seat]
                assert m.fresh[seat] <= g.counts[seat]
            if any(m.voids[s] and m.fresh[s] for s in drew if s != g.current_player):
                found += 1
            x = 5
            for _ in range(10):
                x = m.sample(x)
                assert sorted(mc_domino.count(h) for h in m.hands) == sorted(g.counts)
    assert found >= 20


def test_the_opening_rules_higher_tiles_out_of_every_dealt_hand():
    for seed in range(1, 30):
        g = Traditional(4, seed)
        opening = g.legal_moves()[0]
        g.play(opening)
        v = g.view(g.current_player)
        m = mc_traditional.Model(v)
        for seat in range(4):
            assert not rmask(g.hands[seat]) & m.voids[seat]
            assert m.voids[seat] == (1 << mc_domino.RANKS[opening >> 1]) - 1


def test_the_same_decision_however_the_thinking_is_sliced():
    for g in positions(Traditional, 2, None, range(1, 6), plies=(3, 9)):
        for work in (1, 37, 400, 1 << 20):
            rng = Rng(5)
            s = sampling.Search(mc_traditional.Model, g.view(g.current_player), rng, 4)
            steps = 1
            while not s.step(work):
                steps += 1
            if work == 1 << 20:
                assert steps == 1
            rng2 = Rng(5)
            assert s.move == levels.decide(mc_traditional.Model, g.view(g.current_player), rng2, 4)


def test_rollout_generator_stays_below_2_to_the_30():
    x = 1
    seen = set()
    for _ in range(200000):
        x = sampling.step(x)
        assert 0 < x < 1 << 30
        seen.add(x)
    assert len(seen) == 200000  # no short cycle from this state


def test_budgets_grow_with_the_level_and_only_low_levels_slip():
    assert list(sampling.BUDGET) == sorted(sampling.BUDGET)
    assert sampling._SLICE == 400  # bench/bots_mpy.py's default
    slips = [0] * 5
    tried = 0
    for g in positions(Traditional, 3, None, range(1, 40), plies=(3, 7)):
        v = g.view(g.current_player)
        if len(v.legal_moves()) < 2:
            continue
        tried += 1
        for level in range(5):
            slips[level] += sampling.Search(mc_traditional.Model, v, Rng(tried), level).game is None
    assert tried >= 30 and slips[2:] == [0, 0, 0]
    assert tried // 4 < slips[0] < tried and 0 < slips[1] < slips[0]  # 1 in 2, 1 in 4


def test_levels_play_legal_moves_whole_matches():
    for cls, players, options in SET_UPS:
        g = cls(players, 3, options)
        bots = bots_for(g.game)
        rng = Rng(9)
        names = ("l1", "l3", "expert", "l2", "l5")
        while not g.is_over():
            v = g.view(g.current_player)
            move = bots[names[g.current_player]](v, rng)
            assert move in v.legal_moves()
            g.play(move)
        assert move == DRAW or move == PASS or move < DRAW


def run_cli(*args):
    return subprocess.run(
        [sys.executable, "-m", "host_sim"] + list(args), cwd=ROOT, capture_output=True, text=True, timeout=300
    )


def test_cli_accepts_the_level_names_and_expert():
    assert set(("l1", "l2", "l3", "l4", "l5", "expert")) <= set(BOT_NAMES)
    r = run_cli("traditional", "--seed", "4", "--players", "2", "--bots", "expert,l1", "--json")
    assert r.returncode == 0 and r.stdout.count('"ev":"deal"') == 1
    r = run_cli("italian", "--seed", "4", "--players", "3", "--bots", "l2", "--json")
    assert r.returncode == 0
    r = run_cli("traditional", "--bots", "l9")
    assert r.returncode == 2 and "Traceback" not in r.stderr and len(r.stderr.strip().splitlines()) == 1


def test_milestone_tables_follow_the_milestone_rules():
    from pipgrid.games.domino.italian_rules import milestone_points

    for t in range(100):
        hit = safe = 0
        for v in range(13):
            if milestone_points(t + v):
                hit |= mc_italian.VAL[v]
            if not any(milestone_points(t + v + w) for w in range(1, 13)):
                safe |= mc_italian.VAL[v]
        assert mc_milestones.MS[t] == hit and mc_milestones.MS[100 + t] == safe, t
        assert mc_domino.RANKS[102 + t] == milestone_points(t)
    for t in range(100, 113):
        assert mc_domino.RANKS[102 + t] == (8 if t == 100 else 0)
    for v in range(14):
        assert mc_italian.VAL[v] == sum(1 << mc_domino.RANKS[t] for t in range(28) if tiles.VALUE[t] == v)
        assert mc_italian.VAL[14 + v] == sum(mc_italian.VAL[w] for w in range(v))
