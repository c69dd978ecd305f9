"""``python -m host_sim luzon``: Luzon patience in the terminal, and its checks.

- ``--deal N [--variant classic|hard] --json``: one JSON object
  ``{"deal", "variant", "columns" (5 lists of 5 tiles top to bottom), "reserve",
  "winnable", "solution"}`` (``solution``: the moves of a winning line, ``[]`` when
  the deal cannot be won). Dealing order: see ``pipgrid.games.luzon.game``.
- ``--stats A B [--variant ...]``: how many deals A..B can be won, and the share.
- otherwise a game to play line by line (``help`` lists the commands), starting from
  ``--deal N`` (default 1) or from a save file given with ``--load FILE``.

Bad input exits with status 2 and one line on stderr saying what is accepted.
"""

import argparse
import json
import sys

import host_sim  # noqa: F401  (firmware/lib on sys.path)
from host_sim.cli_args import is_whole, one_line, quiet_pipe
from pipgrid import tiles
from pipgrid.solver import verdict as luzon_solver
from pipgrid.games.luzon import game as luzon

DEAL_RANGE = "a whole number from 1 to 2147483647"
MAX_STATS = 1000000

HELP = """commands:
  a-b+c-d  (or: a-b c-d)   remove two available tiles whose values sum to 12
  a-b>S    (or: a-b > S)   move a bottom tile into empty slot S (0..4)
  undo, u                   take back the last move (counted)
  hint, h                   the next move of a winning line
  new [N], n [N]            a new deal: the next number, or deal N
  winnable, w               the next deal that can be won
  moves                     every move possible now
  save FILE / load FILE     keep or resume the game in progress
  help, ?                   this list
  quit, q                   leave"""


class UsageError(Exception):
    pass


USAGE = "usage: luzon [--deal N] [--variant classic|hard] [--json] | --stats A B | --load FILE"


class Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError("%s (%s)" % (message, USAGE))


def parse_deal(text, what="deal"):
    """A deal number from the command line; UsageError saying what is accepted."""
    if not is_whole(text):  # ASCII digits only: "²".isdigit() is True (issue 17)
        raise UsageError("%s must be %s, not %r" % (what, DEAL_RANGE, text))
    n = int(text)
    if not 1 <= n <= luzon.MAX_DEAL:
        raise UsageError("%s must be %s, not %r" % (what, DEAL_RANGE, text))
    return n


def parser():
    from host_sim.cli_args import prog

    name = prog("luzon")
    examples = (
        "examples:\n  %s --deal 7              play deal 7 in the terminal (type help)\n"
        "  %s --deal 7 --json       the tableau, the verdict and a winning line\n"
        "  %s --stats 1 1000 --variant hard" % (name, name, name)
    )
    p = Parser(
        prog=name,
        add_help=True,
        epilog=examples,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Luzon patience (LZ-1..LZ-11): play a numbered deal line by line, or check deals.",
    )
    p.add_argument("--deal", metavar="N", help="deal number, %s (1)" % DEAL_RANGE)
    p.add_argument(
        "--variant",
        default="classic",
        metavar="V",
        help="classic (pairs summing to 12, LZ-6) or hard (partners, see docs/luzon.md); classic",
    )
    p.add_argument(
        "--json", action="store_true", help="print deal N as JSON: columns, reserve, winnable, solution"
    )
    p.add_argument(
        "--stats",
        nargs=2,
        metavar=("A", "B"),
        help="count the winnable deals A..B, at most %d (takes only --variant)" % MAX_STATS,
    )
    p.add_argument("--load", metavar="FILE", help="resume a game written by the save command")
    return p


def deal_json(deal, variant):
    """The JSON object of ``--json`` for a deal (solution replayable from the deal)."""
    game = luzon.Luzon(deal, variant)
    result = luzon_solver.solve(game)
    return {
        "deal": deal,
        "variant": variant,
        "columns": [[tiles.text(t) for t in c] for c in game.columns()],
        "reserve": [tiles.text(t) for t in game.reserve()],
        "winnable": result.winnable,
        "solution": [luzon.move_text(m) for m in result.solution],
    }


def stats(a, b, variant):
    """(winnable count, deals counted) over deal numbers a..b."""
    table = set()
    won = 0
    for n in range(a, b + 1):
        if luzon_solver.winnable(n, variant, table):
            won += 1
    return won, b - a + 1


def share(won, total):
    """``43.1%``: one decimal, rounded half up, computed in integers."""
    tenths = (won * 2000 + total) // (2 * total)
    return "%d.%d%%" % (tenths // 10, tenths % 10)


def tableau(game):
    """The position as text: one line per slot (top to bottom, bottom tile in
    brackets), the reserve, and the counts the player sees (LZ-11)."""
    lines = [
        "Luzon deal %d (%s)   removed %d/28   moves %d   undos %d"
        % (game.deal, game.variant, game.removed, len(game.history), game.undo_count)
    ]
    for s, col in enumerate(game.columns()):
        if not col:
            lines.append("  slot %d:  (empty)" % s)
            continue
        cells = [tiles.text(t) for t in col]
        cells[-1] = "[%s]" % cells[-1]
        lines.append("  slot %d:  %s" % (s, "  ".join(cells)))
    res = game.reserve()
    lines.append("  reserve: %s" % ("  ".join("[%s]" % tiles.text(t) for t in res) if res else "(empty)"))
    return "\n".join(lines)


def parse_command_move(game, words):
    """A move from the words of a line: ``a-b+c-d``, ``a-b c-d``, ``a-b>S``, ``a-b > S``."""
    text = "".join(words)
    if len(words) == 2 and "+" not in text and ">" not in text:
        text = words[0] + "+" + words[1]
    elif len(words) == 2 and is_whole(words[1], 1):
        text = words[0] + ">" + words[1]
    return game.parse_move(text)


class Session:
    """The terminal game: one command per line in, text out."""

    def __init__(self, game, out):
        self.game = game
        self.out = out

    def say(self, text):
        self.out.write(text + "\n")

    def show(self):
        self.say(tableau(self.game))
        g = self.game
        if g.is_won():
            self.say("Won! All 28 tiles removed with %d undos." % g.undo_count)
        elif g.no_moves():
            self.say("No moves left: type undo (or hint to see how far back a win is), new, or quit.")

    def command(self, line):
        """Handle one line; False when the player quits."""
        words = line.split()
        if not words:
            return True
        verb = words[0].lower()
        g = self.game
        if verb in ("q", "quit", "exit"):
            return False
        if verb in ("?", "help"):
            self.say(HELP)
        elif verb in ("u", "undo"):
            if g.history:
                self.say("undid %s" % g.move_text(g.undo()))
                self.show()
            else:
                self.say("nothing to undo")
        elif verb in ("h", "hint"):
            self.hint()
        elif verb in ("n", "new"):
            self.new(words[1:])
        elif verb in ("w", "winnable"):
            n = luzon_solver.next_winnable(g.deal % luzon.MAX_DEAL + 1, g.variant)
            self.start(luzon.Luzon(n or 1, g.variant))
        elif verb == "moves":
            moves = g.legal_moves()
            self.say(" ".join(g.move_text(m) for m in moves) if moves else "no moves")
        elif verb == "save":
            self.save(words[1:])
        elif verb == "load":
            self.load(words[1:])
        else:
            self.play(words)
        return True

    def play(self, words):
        try:
            move = parse_command_move(self.game, words)
            self.game.play(move)
        except ValueError as e:
            self.say("%s (type help for the commands)" % e)
            return
        self.show()

    def hint(self):
        move, back = luzon_solver.hint(self.game)
        if self.game.is_won():
            self.say("already won")
        elif move is not None:
            self.say("hint: %s" % self.game.move_text(move))
        elif back is None:
            self.say("no win from here, and this deal cannot be won at all: try winnable")
        else:
            self.say(
                "no win from here: undo %d move%s to reach a winnable position"
                % (back, "" if back == 1 else "s")
            )

    def new(self, args):
        g = self.game
        if args:
            try:
                n = parse_deal(args[0])
            except UsageError as e:
                self.say(str(e))
                return
        else:
            n = g.deal % luzon.MAX_DEAL + 1
        self.start(luzon.Luzon(n, g.variant))

    def start(self, game):
        self.game = game
        self.show()

    def save(self, args):
        if len(args) != 1:
            self.say("save FILE: name one file")
            return
        try:
            with open(args[0], "wb") as f:
                f.write(self.game.to_bytes())
        except (OSError, ValueError) as e:  # ValueError: a NUL byte in the name
            self.say("cannot save to %s: %s" % (one_line(args[0]), getattr(e, "strerror", None) or e))
            return
        self.say("saved to %s" % one_line(args[0]))

    def load(self, args):
        if len(args) != 1:
            self.say("load FILE: name one file")
            return
        try:
            self.start(load_file(args[0]))
        except UsageError as e:
            self.say(str(e))


def load_file(path):
    """The game saved in ``path``; UsageError with a one-line reason otherwise."""
    try:
        with open(path, "rb") as f:
            data = f.read(1 << 16)  # a save is a few hundred bytes
    except (OSError, ValueError) as e:  # ValueError: a NUL byte in the name
        raise UsageError("cannot read %s: %s" % (one_line(path), getattr(e, "strerror", None) or e)) from None
    try:
        return luzon.Luzon.from_bytes(data)
    except ValueError as e:
        raise UsageError(
            "cannot load %s: %s (a file written by the save command is accepted)" % (path, e)
        ) from None


def play(game, stdin, out):
    session = Session(game, out)
    out.write("Luzon patience: remove pairs of available tiles whose values sum to 12. Type help.\n")
    session.show()
    while True:
        out.write("> ")
        out.flush()
        line = stdin.readline()
        if not line:
            out.write("\n")
            return 0
        if not session.command(line):
            return 0


def run(argv):
    try:
        args = parser().parse_args(argv)
    except SystemExit as e:  # --help was printed
        return e.code or 0
    try:
        variant = luzon.check_variant(args.variant)
    except ValueError:
        raise UsageError("--variant must be classic or hard, not %r" % args.variant) from None
    if args.stats:
        if args.deal or args.json or args.load:
            raise UsageError("--stats A B takes only --variant")
        a = parse_deal(args.stats[0], "A")
        b = parse_deal(args.stats[1], "B")
        if a > b:
            raise UsageError("--stats A B needs A <= B")
        if b - a >= MAX_STATS:  # bounds the run time (1,000,000 deals: a minute or two), issue 17
            raise UsageError("--stats A B counts at most %d deals at once, not %d" % (MAX_STATS, b - a + 1))
        won, total = stats(a, b, variant)
        print("%s deals %d..%d: %d of %d winnable (%s)" % (variant, a, b, won, total, share(won, total)))
        return 0
    if args.json:
        if args.deal is None or args.load:
            raise UsageError("--json needs --deal N (%s)" % DEAL_RANGE)
        print(json.dumps(deal_json(parse_deal(args.deal), variant)))
        return 0
    if args.load:
        if args.deal is not None:
            raise UsageError("give --deal N or --load FILE, not both")
        game = load_file(args.load)
    else:
        game = luzon.Luzon(parse_deal(args.deal) if args.deal is not None else 1, variant)
    return play(game, sys.stdin, sys.stdout)


def main(argv):
    try:
        return run(argv)
    except UsageError as e:
        print("luzon: %s" % one_line(e), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("", file=sys.stderr)
        return 130
    except BrokenPipeError:  # output piped into a command that stopped reading
        quiet_pipe()
        return 0
