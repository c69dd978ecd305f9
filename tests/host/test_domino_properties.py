"""Property tests over random seeds, bots and options for traditional and Italian
domino: tiles accounted for, ends consistent with the line, every game ends,
scores as TR-12/TR-13 say, transcripts replay, mutated transcripts are refused."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from host_sim.replay_italian import replay as replay_italian
from host_sim.replay_traditional import replay as replay_traditional
from host_sim.transcript import TranscriptError, read_events
from pipgrid import tiles
from pipgrid.bots.domino import bots_for
from pipgrid.games.domino import transcript as domino_json
from pipgrid.games.domino.italian import Italian
from pipgrid.games.domino.moves import mask_pips
from pipgrid.games.domino.traditional import Traditional
from pipgrid.games.domino.traditional_rules import plays
from pipgrid.rng import Rng

ALL = (1 << 28) - 1


def traditional_invariants(g):
    line = [tiles.tile(a, b) for a, b in g.line()]
    hands = 0
    for h in g.hands:
        assert h & hands == 0
        hands |= h
    line_mask = sum(1 << t for t in line)
    rest = sum(1 << t for t in g.deck[g.bone :])
    assert len(set(line)) == len(line)
    assert hands | line_mask | rest == ALL and (hands & line_mask) == 0 and (rest & (hands | line_mask)) == 0
    assert [bin(h).count("1") for h in g.hands] == g.tile_counts()
    pairs = g.line()
    if pairs:
        assert g.ends() == (pairs[0][0], pairs[-1][1])
        for (a, b), (c, d) in zip(pairs, pairs[1:]):
            assert b == c or (g.wild and (a == b or c == d))


def italian_invariants(g):
    played = ALL
    for h in g.hands:
        played &= ~h
    played &= (
        ~sum(1 << t for t in g.deck[g.bone :])
        if g.milestones
        else ~sum(1 << t for t in g.deck[g.players * g.hand_size :])
    )
    assert mask_pips(played) == g.total
    assert bin(played).count("1") == g.plays


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**31 - 1),
    players=st.integers(2, 4),
    bots=st.lists(st.sampled_from(["random", "greedy"]), min_size=4, max_size=4),
    wild=st.booleans(),
    draw=st.integers(0, 3),
    rounds=st.integers(1, 3),
)
def test_traditional_rounds_hold_their_invariants_and_replay(seed, players, bots, wild, draw, rounds):
    g = Traditional(players, seed, {"wild_doubles": wild, "draw_count": draw, "target": 50})
    table = bots_for("traditional")
    rng = Rng(seed + 1)
    lines = []
    played = 0
    while True:
        lines.append(domino_json.deal_event(g))
        steps = 0
        while not g.is_over():
            traditional_invariants(g)
            move = table[bots[g.current_player]](g.view(g.current_player), rng)
            lines.append(domino_json.move_event(g, move))
            g.play(move)
            steps += 1
            assert steps < 200
        traditional_invariants(g)
        reason, winner, points = g.result()
        left = [mask_pips(h) for h in g.hands]
        if reason == "domino":
            assert g.hands[winner] == 0 and points == sum(left)
        else:
            assert not g.can_draw()
            assert not any(plays(h, g.left, g.right, g.wild) for h in g.hands)  # TR-13
            key = [(g.counts[s], left[s]) for s in range(players)]
            best = min(key)
            if key.count(best) > 1:
                assert winner is None and points == 0
            else:
                assert winner == key.index(best) and points == sum(left) - left[winner]
        lines.append(domino_json.end_event(g))
        played += 1
        if g.match_over():
            lines.append(domino_json.match_event(g))
            break
        if played >= rounds:
            break
        g.next_round()
    text = "\n".join(lines) + "\n"
    result = replay_traditional(read_events(text))
    assert result[0].endswith("totals " + " ".join("%d" % v for v in g.scores()))
    check_mutations(text, replay_traditional, seed)


@settings(max_examples=30, deadline=None)
@given(
    seed=st.integers(0, 2**31 - 1),
    players=st.integers(2, 5),
    milestones=st.booleans(),
    goal=st.sampled_from([50, 70, 100]),
    bot=st.sampled_from(["random", "greedy"]),
)
def test_italian_rounds_hold_their_invariants_and_replay(seed, players, milestones, goal, bot):
    if players == 2 and not milestones:
        players = 3
    g = Italian(players, seed, {"milestones": milestones, "goal": goal})
    choose = bots_for("italian")[bot]
    rng = Rng(seed)
    lines = [domino_json.deal_event(g)]
    steps = 0
    while not g.is_over():
        italian_invariants(g)
        move = choose(g.view(g.current_player), rng)
        lines.append(domino_json.move_event(g, move))
        g.play(move)
        steps += 1
        assert steps < 300
    italian_invariants(g)
    reason, winner, points = g.result()
    if milestones:
        assert g.total >= 100 and reason == ("exact" if g.total == 100 else "over")
    elif reason == "exact":
        assert g.total == goal and g.last_announced()[winner] == goal
    else:
        dist = [abs(goal - t) if t >= 0 else 999 for t in g.last_announced()]
        assert dist[winner] == min(dist)
    lines.append(domino_json.end_event(g))
    text = "\n".join(lines) + "\n"
    replay_italian(read_events(text))
    check_mutations(text, replay_italian, seed)


def check_mutations(text, replay, seed):
    """Dropping a line, handing a move to another seat, a wrong score, a cut file:
    each is refused with a TranscriptError."""
    lines = text.splitlines()
    r = Rng(seed)
    mutants = []
    k = 1 + r.below(len(lines) - 1)
    mutants.append(lines[:k] + lines[k + 1 :])
    moves = [i for i, x in enumerate(lines) if '"player"' in x]
    if moves:
        i = moves[r.below(len(moves))]
        ev = json.loads(lines[i])
        players = json.loads(lines[0])["players"]
        ev["player"] = (ev["player"] + 1) % players
        mutants.append(lines[:i] + [json.dumps(ev)] + lines[i + 1 :])
    ends = [i for i, x in enumerate(lines) if x.startswith('{"ev":"end"')]
    ev = json.loads(lines[ends[0]])
    ev["points"] += 1
    mutants.append(lines[: ends[0]] + [json.dumps(ev)] + lines[ends[0] + 1 :])
    mutants.append(lines[:-1] + [lines[-1][: len(lines[-1]) // 2]])
    for m in mutants:
        try:
            replay(read_events("\n".join(m) + "\n"))
        except TranscriptError:
            continue
        raise AssertionError("mutated transcript accepted:\n" + "\n".join(m[:3]))
