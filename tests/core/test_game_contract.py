"""One game contract (docs/architecture.md, "The game contract"), checked the same way for
every game: Luzon, traditional and Italian domino (booklet and milestones), Tri-Ominos
and Pocket, the test-only patience of tests/plugin (the domino games' and Tri-Ominos'
in test_game_contract_domino.py and test_game_contract_triominoes.py: each file is one
MicroPython process). Portable: it runs under pytest and, unchanged, under MicroPython
(tests/mpy_runner.py).

- ``undo()`` at the start refuses with a ValueError; after a move it takes that move
  back, returns it, and the position (legal moves, seat to play, scores) is as before;
- ``is_over()`` (the round) and ``match_over()`` are booleans, a match over only with
  its round over;
- ``from_bytes(to_bytes())`` is the same game, after the moves played;
- a legal move's text parses back to the move (``move_text`` / ``parse_move``: the
  first, the last and the one played, at every turn);
- ``winner`` is a seat number or None, never -1: None while the match goes on, a seat
  once a match of several seats is over; ``round_winner`` (games of several rounds) the
  same for the round; a whole match played to its end (``check_match``) ends with a
  winner, and taking its last move back makes it None again;
- ``view(seat)`` (games with hidden tiles, ``check_views``) holds no tile the seat may
  not see: trading a tile of another seat's hand for a hidden one (another hand, the
  boneyard, the pool) leaves every field of the view as it was.
"""

import sys

MOVES = 40  # moves played into each game's first round
LOADED = tuple(sys.modules)  # each game's modules are forgotten after its test (``forget``)


def forget():
    """Unload the game's modules (on MicroPython: its tests share one small heap)."""
    from pipgrid.memory import unload

    unload(keep=LOADED)


def position(g):
    return (sorted(g.legal_moves()), g.current_player, list(g.scores()))


def refuses_undo(g):
    try:
        g.undo()
    except ValueError:
        return True
    return False


def is_seat(winner, seats):
    return type(winner) is int and 0 <= winner < seats


def check_winners(g, seats):
    """``winner`` (and ``round_winner``): None or a seat; None while the match (the
    round) goes on."""
    assert g.winner is None or is_seat(g.winner, seats), g.winner
    assert g.match_over() or g.winner is None
    if hasattr(g, "next_round"):  # a game of several rounds
        assert g.round_winner is None or is_seat(g.round_winner, seats), g.round_winner
        assert g.is_over() or g.round_winner is None


def check_contract(make, seats, moves=MOVES, hide=None):
    """The contract on the game ``make()`` makes for ``seats`` seats, ``moves`` moves
    into its first round; ``hide(game, seat)`` trades a tile of ``seat``'s hand for a
    hidden one and returns what puts it back (games with hidden tiles: ``check_views``
    at every turn)."""
    g = make()
    assert refuses_undo(g), "undo at the start refuses (ValueError)"
    for _ in range(moves):
        check_winners(g, seats)
        if hide is not None:
            check_views(g, seats, hide)
        if g.is_over():
            break
        assert g.is_over() is False and g.match_over() is False
        assert 0 <= g.current_player < seats
        moves = g.legal_moves()
        assert moves
        move = moves[len(moves) // 2]
        for m in (moves[0], move, moves[-1]):
            assert g.parse_move(g.move_text(m)) == m, g.move_text(m)
        before = position(g)
        g.play(move)
        assert g.undo() == move
        assert position(g) == before
        g.play(move)
    moves = before = None  # room for the save's module on a small heap
    import gc

    gc.collect()
    saved = g.to_bytes()
    assert type(g).from_bytes(saved).to_bytes() == saved
    over = g.match_over()
    assert over is True or over is False
    assert not over or g.is_over()
    g = None
    forget()


def fields(view):
    """A view's fields by name (every interpreter here keeps an object's ``__dict__``)."""
    return dict(view.__dict__)


def check_views(g, seats, hide):
    """Every seat's view is the same whichever hidden tiles the other seats hold: a
    view that showed another hand or the boneyard would change (HS-1, TR-3, TO-9)."""
    for seat in range(seats):
        seen = fields(g.view(seat))
        for other in range(seats):
            if other == seat:
                continue
            put_back = hide(g, other)
            if put_back is None:  # nothing hidden to trade with
                continue
            changed = fields(g.view(seat))
            put_back()
            for name in seen:
                assert changed[name] == seen[name], "seat %d's view shows %s of seat %d" % (seat, name, other)
        assert fields(g.view(seat)) == seen


def check_match(make, seats, rounds=60):
    """Play the match ``make()`` makes to its end (each seat plays its middle legal
    move): every round ends with its winner or None, the match with a seat as its
    winner; taking that last move back leaves the match, and its winner, open again."""
    g = make()
    for _ in range(rounds):
        while not g.is_over():
            check_winners(g, seats)
            moves = g.legal_moves()
            g.play(moves[len(moves) // 2])
        check_winners(g, seats)
        if g.match_over():
            break
        assert g.winner is None
        g.next_round()
    assert g.match_over() and is_seat(g.winner, seats), g.winner
    last = g.undo()
    assert not g.match_over() and not g.is_over() and g.winner is None
    assert g.round_winner is None
    g.play(last)
    assert g.match_over() and is_seat(g.winner, seats)
    g = None
    forget()


def test_luzon_keeps_the_game_contract():
    from pipgrid.games.luzon.game import Luzon

    check_contract(lambda: Luzon(17), 1)


def test_luzon_has_one_winner_once_won_and_none_when_lost():
    """LZ-10: a won deal's winner is its one seat; a deal with no move left is lost,
    and has none."""
    from pipgrid.games.luzon.game import Luzon

    won = Luzon(17)  # won by always taking the last legal move
    for _ in range(100):
        if won.legal_moves():
            assert won.winner is None
            won.play(won.legal_moves()[-1])
    assert won.match_over() and won.winner == 0
    won.undo()
    assert won.winner is None
    won = None
    lost = Luzon(1)  # winnable, but not by always taking the last legal move
    for _ in range(100):
        if lost.legal_moves():
            lost.play(lost.legal_moves()[-1])
    assert lost.match_over() and not lost.is_won() and lost.winner is None
    lost = None
    forget()


def test_the_test_only_game_keeps_the_game_contract():
    try:
        from pocket.rules import Pocket
    except ImportError:  # run from tests/core: the test-only game lives in tests/plugin
        sys.path.append(__file__.rsplit("/", 2)[0] + "/plugin")
        from pocket.rules import Pocket

    for deal in (1, 2, 77):
        check_contract(lambda deal=deal: Pocket(deal), 1)
        won = Pocket(deal)
        while won.legal_moves():
            won.play(won.legal_moves()[0])
        assert won.is_over() and won.match_over() and won.winner == 0
