"""Own pools (TO-16) and solitaire (TO-17) in Tri-Ominos: the deal (whole games: tests/host/test_triominoes_variants.py)."""

from check import raises

from pipgrid.games.triominoes import game as tri


def test_to16_own_pools_dealt_round_robin_from_the_seat_after_the_opener():
    for players, sizes in ((5, (6, 5, 5, 5, 5)), (6, (4, 4, 3, 3, 3, 3))):
        g = tri.Triominoes(players, 3, {"pools": "own"})
        after = (g.opener + 1) % players
        assert [len(g.pools[(after + k) % players]) for k in range(players)] == list(sizes)
        merged = []
        for i in range(len(g.pool)):
            merged.append(g.pools[(after + i % players) % players][i // players])
        assert merged == g.pool


def test_to17_solitaire_deals_nine_and_opens_by_to5():
    g = tri.Triominoes(1, 12)
    assert len(g.hands[0]) == 9 and g.pool_left() == 47 and g.opener == 0  # TO-17
    assert g.target and "target" in g.options  # (kept, but a solitaire has one round)
    raises(ValueError, tri.Triominoes, 1, 1, {"pools": "own"})  # TO-16: 2 to 6 players
    raises(ValueError, tri.Triominoes, 0, 1)
