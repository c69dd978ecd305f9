"""``python -m host_sim traditional|italian``: bots play a seeded round or match.

    python -m host_sim traditional --seed 7 --players 3 --bots greedy,random,greedy
        [--rounds K | --match] [--option wild_doubles=off --option draw_count=0 ...] [--json]

``--json`` prints the JSON-lines transcript (shared/rules/traditional.md,
italian.md); without it the game is told as readable text. Default: one round
(``--rounds 1``). ``--bots`` names one bot for every seat or one per seat
(greedy, random, the levels l1..l5 and expert = l5: docs/bots.md; default
greedy). Deals come from ``Rng(seed)``; the bots draw from their own
``Rng(seed ^ BOT_SEED_MIX)`` so a bot's choice never shifts a deal.
Bad input: one line on stderr, exit status 2.
"""

import sys

from pipgrid import tiles
from pipgrid.bots.levels import BOT_NAMES, bots_for
from pipgrid.games.domino import autoplay as domino_play, italian, traditional
from pipgrid.games.domino.moves import DRAW, PASS
from pipgrid.rng import Rng

BOT_SEED_MIX = 0x5EED
GAMES = {"traditional": (traditional.Traditional, traditional.OPTIONS, 4),
         "italian": (italian.Italian, italian.OPTIONS, 3)}


class UsageError(Exception):
    pass


def usage(name):
    names = ", ".join(row[0] for row in GAMES[name][1])
    return ("usage: python -m host_sim %s --seed S --players P [--bots %s,...] "
            "[--rounds K | --match] [--option NAME=VALUE ...] [--json]   (options: %s)"
            % (name, "|".join(BOT_NAMES), names))


def parse_int(text, what):
    try:
        return int(text, 10)
    except ValueError:
        raise UsageError("%s must be an integer, not %r" % (what, text)) from None


def parse_option(text):
    """``name=on|off|integer`` -> (name, value)."""
    name, eq, value = text.partition("=")
    if not eq or not name:
        raise UsageError("an option is written NAME=VALUE, e.g. draw_count=0, not %r" % text)
    if value == "on":
        return name, True
    if value == "off":
        return name, False
    return name, parse_int(value, "option " + name)


def parse_args(name, argv):
    args = {"seed": 1, "players": GAMES[name][2], "bots": ["greedy"], "rounds": 1, "match": False,
            "options": {}, "json": False}
    rounds_given = False
    i = 0
    while i < len(argv):
        a = argv[i]
        if a in ("-h", "--help"):
            raise UsageError(usage(name))
        if a in ("--json", "--match"):
            args[a[2:]] = True
            i += 1
            continue
        if a not in ("--seed", "--players", "--bots", "--rounds", "--option"):
            raise UsageError("unknown argument %r; %s" % (a, usage(name)))
        if i + 1 >= len(argv):
            raise UsageError("%s needs a value" % a)
        value = argv[i + 1]
        i += 2
        if a == "--seed":
            args["seed"] = parse_int(value, "--seed")
        elif a == "--players":
            args["players"] = parse_int(value, "--players")
        elif a == "--rounds":
            args["rounds"] = parse_int(value, "--rounds")
            rounds_given = True
            if args["rounds"] < 1:
                raise UsageError("--rounds must be at least 1")
        elif a == "--bots":
            args["bots"] = value.split(",")
        else:
            key, v = parse_option(value)
            if key in args["options"]:
                raise UsageError("option %s given twice" % key)
            args["options"][key] = v
    if rounds_given and args["match"]:
        raise UsageError("give either --rounds K or --match, not both")
    if args["match"]:
        args["rounds"] = 0
    for b in args["bots"]:
        if b not in BOT_NAMES:
            raise UsageError("unknown bot %r (bots: %s)" % (b, ", ".join(BOT_NAMES)))
    if len(args["bots"]) not in (1, args["players"]):
        raise UsageError("--bots names one bot or one per seat (%d seats)" % args["players"])
    return args


def describe_traditional(game, move):
    s = game.current_player
    if move == DRAW:
        k = min(game.draw_count, game.boneyard_count())
        return "seat %d cannot attach and draws %d: %s" % (
            s, k, " ".join(tiles.text(t) for t in game.deck[game.bone : game.bone + k]))
    if move == PASS:
        return "seat %d passes" % s
    side = "right" if move & 1 else "left"
    return "seat %d lays %s on the %s" % (s, tiles.text(move >> 1), side)


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
    s = game.current_player
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
    return ["  seat %d: %s" % (s, " ".join(tiles.text(t) for t in game.hand(s)))
            for s in range(game.players)]


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
        if winner < 0:
            out("round %d ends (%s): no winner" % (game.round_no, reason))
        else:
            out("round %d ends (%s): seat %d wins %d point%s" % (
                game.round_no, reason, winner, points, "" if points == 1 else "s"))
        out("totals: %s" % " ".join("%d" % v for v in game.scores()))
        played += 1
        if game.match_over():
            out("match won by seat %d" % game.match_winner)
            return
        if rounds and played >= rounds:
            return
        game.next_round()


def main(name, argv):
    try:
        args = parse_args(name, argv)
        cls = GAMES[name][0]
        try:
            game = cls(args["players"], args["seed"], args["options"])
        except ValueError as e:
            raise UsageError(str(e)) from None
    except UsageError as e:
        print(str(e), file=sys.stderr)
        return 2
    table = bots_for(name)
    names = args["bots"] * game.players if len(args["bots"]) == 1 else args["bots"]
    bots = [table[b] for b in names]
    rng = Rng(args["seed"] ^ BOT_SEED_MIX)
    if args["json"]:
        domino_play.play_match(game, bots, rng, print, args["rounds"])
    else:
        play_readable(game, bots, rng, args["rounds"], print)
    return 0
