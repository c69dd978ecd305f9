"""Solver hints and winnable deals: the next move of a winning line, or how many
undos lead back to a winnable position; the next winnable deal number."""

from check import raises
from pipgrid.solver import verdict as luzon_solver
from pipgrid.games.luzon.game import Luzon


def test_hint_gives_next_move_of_a_winning_line():
    g = Luzon(1)
    move, back = luzon_solver.hint(g)
    assert back == 0 and move in g.legal_moves()
    g.play(move)
    assert luzon_solver.solve(g).winnable


def test_hint_counts_undos_back_to_a_winnable_position():
    for n in range(1, 30):
        g = Luzon(n)
        if not luzon_solver.solve(g).winnable:
            continue
        for m in g.legal_moves():
            g.play(m)
            if luzon_solver.solve(g).winnable:
                g.undo()
                continue
            assert luzon_solver.hint(g) == (None, 1)
            while g.legal_moves():  # every later position is lost too
                g.play(g.legal_moves()[0])
            assert luzon_solver.hint(g) == (None, len(g.history))
            return
    raise AssertionError("no winnable deal with a losing first move in 1..29")


def test_hint_on_an_unwinnable_deal_says_no_undo_helps():
    n = 1
    while luzon_solver.winnable(n):
        n += 1
    assert luzon_solver.hint(Luzon(n)) == (None, None)


def test_next_winnable_returns_the_first_winnable_deal():
    n = luzon_solver.next_winnable(1)
    assert luzon_solver.solve_deal(n).winnable
    for k in range(1, n):
        assert not luzon_solver.solve_deal(k).winnable
    m = luzon_solver.next_winnable(n + 1, "hard")
    assert m > n and luzon_solver.solve_deal(m, "hard").winnable
    raises(ValueError, luzon_solver.next_winnable, 0)
    raises(ValueError, luzon_solver.next_winnable, 5, "easy")
