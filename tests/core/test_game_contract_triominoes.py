"""The game contract (tests/core/test_game_contract.py, docs/architecture.md) for
Tri-Ominos: each seat's view checked at every turn (TO-9), shared and own pools
(TO-16), and a whole game played to its winner (TO-12)."""

from test_game_contract import check_contract, check_match


def hide(g, seat):
    """Trade the first tile of ``seat``'s hand for the last one left to draw (the pool,
    or the seat's own pool); what puts both back, or None."""
    hand = g.hands[seat]
    pool = g.pool if g.pools is None else g.pools[seat]
    if not hand or len(pool) <= (g.drawn if g.pools is None else 0):
        return None
    hands, kept = [list(h) for h in g.hands], list(pool)
    hand[0], pool[-1] = pool[-1], hand[0]

    def put_back():
        for s in range(len(hands)):
            g.hands[s][:] = hands[s]
        pool[:] = kept

    return put_back


def test_triominoes_keeps_the_game_contract():
    from pipgrid.games.triominoes.game import Triominoes

    check_contract(lambda: Triominoes(3, 11), 3, hide=hide)


def test_triominoes_with_own_pools_keeps_the_game_contract():
    from pipgrid.games.triominoes.game import Triominoes

    check_contract(lambda: Triominoes(4, 12, {"pools": "own"}), 4, hide=hide)


def test_a_triominoes_game_ends_with_its_winner():
    from pipgrid.games.triominoes.game import Triominoes

    check_match(lambda: Triominoes(2, 13, {"target": 60}), 2)
