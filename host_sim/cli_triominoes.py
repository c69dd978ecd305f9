"""``python -m host_sim triominoes``: bots play Tri-Ominos; transcript or readable text.

    python -m host_sim triominoes --seed S --players P [--bots random,greedy,...]
        [--option name=value ...] [--rounds K] [--json] [--ascii]

``--bots`` names the bots seat by seat, repeated when shorter (default greedy).
Options: ``draw_limit`` (none or 0..56), ``club`` (on/off or true/false), ``target``.
Default: a whole game to the target (TO-12); ``--rounds K`` stops after K rounds.
``--json`` prints the JSON-lines transcript of shared/rules/triominoes.md;
``--ascii`` draws the board after each placement (on stderr with ``--json``).
The bots share one generator, ``Rng(seed ^ 0x2545F491)``; the deal uses ``Rng(seed)``.
"""

import json
import os
import sys

import host_sim  # noqa: F401  (firmware/lib on sys.path)
from pipgrid.bots.triominoes import BOTS, NAMES
from pipgrid.games.triominoes import game as tri
from pipgrid.games.triominoes import text
from pipgrid.games.triominoes.play import play_game
from pipgrid.games.triominoes import lattice as lat
from pipgrid.rng import Rng

BOT_SALT = 0x2545F491

USAGE = (
    "usage: python -m host_sim triominoes --seed S --players 2..6 [--bots greedy,random,...] "
    "[--option draw_limit=N|club=on|off|target=N ...] [--rounds K] [--json] [--ascii]"
)


class Usage(Exception):
    pass


def parse_args(argv):
    """A dict of settings from the command line; Usage with one line on bad input."""
    args = {"seed": 1, "players": 2, "bots": None, "options": [], "rounds": 0, "json": False, "ascii": False}
    i = 0
    while i < len(argv):
        a = argv[i]
        if a in ("--json", "--ascii"):
            args[a[2:]] = True
            i += 1
            continue
        if a not in ("--seed", "--players", "--bots", "--option", "--rounds"):
            raise Usage("unknown argument %r; %s" % (a, USAGE))
        if i + 1 >= len(argv):
            raise Usage("%s needs a value; %s" % (a, USAGE))
        value = argv[i + 1]
        i += 2
        if a == "--option":
            args["options"].append(value)
        elif a == "--bots":
            args["bots"] = value.split(",")
        else:
            try:
                n = int(value)
            except ValueError:
                raise Usage("%s needs a whole number, not %r" % (a, value)) from None
            args[a[2:]] = n
    if not 2 <= args["players"] <= 6:
        raise Usage("Tri-Ominos is for 2 to 6 players (TO-4), not %d" % args["players"])
    if not 0 <= args["seed"] < 1 << 32:
        raise Usage("the seed is a whole number 0 .. 4294967295")
    if args["rounds"] < 0:
        raise Usage("--rounds is a positive number of rounds")
    bots = args["bots"] or ["greedy"]
    if len(bots) > args["players"]:
        raise Usage("--bots names at most one bot per seat (%d)" % args["players"])
    bots = [bots[s % len(bots)] for s in range(args["players"])]
    for b in bots:
        if b not in BOTS:
            raise Usage("unknown bot %r (bots: %s)" % (b, ", ".join(NAMES)))
    args["bots"] = bots
    try:
        args["draw_limit"], args["club"], args["target"] = text.options(args["options"])
    except ValueError as e:
        raise Usage(str(e)) from None
    return args


def render(board, last=None):
    """The board as text: each tile a small triangle, its numbers at its corners.

    Point (x, y) is printed 4x + 2y columns right and 2y rows up (rows are
    labelled with y); a tile's inside shows '.', the last tile placed '*'.
    """
    if not board.order:
        return ["(empty board)"]
    pts = {}
    for p, v in board.points.items():
        pts[lat.point_xy(p)] = v & 7
    ys = [y for _x, y in pts]
    top, bottom = max(ys), min(ys)
    left = min(4 * x + 2 * y for x, y in pts)
    right = max(4 * x + 2 * y for x, y in pts)
    grid = [[" "] * (right - left + 1) for _ in range(2 * (top - bottom) + 1)]

    def put(row, col, ch):
        grid[row][col - left] = ch

    for ck in board.order:
        kind, x, y = lat.cell_parts(ck)
        c = 4 * x + 2 * y
        base = 2 * (top - y)
        inside = "*" if ck == last else "."
        if kind == "U":
            put(base - 1, c + 1, "/")
            put(base - 1, c + 2, inside)
            put(base - 1, c + 3, "\\")
            for k in (1, 2, 3):
                put(base, c + k, "-")
        else:
            put(base - 1, c + 3, "\\")
            put(base - 1, c + 4, inside)
            put(base - 1, c + 5, "/")
            for k in (3, 4, 5):
                put(base - 2, c + k, "-")
    for (x, y), n in pts.items():
        put(2 * (top - y), 4 * x + 2 * y, str(n))
    lines = []
    for r, row in enumerate(grid):
        label = "y=%-3d" % (top - r // 2) if r % 2 == 0 else "     "
        lines.append((label + " " + "".join(row)).rstrip())
    return lines


def describe(ev, names):
    """One readable sentence for a transcript event."""
    kind = ev["ev"]
    if kind == "deal":
        lines = ["Round %d: %d players, %d tiles in the pool" % (ev["round"], ev["players"], len(ev["pool"]))]
        for seat, hand in enumerate(ev["hands"]):
            lines.append("  seat %d (%s): %s" % (seat, names[seat], " ".join(hand)))
        return "\n".join(lines)
    who = "seat %d" % ev["player"] if "player" in ev else ""
    if kind == "place":
        cell = ev["cell"]
        bonus = (" (" + ", ".join(ev["bonus"]) + ")") if ev["bonus"] else ""
        return "%s places %s in %s %d %d, corners %s: %+d%s" % (
            who,
            ev["tile"],
            cell[0],
            cell[1],
            cell[2],
            "-".join(str(n) for n in ev["corners"]),
            ev["points"],
            bonus,
        )
    if kind == "draw":
        return "%s draws %s (%d)" % (who, ev["tile"], ev["penalty"])
    if kind == "pass":
        return "%s cannot place and passes (%d)" % (who, ev["penalty"])
    totals = " ".join(str(t) for t in ev["totals"])
    if kind == "end":
        if ev["winner"] is None:
            head = "Round %d blocked, no winner" % ev["round"]
        elif ev["reason"] == "out":
            head = "Round %d: seat %d goes out, %+d" % (ev["round"], ev["winner"], ev["points"])
        else:
            head = "Round %d blocked: seat %d wins it, %+d" % (ev["round"], ev["winner"], ev["points"])
        return "%s; totals %s\n" % (head, totals)
    return "Game over: seat %d wins; totals %s" % (ev["winner"], totals)


def main(argv):
    if any(a in ("-h", "--help") for a in argv):
        print(USAGE)
        return 0
    try:
        args = parse_args(argv)
    except Usage as e:
        print(str(e), file=sys.stderr)
        return 2
    game = tri.Triominoes(args["players"], args["seed"], args["draw_limit"], args["club"], args["target"])
    choosers = [BOTS[b] for b in args["bots"]]
    board_out = sys.stderr if args["json"] else sys.stdout

    def emit(line):
        if args["json"]:
            print(line)
        else:
            print(describe(json.loads(line), args["bots"]))
        if args["ascii"] and '"ev":"place"' in line:
            for row in render(game.board, game.board.order[-1]):
                print(row, file=board_out)

    try:
        play_game(game, choosers, Rng(args["seed"] ^ BOT_SALT), emit, args["rounds"])
    except BrokenPipeError:  # piped into head: stop quietly (Python docs, SIGPIPE note)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0

