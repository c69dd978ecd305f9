"""``python -m host_sim triominoes``: bots play Tri-Ominos; transcript or readable text.

    python -m host_sim triominoes --seed S --players 1..6 [--bots random,greedy,...]
        [--option name=value ...] [--rounds K] [--json] [--ascii]

``--bots`` names one bot for every seat or one per seat (default greedy): greedy,
random, or a level of the Monte Carlo player, l1..l5 (expert = l5; docs/bots.md).
Options (games/triominoes/options.py's table): ``draw_limit`` (none or 0..56), ``club``
(on/off or true/false: the club scoring and its extras, TO-14, TO-15), ``target``,
``pools`` (shared or own, TO-16). ``--players 1`` is solitaire (TO-17): deal N is
``--seed N`` on every interpreter, one round.
Default: a whole game to the target (TO-12); ``--rounds K`` stops after K rounds.
``--json`` prints the JSON-lines transcript of shared/rules/triominoes.md;
``--ascii`` draws the board after each placement (on stderr with ``--json``).
Readable text numbers the seats 1..n (as the board does); the transcript keeps the
rule file's 0-based ``player`` indices.
The bots share one generator, ``Rng(seed ^ 0x2545F491)``; the deal uses ``Rng(seed)``.
"""

import json
import os
import sys

import host_sim  # noqa: F401  (firmware/lib on sys.path)
from host_sim import cli_args
from pipgrid.bots.levels import TRI_NAMES as NAMES
from pipgrid.bots.levels import bots_for
from pipgrid.games.triominoes import game as tri
from pipgrid.games.triominoes import text
from pipgrid.games.triominoes.options import checked as checked_options
from pipgrid.games.triominoes.play import play_game
from pipgrid.games.triominoes import lattice as lat
from pipgrid.rng import Rng

BOT_SALT = 0x2545F491

USAGE = (
    "usage: python -m host_sim triominoes --seed S --players 1..6 [--bots greedy,random,...] "
    "[--option draw_limit=N|club=on|target=N|pools=own ...] [--rounds K] [--json] [--ascii]"
)


def help_text():
    p = cli_args.prog("triominoes")
    return "\n".join(
        [
            USAGE.replace("python -m host_sim triominoes", p),
            "",
            "Bots play a seeded game of Tri-Ominos; the JSON-lines transcript with --json.",
            "",
            "options:",
            "  --seed S          deal seed, %s (1)" % cli_args.SEED_RANGE,
            "  --players P       number of seats, 1..6 (TO-4; 2); 1 is solitaire, deal = seed (TO-17)",
            "  --bots B[,B...]   one bot for every seat, or one per seat: %s (greedy)" % ", ".join(NAMES),
            "  --rounds K        stop after K rounds, 1..9999 (default: the whole game, TO-12)",
            "  --option N=V      a rule option (repeatable):",
            "      draw_limit    none or 0..56: the most tiles drawn in a turn, 0 = no drawing (TO-8; none)",
            "      club          %s: the club scoring, target 200, drawing at any time and"
            % cli_args.SWITCH_WORDS,
            "                    placing on two or three corners (TO-10, TO-12, TO-14, TO-15; off)",
            "      pools         shared or own: a pool per player, 2..6 players (TO-16; shared)",
            "      target        1..65535: the game's winning total (TO-12; 400, club 200)",
            "  --json            print the transcript (seats 0-based, as the rule file writes them)",
            "                    instead of readable text (seats 1..P)",
            "  --ascii           draw the board after each placement (on stderr with --json)",
            "  -h, --help        this help",
            "",
            "examples:",
            "  %s --seed 7 --players 3 --json > game.jsonl" % p,
            "  %s --seed 7 --players 4 --bots random,greedy,greedy,random --option club=on --ascii" % p,
            "  %s --seed 12 --players 1 --bots l5 --json     (solitaire, deal 12)" % p,
            "  %s --seed 3 --players 3 --option pools=own --json" % p,
        ]
    )


class Usage(Exception):
    pass


def parse_args(argv):
    """A dict of settings from the command line; Usage or CliError with one line on bad input."""
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
            args["options"].append(_option(value))
        elif a == "--bots":
            args["bots"] = value
        elif a == "--seed":
            args["seed"] = cli_args.seed(value)
        elif a == "--rounds":
            args["rounds"] = cli_args.rounds(value)
        else:
            args["players"] = cli_args.whole(value, "--players (TO-4, TO-17)", 1, 6)
    args["bots"] = cli_args.bots(args["bots"], args["players"], NAMES)
    try:
        given = text.options(args["options"])
        args["options"] = checked_options(args["players"], given)
    except ValueError as e:
        raise Usage(str(e)) from None
    return args


def _option(pair):
    """``club=on|off|true|false`` as the core's ``club=true|false``; numbers ASCII digits only
    (the same vocabulary as traditional and italian)."""
    name, eq, value = pair.partition("=")
    if name == "club" and eq:
        flag = cli_args.switch(value)
        if flag is None:
            raise Usage("option club takes %s, not %r" % (cli_args.SWITCH_WORDS, value))
        return "club=" + ("true" if flag else "false")
    if name in ("draw_limit", "target") and eq and value.lower() not in ("none", "null"):
        if not cli_args.is_whole(value, 5):
            raise Usage("option %s takes a whole number, not %r" % (name, value))
    return pair


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
        if ev["players"] == 1:
            lines = ["Solitaire, deal %d: %d tiles in the pool" % (ev["seed"], len(ev["pool"]))]
        elif "pools" in ev:
            lines = [
                "Round %d: %d players, own pools of %s tiles"
                % (ev["round"], ev["players"], "/".join(str(len(p)) for p in ev["pools"]))
            ]
        else:
            lines = [
                "Round %d: %d players, %d tiles in the pool" % (ev["round"], ev["players"], len(ev["pool"]))
            ]
        for seat, hand in enumerate(ev["hands"]):
            lines.append("  seat %d (%s): %s" % (seat + 1, names[seat], " ".join(hand)))
        return "\n".join(lines)
    who = "seat %d" % (ev["player"] + 1) if "player" in ev else ""
    if kind == "place":
        cell = ev["cell"]
        bonus = (" (" + ", ".join(b.replace("_", " ") for b in ev["bonus"]) + ")") if ev["bonus"] else ""
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
        if not ev["penalty"]:
            return "%s takes %s from the pool into the empty hand (free)" % (who, ev["tile"])
        return "%s draws %s (%d)" % (who, ev["tile"], ev["penalty"])
    if kind == "pass":
        return "%s cannot place and passes (%d)" % (who, ev["penalty"])
    totals = " ".join(str(t) for t in ev["totals"])
    if kind == "end" and len(ev["totals"]) == 1:
        return "Solitaire %s: %+d; score %s\n" % (
            "cleared" if ev["reason"] == "out" else "blocked",
            ev["points"],
            totals,
        )
    if kind == "end":
        if ev["winner"] is None:
            head = "Round %d blocked, no winner" % ev["round"]
        elif ev["reason"] == "out":
            head = "Round %d: seat %d goes out, %+d" % (ev["round"], ev["winner"] + 1, ev["points"])
        else:
            head = "Round %d blocked: seat %d wins it, %+d" % (ev["round"], ev["winner"] + 1, ev["points"])
        return "%s; totals %s\n" % (head, totals)
    if len(ev["totals"]) == 1:
        return "Game over: score %s" % totals
    return "Game over: seat %d wins; totals %s" % (ev["winner"] + 1, totals)


def main(argv):
    if any(a in ("-h", "--help") for a in argv):
        print(help_text())
        return 0
    try:
        args = parse_args(argv)
    except (Usage, cli_args.CliError) as e:
        print(cli_args.one_line(e), file=sys.stderr)
        return 2
    game = tri.Triominoes(args["players"], args["seed"], args["options"])
    table = bots_for("triominoes")
    choosers = [table[b] for b in args["bots"]]
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
