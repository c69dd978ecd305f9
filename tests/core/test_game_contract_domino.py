"""The game contract (tests/core/test_game_contract.py, docs/architecture.md) for the
domino games: traditional, Italian booklet and milestones, each seat's view checked at
every turn (TR-3, HS-1) and a whole match played to its winner (TR-14, IT-7, IT-M4)."""

from test_game_contract import check_contract, check_match


def hide(g, seat):
    """Trade the lowest tile of ``seat``'s hand for the deck's last tile while that one
    is hidden from every seat (in the boneyard, or set aside in the Italian booklet
    game); what puts both back, or None."""
    aside = g.game == "italian" and not g.milestones
    if not g.hands[seat] or not (aside or g.bone < len(g.deck)):
        return None
    hands, deck = list(g.hands), bytearray(g.deck)
    mine = g.hands[seat]
    tile = 0
    while not mine >> tile & 1:
        tile += 1
    g.hands[seat] = mine ^ 1 << tile | 1 << g.deck[-1]
    g.deck[-1] = tile

    def put_back():
        g.hands[:] = hands
        g.deck[:] = deck

    return put_back


def test_traditional_keeps_the_game_contract():
    from pipgrid.games.domino.traditional import Traditional

    check_contract(lambda: Traditional(3, 21), 3, hide=hide)


def test_a_traditional_match_ends_with_its_winner():
    from pipgrid.games.domino.traditional import Traditional

    check_match(lambda: Traditional(2, 4, {"target": 50}), 2)


def test_italian_keeps_the_game_contract():
    from pipgrid.games.domino.italian import Italian

    check_contract(lambda: Italian(4, 5), 4, hide=hide)
    check_contract(lambda: Italian(2, 9, {"milestones": True}), 2, hide=hide)


def test_an_italian_match_ends_with_its_winner():
    from pipgrid.games.domino.italian import Italian

    check_match(lambda: Italian(3, 8), 3)
    check_match(lambda: Italian(2, 9, {"milestones": True}), 2)
