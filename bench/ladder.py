"""``make bench ARGS=ladder``: the strength ladder of the computer players (issue 15).

Not part of the everyday ``make bench`` (bench/__main__.py runs it only when asked).
For each game, each level L1..L5 against greedy, against random and against the
level below, heads-up (Tri-Ominos: a whole game to 400), and as one seat against greedy seats; ``--matches N`` seeded
matches per row (seeds 1..N), the tested player's seat rotated (match i: seat
i mod players), with the win rate and its 95 % Wilson interval.

    .venv/bin/python -m bench ladder [--matches N] [--games traditional,italian,milestones,triominoes]
        [--levels 1,2,3,4,5] [--rows vs-greedy,vs-random,vs-below,table,baseline]

``baseline`` (not a default row): greedy against random heads-up, the yardstick of how
much skill can win in a game at all (docs/bots.md, Tri-Ominos).
"""

import math
import sys
import time
import zlib

import host_sim  # noqa: F401  (firmware/lib on sys.path)
from pipgrid.bots.levels import bots_for
from pipgrid.games.domino import italian, traditional
from pipgrid.rng import Rng

# game -> (heads-up set-up, [table set-ups]); a set-up is (players, options)
SETUPS = {
    "traditional": ((2, None), [(4, None)]),
    "italian": (None, [(3, None), (4, None)]),
    "milestones": ((2, {"milestones": True}), []),
    "triominoes": ((2, None), [(4, None)]),
}
ROUNDS_CAP = 60  # a match that runs longer is a draw (never seen)


# Each row also prints a CRC-32 of every move its matches played (``CRC``): PyPy
# (``apt-get install pypy3``, Python 3.9) runs the ladder 15 times faster than CPython,
# and the same rows print the same CRCs on both (integer-only decisions), which is how a
# PyPy ladder is checked (docs/bots.md): make ladder LADDER_PY=pypy3 ARGS="--matches 1000"
CRC = [0]


def domino_match(game, players, options, names, seed):
    """Winner seat of a whole seeded match; bots named per seat. Every move goes into
    ``CRC``."""
    cls = traditional.Traditional if game == "traditional" else italian.Italian
    g = cls(players, seed, options)
    table = bots_for(cls.game)
    bots = [table[n] for n in names]
    rng = Rng(seed ^ 0x5EED)
    view = None
    rounds = 0
    while True:
        while not g.is_over():
            s = g.current_player
            view = g.view(s, view)
            move = bots[s](view, rng)
            CRC[0] = zlib.crc32(b"%d," % move, CRC[0])
            g.play(move)
        rounds += 1
        if g.match_over():
            return g.match_winner
        if rounds >= ROUNDS_CAP:
            return -1
        g.next_round()


def tri_match(players, names, seed):
    """Winner seat of a whole seeded Tri-Ominos game to 400 (TO-12); bots named per seat.
    Every move goes into ``CRC``."""
    from pipgrid.games.triominoes.game import Triominoes

    g = Triominoes(players, seed)
    table = bots_for("triominoes")
    bots = [table[n] for n in names]
    rng = Rng(seed ^ 0x5EED)
    rounds = 0
    while True:
        while not g.is_over():
            s = g.current_player
            move = bots[s](g.view(s), rng)
            CRC[0] = zlib.crc32(b"%d," % move, CRC[0])
            g.play(move)
        rounds += 1
        if g.match_over():
            return g.winner
        if rounds >= ROUNDS_CAP:
            return -1
        g.next_round()


def wilson(wins, n):
    if not n:
        return 0.0, 0.0
    z = 1.96
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, c - h), min(1.0, c + h)


def row(game, players, options, me, other, matches, first=1):
    CRC[0] = 0
    wins = 0
    for i in range(first - 1, first - 1 + matches):
        seat = i % players
        names = [other] * players
        names[seat] = me
        seed = i + 1
        if game == "triominoes":
            w = tri_match(players, names, seed)
        else:
            w = domino_match(
                "traditional" if game == "traditional" else "italian", players, options, names, seed
            )
        wins += w == seat
    return wins


def timed_row(game, players, options, me, other, matches, first):
    """Play one row and print it as a table line, with its time and its moves' CRC."""
    t = time.perf_counter()
    w = row(game, players, options, me, other, matches, first)
    lo, hi = wilson(w, matches)
    name = "L" + me[1:] if me[0] == "l" else me
    print(
        "| %s | %d players | %s | %s | %d | %d | %.1f %% | %.1f-%.1f %% |   (%.0f s, moves %08x)"
        % (
            game,
            players,
            name,
            other,
            matches,
            w,
            100.0 * w / matches,
            100 * lo,
            100 * hi,
            time.perf_counter() - t,
            CRC[0],
        ),
        flush=True,
    )


def main(argv):
    args = {
        "--matches": "100",
        "--first": "1",
        "--games": "traditional,italian,milestones,triominoes",
        "--levels": "1,2,3,4,5",
        "--rows": "vs-greedy,vs-random,vs-below,table",
    }
    i = 0
    argv = [a for a in argv if a != "ladder"]
    while i < len(argv):
        if argv[i] not in args or i + 1 >= len(argv):
            print("usage: python -m bench ladder " + " ".join("[%s ...]" % k for k in args), file=sys.stderr)
            return 2
        args[argv[i]] = argv[i + 1]
        i += 2
    matches = int(args["--matches"])  # seeds --first .. --first + matches - 1 (a long row in parts)
    kinds = args["--rows"].split(",")
    t0 = time.perf_counter()
    print("| game | set-up | level | opponent | matches | won | win rate | 95 % CI |")
    print("|---|---|---|---|---|---|---|---|")
    for game in args["--games"].split(","):
        heads, tables = SETUPS[game]
        if "baseline" in kinds and heads:  # how far skill moves a game: greedy against random
            timed_row(game, heads[0], heads[1], "greedy", "random", matches, int(args["--first"]))
        for k in [int(x) for x in args["--levels"].split(",")]:
            me = "l%d" % k
            rows = []
            if heads:
                p, o = heads
                if "vs-greedy" in kinds:
                    rows.append((p, o, "greedy"))
                if "vs-random" in kinds:
                    rows.append((p, o, "random"))
                if "vs-below" in kinds and k > 1:
                    rows.append((p, o, "l%d" % (k - 1)))
            if "table" in kinds:
                for p, o in tables:
                    rows.append((p, o, "greedy"))
            for p, o, other in rows:
                timed_row(game, p, o, me, other, matches, int(args["--first"]))
    print("ladder took %.0f s" % (time.perf_counter() - t0))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
