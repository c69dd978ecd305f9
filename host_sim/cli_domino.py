"""``python -m host_sim traditional|italian``: bots play a seeded round or match.

    python -m host_sim traditional --seed 7 --players 3 --bots greedy,random,greedy
        [--rounds K | --match] [--option wild_doubles=off --option draw_count=0 ...] [--json]

``--json`` prints the JSON-lines transcript (shared/rules/traditional.md,
italian.md); without it the game is told as readable text. Default: one round
(``--rounds 1``). ``--bots`` names one bot for every seat or one per seat
(greedy, random, the levels l1..l5 and expert = l5: docs/bots.md; default greedy). Seeds are 0..4294967295; switches take on/off
or true/false (``host_sim.cli_args``). Readable text numbers the seats 1..n, as the
board does; the JSON transcript keeps the rule files' 0-based ``player`` indices. Deals come from ``Rng(seed)``; the bots draw
from their own ``Rng(seed ^ BOT_SEED_MIX)`` so a bot's choice never shifts a deal.
Bad input: one line on stderr, exit status 2.
"""

import sys

from host_sim import cli_args
from pipgrid import tiles
from pipgrid.bots.levels import BOT_NAMES, bots_for
from pipgrid.games.domino import autoplay as domino_play, italian, traditional
from pipgrid.games.domino.moves import DRAW, PASS
from pipgrid.rng import Rng

BOT_SEED_MIX = 0x5EED
GAMES = {
    "traditional": (traditional.Traditional, traditional.OPTIONS, 4),
    "italian": (italian.Italian, italian.OPTIONS, 3),
}


class UsageError(Exception):
    pass


OPTION_HELP = {
    "wild_doubles": "on|off   privileged doubles attach to any end (TR-7; on)",
    "draw_count": "0..7     tiles drawn when a player cannot attach, 0 = the Block game (TR-9; 2)",
    "hand_size": "N        tiles dealt to each seat (TR-2; by the number of players)",
    "target": "50|100|150|200  match points (TR-14; 100)",
    "goal": "50|70|100  the total to reach (IT-2; 50)",
    "milestones": "on|off   the milestones game: exact 30/50/70/100 score, 2 to 5 players (IT-M1; off)",
}


def usage(name):
    names = ", ".join(row[0] for row in GAMES[name][1])
    return (
        "usage: %s --seed S --players P [--bots %s,...] "
        "[--rounds K | --match] [--option NAME=VALUE ...] [--json]   (options: %s)"
        % (cli_args.prog(name), "|".join(BOT_NAMES), names)
    )


def help_text(name):
    seats = "2..4" if name == "traditional" else "3..5 (2..5 with milestones=on)"
    lines = [
        usage(name),
        "",
        "Bots play a seeded %s domino round or match; the JSON-lines transcript with --json."
        % {"italian": "Italian"}.get(name, name),
        "",
        "options:",
        "  --seed S          deal seed, %s (1)" % cli_args.SEED_RANGE,
        "  --players P       number of seats, %s (%d)" % (seats, GAMES[name][2]),
        "  --bots B[,B...]   one bot for every seat, or one per seat: %s (greedy)" % ", ".join(BOT_NAMES),
        "  --rounds K        play K rounds, 1..9999 (1)",
        "  --match           play until a seat wins the match",
        "  --option N=V      a rule option (repeatable); switches take %s:" % cli_args.SWITCH_WORDS,
    ]
    for row in GAMES[name][1]:
        lines.append("      %-13s %s" % (row[0], OPTION_HELP.get(row[0], "")))
    lines += [
        "  --json            print the transcript (seats 0-based, as the rule files write them)",
        "                    instead of readable text (seats 1..P)",
        "  -h, --help        this help",
        "",
        "examples:",
        "  %s --seed 7 --players 3 --bots greedy,random,greedy --match --json" % cli_args.prog(name),
        "  %s --players 3 --option %s --rounds 2"
        % (cli_args.prog(name), "draw_count=0" if name == "traditional" else "goal=70"),
    ]
    return "\n".join(lines)


def parse_option(text):
    """``name=on|off|true|false|integer`` -> (name, value)."""
    name, eq, value = text.partition("=")
    if not eq or not name:
        raise UsageError("an option is written NAME=VALUE, e.g. draw_count=0, not %r" % text)
    flag = cli_args.switch(value)
    if flag is not None:
        return name, flag
    if not cli_args.is_whole(value, 4):
        raise UsageError(
            "option %s takes %s or a whole number, not %r" % (name, cli_args.SWITCH_WORDS, value)
        )
    return name, int(value, 10)


def parse_args(name, argv):
    args = {
        "seed": 1,
        "players": GAMES[name][2],
        "bots": None,
        "rounds": 1,
        "match": False,
        "options": {},
        "json": False,
        "help": False,
    }
    rounds_given = False
    i = 0
    while i < len(argv):
        a = argv[i]
        if a in ("-h", "--help"):
            args["help"] = True
            return args
        if a in ("--json", "--match"):
            args[a[2:]] = True
            i += 1
            continue
        if a not in ("--seed", "--players", "--bots", "--rounds", "--option"):
            raise UsageError("unknown argument %r; %s" % (a, usage(name)))
        if i + 1 >= len(argv):
            raise UsageError("%s needs a value; %s" % (a, usage(name)))
        value = argv[i + 1]
        i += 2
        if a == "--seed":
            args["seed"] = cli_args.seed(value)
        elif a == "--players":
            args["players"] = cli_args.whole(value, "--players", 2, 5 if name == "italian" else 4)
        elif a == "--rounds":
            args["rounds"] = cli_args.rounds(value)
            rounds_given = True
        elif a == "--bots":
            args["bots"] = value
        else:
            key, v = parse_option(value)
            if key in args["options"]:
                raise UsageError("option %s given twice" % key)
            args["options"][key] = v
    if rounds_given and args["match"]:
        raise UsageError("give either --rounds K or --match, not both")
    if args["match"]:
        args["rounds"] = 0
    args["bots"] = cli_args.bots(args["bots"], args["players"], BOT_NAMES)
    return args


def describe_traditional(game, move):
    s = game.current_player
    if move == DRAW:
        k = min(game.draw_count, game.boneyard_count())
        return "seat %d cannot attach and draws %d: %s" % (
            s + 1,
            k,
            " ".join(tiles.text(t) for t in game.deck[game.bone : game.bone + k]),
        )
    if move == PASS:
        return "seat %d passes" % (s + 1)
    side = "right" if move & 1 else "left"
    return "seat %d lays %s on the %s" % (s + 1, tiles.text(move >> 1), side)


def line_text(game):
    return "".join("[%d|%d]" % pair for pair in game.line())


def narrate(game, move):
    """Readable lines for one move (before it is played, with its effect after)."""
    if game.game == traditional.GAME:
        out = describe_traditional(game, move)
        game.play(move)
        if move < DRAW:
            ends = game.ends()
            out += "   line %s  ends %d|%d" % (line_text(game), ends[0], ends[1])
        return out
    s = game.current_player + 1  # readable text numbers the seats 1..n, like the board
    if move == DRAW:
        out = "seat %d draws a tile" % s
    elif move == PASS:
        out = "seat %d passes" % s
    else:
        out = "seat %d lays %s: total %d" % (s, tiles.text(move), game.total + tiles.VALUE[move])
        if game.milestones:
            points = italian.milestone_points(game.total + tiles.VALUE[move])
            if points:
                out += "  (milestone: %d point%s)" % (points, "" if points == 1 else "s")
    game.play(move)
    return out


def hands_text(game):
    return [
        "  seat %d: %s" % (s + 1, " ".join(tiles.text(t) for t in game.hand(s))) for s in range(game.players)
    ]


def play_readable(game, bots, rng, rounds, out):
    played = 0
    while True:
        out("round %d (%s, %d players)" % (game.round_no, game.game, game.players))
        for line in hands_text(game):
            out(line)
        view = None
        while not game.is_over():
            view = game.view(game.current_player, view)
            out(narrate(game, bots[game.current_player](view, rng)))
        reason, winner, points = game.result()
        if winner is None:
            out("round %d ends (%s): no winner" % (game.round_no, reason))
        else:
            out(
                "round %d ends (%s): seat %d wins %d point%s"
                % (game.round_no, reason, winner + 1, points, "" if points == 1 else "s")
            )
        out("totals: %s" % " ".join("%d" % v for v in game.scores()))
        played += 1
        if game.match_over():
            out("match won by seat %d" % (game.winner + 1))
            return
        if rounds and played >= rounds:
            return
        game.next_round()


def main(name, argv):
    try:
        args = parse_args(name, argv)
        if args["help"]:
            print(help_text(name))
            return 0
        cls = GAMES[name][0]
        try:
            game = cls(args["players"], args["seed"], args["options"])
        except ValueError as e:
            raise UsageError(str(e)) from None
    except (UsageError, cli_args.CliError) as e:
        print(cli_args.one_line(e), file=sys.stderr)
        return 2
    table = bots_for(name)
    bots = [table[b] for b in args["bots"]]
    rng = Rng(args["seed"] ^ BOT_SEED_MIX)
    if args["json"]:
        domino_play.play_match(game, bots, rng, print, args["rounds"])
    else:
        play_readable(game, bots, rng, args["rounds"], print)
    return 0
