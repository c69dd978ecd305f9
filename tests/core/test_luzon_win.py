"""Winning a whole deal (LZ-10: 14 removals) and undoing all of it (LZ-11)."""

from check import raises
from pipgrid.games.luzon import game as luzon
from pipgrid.games.luzon.game import Luzon


def test_lz10_a_won_game_makes_exactly_14_removals():
    from pipgrid.solver import verdict as luzon_solver

    g = Luzon(1)
    line = luzon_solver.solve(g).solution
    assert line
    for m in line:
        assert not g.is_won()
        g.play(m)
    assert g.is_won() and g.is_over() and g.scores() == [28]
    assert len([m for m in line if luzon.is_removal(m)]) == 14


def test_lz11_undo_any_depth_restores_the_position_and_is_counted():
    from pipgrid.solver import verdict as luzon_solver

    g = Luzon(1)
    start = (g.columns(), g.reserve())
    line = luzon_solver.solve(g).solution
    snapshots = []
    for m in line:
        snapshots.append((g.columns(), g.reserve()))
        g.play(m)
    for i in range(len(line) - 1, -1, -1):
        assert g.undo() == line[i]
        assert (g.columns(), g.reserve()) == snapshots[i]
    assert (g.columns(), g.reserve()) == start
    assert g.undo_count == len(line)
    raises(ValueError, g.undo)
    assert g.undo_count == len(line)
