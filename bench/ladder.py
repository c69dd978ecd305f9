"""``make bench ARGS=ladder``: the strength ladder of the computer players (issue 15).

Not part of the everyday ``make bench`` (bench/__main__.py runs it only when asked).
For each game, each level L1..L5 against greedy, against random and against the
level below, heads-up (Tri-Ominos: a whole game to 400), and as one seat against greedy seats; ``--matches N`` seeded
matches per row (seeds 1..N), the tested player's seat rotated (match i: seat
i mod players), with the win rate and its 95 % Wilson interval.

    .venv/bin/python -m bench ladder [--matches N] [--games traditional,italian,milestones,triominoes]
        [--levels 1,2,3,4,5] [--rows vs-greedy,vs-random,vs-below,table,baseline]

Games beyond the default four (issue 25): ``triominoes-club`` (club rules with the
club's extras, TO-14, TO-15, to 200), ``triominoes-own`` (own pools, TO-16), and
``solitaire`` / ``solitaire-club`` (TO-17: greedy's and each level's mean score over deals
1..N, with the mean of the paired differences against greedy on the same deals).

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
    # the seed's variants (issue 25): the club's extras (TO-14, TO-15; target 200) and own pools (TO-16)
    "triominoes-club": ((2, {"club": True}), [(4, {"club": True})]),
    "triominoes-own": ((2, {"pools": "own"}), [(3, {"pools": "own"})]),
}
# solitaire (TO-17): no one to beat, so each player's mean score over deals 1..N
SOLITAIRE = ("solitaire", "solitaire-club")
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
            return g.winner
        if rounds >= ROUNDS_CAP:
            return -1
        g.next_round()


def tri_match(players, names, seed, options=None):
    """Winner seat of a whole seeded Tri-Ominos game to its target (TO-12); bots named
    per seat; with one player the final score of the solitaire (TO-17). Every move goes
    into ``CRC``."""
    from pipgrid.games.triominoes.game import Triominoes

    g = Triominoes(players, seed, options)
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
            return g.totals[0] if players == 1 else g.winner
        if rounds >= ROUNDS_CAP:
            return -1
        g.next_round()


def solitaire_rows(game, names, deals, first):
    """Each player's mean solitaire score over deals ``first`` .. (``game``: solitaire or
    solitaire-club), its 95 % interval, and against the first player the mean of the
    paired differences (the same deals) with its 95 % interval."""
    options = {"club": True} if game.endswith("club") else None
    base = None
    for name in names:
        CRC[0] = 0
        t = time.perf_counter()
        scores = [tri_match(1, [name], seed, options) for seed in range(first, first + deals)]
        mean, half = mean_ci(scores)
        versus = ""
        if base is None:
            base = scores
        else:
            d, dh = mean_ci([a - b for a, b in zip(scores, base)])
            versus = "%+.1f (%+.1f..%+.1f)" % (d, d - dh, d + dh)
        label = "L" + name[1:] if name[0] == "l" else name
        print(
            "| %s | %s | %d | %.1f | %.1f-%.1f | %s |   (%.0f s, moves %08x)"
            % (game, label, deals, mean, mean - half, mean + half, versus, time.perf_counter() - t, CRC[0]),
            flush=True,
        )


def mean_ci(xs):
    """The mean and the half-width of its 95 % interval (normal approximation)."""
    n = len(xs)
    mean = sum(xs) / n
    var = sum((x - mean) ** 2 for x in xs) / (n - 1) if n > 1 else 0.0
    return mean, 1.96 * math.sqrt(var / n)


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
        if game.startswith("triominoes"):
            w = tri_match(players, names, seed, options)
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
    games = args["--games"].split(",")
    solos = [g for g in games if g in SOLITAIRE]
    if solos:
        print("| game | player | deals | mean score | 95 % CI | against greedy, same deals (95 % CI) |")
        print("|---|---|---|---|---|---|")
        for game in solos:
            names = ["greedy"] + ["l%s" % k for k in args["--levels"].split(",")]
            solitaire_rows(game, names, matches, int(args["--first"]))
    games = [g for g in games if g not in SOLITAIRE]
    if games:
        print("| game | set-up | level | opponent | matches | won | win rate | 95 % CI |")
        print("|---|---|---|---|---|---|---|---|")
    for game in games:
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
