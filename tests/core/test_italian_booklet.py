"""Italian domino booklet rules IT-1..IT-7 (shared/rules/italian.md), portable."""

from check import raises

from pipgrid.games.domino.italian import Italian  # noqa: I001  (the largest modules first, while the heap is empty)
from pipgrid.games.domino import transcript as domino_json
from pipgrid.games.domino import italian_check  # noqa: F401  (refusals and undo)
from pipgrid import tiles
from pipgrid.games.domino.moves import DRAW, PASS, RuleError


def T(text):
    return tiles.parse(text)


def deck_of(hands):
    used = [T(x) for hand in hands for x in hand]
    return used + [t for t in range(28) if t not in used]


def lay(g, text):
    g.play(T(text))


def test_it1_hand_sizes_players_and_aside():
    for players, size in ((3, 8), (4, 6), (5, 5)):
        g = Italian(players, 4)
        assert g.tile_counts() == [size] * players
        assert g.aside_count() == 28 - players * size and g.boneyard_count() == 0
    assert raises(RuleError, Italian, 2, 1).rule == "IT-1"
    assert raises(RuleError, Italian, 6, 1).rule == "IT-1"
    raises(ValueError, Italian, 3, 1, {"goal": 60})
    line = domino_json.deal_event(Italian(3, 4, {"goal": 70}))
    assert '"options":{"goal":70,"milestones":false}' in line and '"aside":[' in line


def test_it3_highest_tile_opens_and_turns_go_left():
    hands = [
        ["1-2", "0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6"],
        ["5-6", "1-1", "1-3", "1-4", "1-5", "1-6", "2-2", "2-3"],
        ["5-5", "2-4", "2-5", "2-6", "3-3", "3-4", "3-5", "3-6"],
    ]
    g = Italian(3, 1, None, deck_of(hands))
    assert g.current_player == 1 and g.legal_moves() == [T("5-6")]
    assert raises(RuleError, g.play, T("1-1")).rule == "IT-3"
    assert raises(RuleError, g.play, PASS).rule == "IT-3"
    lay(g, "5-6")
    assert g.current_player == 2 and g.total == 11


def test_it4_any_tile_or_pass_total_grows():
    g = Italian(3, 2)
    g.play(g.legal_moves()[0])
    moves = g.legal_moves()
    assert moves[-1] == PASS and len(moves) == 9  # 8 tiles (no matching) + pass
    before = g.total
    t = moves[0]
    assert domino_json.move_event(g, t) == '{"ev":"play","player":%d,"tile":"%s","total":%d}' % (
        g.current_player,
        tiles.text(t),
        before + tiles.VALUE[t],
    )
    g.play(t)
    assert g.total == before + tiles.VALUE[t]
    assert g.last_announced()[(g.current_player - 1) % 3] == g.total
    assert raises(RuleError, g.play, DRAW).rule == "IT-4"
    assert raises(RuleError, g.play, t).rule == "IT-1"  # no longer in the hand


def setup(total, hands, player=0, goal=50):
    g = Italian(len(hands), 1, {"goal": goal})
    g.hands = [sum(1 << T(x) for x in h) for h in hands]
    g.counts = [len(h) for h in hands]
    g.total = total
    g.plays = 5
    g.current_player = player
    return g


def test_it5_exact_hit_wins_at_once():
    g = setup(44, [["1-5", "6-6"], ["0-0"], ["0-1"]])
    lay(g, "1-5")
    assert g.is_over() and g.result() == ("exact", 0, 1) and g.scores() == [1, 0, 0]
    assert (
        domino_json.end_event(g)
        == '{"ev":"end","round":1,"reason":"exact","winner":0,"points":1,"totals":[1,0,0]}'
    )


def test_it6_over_the_goal_closest_wins():
    g = setup(40, [["0-1", "6-6"], ["3-4"], ["0-2"]])
    lay(g, "0-1")  # seat 0 announces 41
    lay(g, "3-4")  # seat 1 announces 48
    lay(g, "0-2")  # seat 2 announces 50? no: 50 exactly -> exact
    assert g.result() == ("exact", 2, 1)
    g = setup(40, [["0-1", "6-6"], ["3-4"], ["5-6"]])
    lay(g, "0-1")  # 41
    lay(g, "3-4")  # 48
    lay(g, "5-6")  # 59: over the goal, seat 1's 48 is closest
    assert g.result() == ("closest", 1, 1)


def test_it6_at_or_below_beats_above_on_a_tie():
    g = setup(45, [["0-2"], ["1-5"], ["0-0"]])
    lay(g, "0-2")  # seat 0: 47 (3 below)
    lay(g, "1-5")  # seat 1: 53 (3 above) -> ends, tie on distance
    assert g.result() == ("closest", 0, 1)


def test_it6_earlier_announcement_wins_a_full_tie():
    g = setup(45, [["0-2"], ["0-0"], ["6-6"]])
    lay(g, "0-2")  # seat 0: 47
    lay(g, "0-0")  # seat 1: 47 too, later
    lay(g, "6-6")  # seat 2: 59 -> closest: seats 0 and 1 tie, seat 0 announced first
    assert g.result() == ("closest", 0, 1)


def test_it6_everyone_passes_in_a_row_and_silent_players_cannot_win():
    g = setup(30, [["0-1"], ["0-2"], ["0-3"]])
    g.announced = [-1, -1, 30]
    g.order = [0, 0, 5]
    g.play(PASS)
    g.play(PASS)
    assert not g.is_over()
    g.play(PASS)
    assert g.result() == ("closest", 2, 1)


def test_it6_player_without_tiles_passes():
    g = setup(30, [[], ["0-2"], ["0-3"]])
    assert g.legal_moves() == [PASS]


def test_it7_match_to_three_round_wins():
    g = Italian(3, 5)
    while not g.match_over():
        while not g.is_over():
            g.play(g.legal_moves()[0])
        if not g.match_over():
            g.next_round()
    assert max(g.scores()) == 3 and g.scores()[g.winner] == 3
    assert sum(g.scores()) == g.round_no


def test_undo_and_save_round_trip():
    g = Italian(4, 6)
    states = []
    for _ in range(7):
        states.append((g.hands[:], g.total, g.current_player, g.last_announced(), g.passes))
        g.play(g.legal_moves()[1 % len(g.legal_moves())])
    data = g.to_bytes()
    assert Italian.from_bytes(data).to_bytes() == data
    raises(ValueError, Italian.from_bytes, data[:20])
    while states:
        g.undo()
        assert (g.hands[:], g.total, g.current_player, g.last_announced(), g.passes) == states.pop()
