"""Tri-Ominos round ends (TO-10 going out, TO-11 blocked) and the game end (TO-12)."""

from check import raises
from pipgrid.games.triominoes import game as tri
from pipgrid.games.triominoes import lattice as lat
from pipgrid.games.triominoes import tiles as tt
from triominoes_deals import T, game, place, value


def test_to11_blocked_round_fewest_tiles_wins():
    g = game(2, [["5-5-5"], []], draw_limit=0)
    place(g, "U", 0, 0, "5-5-5")
    g.play(tri.PASS)
    assert not g.is_over()
    g.play(tri.PASS)
    assert g.is_over() and g.end_reason == "blocked" and g.round_winner == 0
    own, other = value(g.hands[0]), value(g.hands[1])
    assert g.round_points == other - own
    assert g.scores() == [25 - 10 + other - own, -10]
    assert (g.round_no, g.end_reason, g.round_winner) == (1, "blocked", 0)


def _three_blocked(p0, p1):
    """3 players, no drawing: 5-5-5 opens, 4-5-5 answers, then nobody can place."""
    g = game(3, [["5-5-5"] + p0, ["4-5-5"] + p1, []], draw_limit=0)
    place(g, "U", 0, 0, "5-5-5")
    place(g, "D", -1, 0, "4-5-5")
    for _ in range(3):
        assert g.legal_moves() == [tri.PASS]
        g.play(tri.PASS)
    assert g.is_over() and g.end_reason == "blocked"
    return g


def test_to11_tie_on_tiles_lowest_value_wins():
    g = _three_blocked(["0-0-1"], ["0-0-2"])  # 6 tiles each; seat 0 holds less
    assert value(g.hands[0]) < value(g.hands[1]) and g.round_winner == 0
    assert g.round_points == value(g.hands[1]) + value(g.hands[2]) - value(g.hands[0])


# six tiles each without a 5, pairwise of equal value: 29 in both hands
EVEN_0 = ["0-0-3", "0-0-4", "0-1-4", "0-2-4", "0-3-3", "1-1-3"]
EVEN_1 = ["0-1-2", "0-1-3", "0-2-3", "1-1-4", "1-2-3", "1-2-2"]


def test_to11_tie_on_tiles_and_value_no_winner():
    g = _three_blocked(EVEN_0, EVEN_1)
    assert value(g.hands[0]) == value(g.hands[1]) == 29 and len(g.hands[2]) == 7
    assert g.round_winner is None and g.round_points == 0
    assert g.end_reason == "blocked" and g.round_winner is None
    assert g.scores() == [25 - 10, 14 - 10, -10]


def test_to10_going_out_scores_25_and_opponents_hands():
    for club in (False, True):
        g = game(2, [["5-5-5"], []], draw_limit=0, club=club)
        place(g, "U", 0, 0, "5-5-5")
        g.play(tri.PASS)
        g.hands[0][:] = [T("4-5-5")]  # hand-built: one tile left, and it fits
        place(g, "D", -1, 0, "4-5-5")
        rest = value(g.hands[1])
        assert g.is_over() and g.end_reason == "out" and g.round_winner == 0
        if club:
            assert g.round_points == 25 and g.scores() == [25 + 14 + 25, -10 - rest]
        else:
            assert g.round_points == 25 + rest and g.scores() == [25 + 14 + 25 + rest, -10]


def test_to12_game_ends_at_the_target_and_round_winner_decides():
    # both reach the target in the same round: the round's winner wins, not the higher total
    g = game(2, [["5-5-5"], []], draw_limit=0, target=20)
    place(g, "U", 0, 0, "5-5-5")
    g.totals[1] = 500  # hand-built totals
    g.play(tri.PASS)
    g.play(tri.PASS)
    assert g.round_winner == 0 and g.match_over() and g.winner == 0
    assert g.winner == 0 and g.totals[1] > g.totals[0]
    raises(ValueError, g.next_round)


def test_to12_without_round_winner_highest_total_then_lower_seat():
    g = _three_blocked(EVEN_0, EVEN_1)
    assert g.round_winner is None
    g.undo()
    g.target = 5
    g.totals[:] = [30, 30, 31]
    g.play(tri.PASS)
    assert g.winner == 2  # highest total among those at the target
    g.undo()
    g.totals[:] = [40, 60, 50]  # seat 1 passes last: 50 after its -10
    g.play(tri.PASS)
    assert g.winner == 1  # equal totals: the lower seat


def test_to12_below_target_the_game_goes_on_and_to13_next_round_opens_again():
    g = tri.Triominoes(2, 11)
    while not g.is_over():
        g.play(g.legal_moves()[0])
    assert max(g.scores()) < g.target and not g.match_over()
    raises(ValueError, g.play, g.legal_moves()[0] if g.legal_moves() else tri.PASS)
    totals = g.scores()
    g.next_round()
    assert g.round_no == 2 and len(g.board) == 0 and g.scores() == totals
    best = max(tt.opening_rank(t) for h in g.hands for t in h)
    assert tt.opening_rank(lat.move_tile(g.legal_moves()[0])) == best
    assert g.current_player == g.opener and best in [tt.opening_rank(t) for t in g.hands[g.opener]]
