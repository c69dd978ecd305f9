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
  first, the last and the one played, at every turn).
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


def check_contract(make, seats, moves=MOVES):
    g = make()
    assert refuses_undo(g), "undo at the start refuses (ValueError)"
    for _ in range(moves):
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


def test_luzon_keeps_the_game_contract():
    from pipgrid.games.luzon.game import Luzon

    check_contract(lambda: Luzon(17), 1)


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
        assert won.is_over() and won.match_over() and won.winner() == 0
