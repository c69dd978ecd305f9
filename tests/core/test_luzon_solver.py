"""The exact Luzon solver: verdicts, replayable winning lines, hints, winnable deals (LZ-10)."""

from pipgrid.solver import verdict as luzon_solver
from pipgrid.games.luzon import game as luzon
from pipgrid.games.luzon.game import Luzon
from luzon_layouts import layout


def replays_to_a_win(game, line):
    g = game.copy()
    for m in line:
        g.play(m)  # raises ValueError on any illegal move
    return g.is_won()


def test_winning_lines_replay_to_a_win_in_both_variants():
    found = {"classic": 0, "hard": 0}
    for variant in ("classic", "hard"):
        for n in range(1, 41):
            g = Luzon(n, variant)
            r = luzon_solver.solve(g)
            if r.winnable:
                found[variant] += 1
                assert replays_to_a_win(g, r.solution), (variant, n)
                assert len([m for m in r.solution if luzon.is_removal(m)]) == 14
            else:
                assert r.solution == []
    assert found["classic"] > 5 and found["hard"] >= 1


# 6-6 pairs only with 0-0 and sits above it; every slot is full and only one
# removal (2-2+4-4) exists, which empties no slot: no column move can ever
# separate the pair (LZ-9), so the position is lost although a move exists.
BURIED = (["6-6 0-0", "1-1 2-2", "0-1 4-4", "0-2", "0-3"], "")


def test_lz10_double_six_above_double_blank_is_lost_without_a_free_slot():
    g = layout(*BURIED)
    assert luzon_solver.is_lost(g)
    assert not luzon_solver.solve(g).winnable


def test_lz10_a_column_move_separates_the_pair():
    # slots 3 and 4 are empty: 0-0 moves out, then 6-6 and 0-0 pair.
    g = layout(["6-6 0-0"], "")
    assert not luzon_solver.is_lost(g)
    r = luzon_solver.solve(g)
    assert [luzon.move_text(m) for m in r.solution] == ["0-0>1", "0-0+6-6"]


def test_lz10_exact_lost_differs_from_no_moves_left():
    g = layout(*BURIED)
    assert not g.no_moves() and not g.is_over()
    g.play(luzon.parse_move("2-2+4-4"))
    assert g.no_moves() and g.is_over() and not g.is_won()
    assert luzon_solver.is_lost(g)


def test_lz8_stranded_reserve_pair_is_lost():
    g = layout(["1-1", "5-5"], "0-0 6-6")
    assert luzon_solver.is_lost(g)
    assert not luzon_solver.is_lost(layout(["1-1", "5-5", "0-0"], "6-6"))


def test_won_position_is_not_lost_and_solves_trivially():
    g = layout([], "")
    assert g.is_won() and not luzon_solver.is_lost(g)
    assert luzon_solver.solve(g).winnable


def test_tiny_table_gives_the_same_verdicts():
    for n in range(1, 31):
        big = luzon_solver.solve_deal(n)
        small = luzon_solver.solve_deal(n, table_limit=8)
        assert big.winnable == small.winnable
        if small.winnable:
            assert replays_to_a_win(Luzon(n), small.solution)


def test_buried_counts_never_spill_into_a_neighbouring_class():
    # the search packs the buried tiles of each class (a symbol and its partner, LZ-6,
    # LZ-H1/H2) into one bit field of an int: each field must hold the class's tiles
    from pipgrid import tiles
    from pipgrid.solver.position import tables

    for variant in ("classic", "hard"):
        ts, tp, tw, partner, cm, self_symbol, all_bur, empty = tables(variant)
        assert partner[self_symbol] == self_symbol
        for t in tiles.ALL:
            s = ts[t]
            in_class = [u for u in tiles.ALL if ts[u] in (s, partner[s])]
            assert cm[s] // tw[t] >= len(in_class), (variant, t)  # field max >= count
            assert cm[s] & tw[t] == tw[t] and tp[t] == partner[s]
        assert all_bur == sum(tw) and empty > max(ts)


def test_search_reads_the_position_without_changing_it():
    from pipgrid.solver.search import search

    for n in (1, 2, 3, 4):
        cols, res = luzon.deal_tiles(n)
        before = ([list(c) for c in cols], list(res))
        search(cols, res, "classic")
        search(cols, res, "hard")
        assert (cols, res) == before
