"""The game contract (tests/core/test_game_contract.py, docs/architecture.md) for Tri-Ominos."""

from test_game_contract import check_contract


def test_triominoes_keeps_the_game_contract():
    from pipgrid.games.triominoes.game import Triominoes

    check_contract(lambda: Triominoes(3, 11), 3)
