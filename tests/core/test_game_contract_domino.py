"""The game contract (tests/core/test_game_contract.py, docs/architecture.md) for the domino games: traditional, Italian booklet and milestones."""

from test_game_contract import check_contract


def test_traditional_keeps_the_game_contract():
    from pipgrid.games.domino.traditional import Traditional

    check_contract(lambda: Traditional(3, 21), 3)


def test_italian_keeps_the_game_contract():
    from pipgrid.games.domino.italian import Italian

    check_contract(lambda: Italian(4, 5), 4)
    check_contract(lambda: Italian(2, 9, {"milestones": True}), 2)
