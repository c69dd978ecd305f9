"""Small integers only (issue 12): the generator allocates nothing per draw under
MicroPython, on the 32-bit build too, where an int of 2**30 or more is a heap object
(32 bytes or more each; before the 16-bit halves a draw left about 370 bytes)."""

import pytest

from host_sim import mpy
from interpreters import BITS, interpreter

SG_ALONE = 62208  # keys at or above it hold singles (luzon_position.SG)


def measure(bits, script):
    r = mpy.run(script, heap="64K", timeout=300, interpreter=interpreter(bits))
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    got = {}
    for line in r.stdout.splitlines():
        parts = line.split()
        if parts[0] == "solve":
            got[(parts[1], int(parts[2]))] = (int(parts[3]), int(parts[4]))
        else:
            got[parts[0]] = int(parts[1])
    return got


@pytest.fixture(scope="module", params=BITS)
def measured(request):
    return request.param, measure(request.param, "tests/host/small_ints_mpy.py")


def test_draws_and_shuffles_allocate_nothing(measured):
    bits, got = measured
    for n in (2, 7, 28, 1000, 16384):
        assert got["below%d" % n] == 0, got  # 10,000 draws
    assert got["shuffle"] == 0, got
    # the fast deal: its 9 lists only (32-bit: 688 bytes; before: 8,432, its ints)
    assert 0 < got["deal"] < (800 if bits == 32 else 1500), got


def test_a_whole_solve_allocates_nothing_per_node(measured):
    """A whole search allocates only its start (the position's lists, its result):
    the same bytes for a lost deal of 1 node as for one of over a hundred, keys and
    moves included (on the 32-bit build before issue 12: 174 bytes a node). Its start
    includes the list that lets the board think in slices (``search.begin``): 704 / 800
    bytes classic / hard on the 32-bit build (624 / 720 before it), 1408 / 1600 on the
    64-bit one."""
    bits, got = measured
    for variant in ("classic", "hard"):
        runs = [v for k, v in got.items() if isinstance(k, tuple) and k[0] == variant]
        assert min(n for n, _b in runs) == 1 and max(n for n, _b in runs) > 30, runs
        assert len({b for _n, b in runs}) == 1, runs  # zero bytes per node
        assert runs[0][1] < (900 if bits == 32 else 1700), runs


class KeyTable(set):
    """A solver table that checks every key it is asked about or given."""

    top = 0

    def add(self, key):
        assert 0 <= key < 1 << 30, key
        KeyTable.top = max(KeyTable.top, key)
        set.add(self, key)

    def __contains__(self, key):
        assert 0 <= key < 1 << 30, key
        return set.__contains__(self, key)


def test_solver_table_keys_stay_below_2_to_the_30():
    from pipgrid.solver import verdict as luzon_solver
    from pipgrid.games.luzon.game import Luzon, deal_tiles
    from pipgrid.solver.search import search

    KeyTable.top = 0
    for variant in ("classic", "hard"):
        for n in list(range(1, 1201)) + [2**31 - 1, 7578]:
            cols, res = deal_tiles(n)
            search(cols, res, variant, KeyTable())
            search(cols, res, variant, KeyTable(), 64)  # cleared often
        # positions in play (singles on the board as columns of one), one table per deal
        for n in range(1, 60):
            g = Luzon(n, variant)
            table = KeyTable()
            while not g.is_won():
                r = luzon_solver.solve(g, table)
                moves = g.legal_moves()
                if not moves:
                    break
                # the winning move on even deals, else any (lost positions too)
                g.play(r.solution[0] if r.solution and n % 2 == 0 else moves[len(moves) // 2])
    assert KeyTable.top > SG_ALONE  # singles were ranked into the keys
