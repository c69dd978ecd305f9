"""Parity: Luzon deals 1..200, both variants: tableau, exact verdict, nodes and
winning line. Byte-identical on CPython and MicroPython (LZ-4)."""

from pipgrid import tiles
from pipgrid.solver import verdict as luzon_solver
from pipgrid.games.luzon import game as luzon

won = [0, 0]
for n in range(1, 201):
    cols, res = luzon.deal_tiles(n)
    print(
        "deal %d: %s | %s"
        % (
            n,
            " / ".join(" ".join(tiles.text(t) for t in c) for c in cols),
            " ".join(tiles.text(t) for t in res),
        )
    )
    for v in range(2):
        r = luzon_solver.solve_deal(n, luzon.VARIANTS[v])
        won[v] += r.winnable
        verdict = "winnable" if r.winnable else "lost"
        print(
            "  %s %s in %d nodes: %s"
            % (luzon.VARIANTS[v], verdict, r.nodes, " ".join(luzon.move_text(m) for m in r.solution))
        )
print("winnable: classic %d, hard %d of 200" % (won[0], won[1]))
