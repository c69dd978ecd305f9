"""``python -m host_sim replay FILE``: check a transcript and print the final scores.

The game is recognised from the first (deal) event, see ``transcript.game_of``;
each game's checker lives in ``host_sim.replay_<game>`` with
``replay(events) -> list of result lines`` raising ``TranscriptError``.
``FILE`` may be ``-`` for stdin; at most ``transcript.MAX_BYTES`` are read
(``replay /dev/zero`` stops there with one line).
"""

import sys

from host_sim.transcript import MAX_BYTES, TranscriptError, game_of, read_events


def usage():
    from host_sim.cli_args import PROG

    return "usage: %s replay FILE   (a JSON-lines transcript; - for stdin)" % PROG


def help_text():
    from host_sim.cli_args import PROG, prog

    p = prog("replay")
    return "\n".join(
        [
            usage(),
            "",
            "Checks a traditional, Italian or Tri-Ominos transcript (shared/rules/*.md) event by",
            "event and prints the final scores (seats 1..n); the game is known from the deal line.",
            "",
            "arguments:",
            "  FILE        the transcript, one JSON object per line, at most %d MB; - reads stdin"
            % (MAX_BYTES >> 20),
            "  -h, --help  this help",
            "",
            'Strict: tiles written low-high ("1-3"; Tri-Ominos clockwise from the lowest), integers',
            "written as integers, and the hands and boneyard or pool those the deal's seed deals.",
            "A transcript that breaks a rule: one line naming the line and the rule, exit status 2.",
            "",
            "examples:",
            "  %s traditional --seed 7 --players 3 --match --json > game.jsonl" % PROG,
            "  %s game.jsonl" % p,
            "  %s triominoes --seed 7 --json | %s -" % (PROG, p),
        ]
    )


def read_text(path):
    """The transcript's text, at most MAX_BYTES; (None, message) when it cannot be read."""
    from host_sim import cli_args
    from host_sim.cli_args import one_line

    try:
        if path == "-":
            data = sys.stdin.buffer.read(MAX_BYTES + 1)
        else:
            with cli_args.open_regular(path) as f:  # a FIFO or a device: refused, never waited on
                data = f.read(MAX_BYTES + 1)
    except (OSError, ValueError) as e:  # ValueError: a NUL byte in the name
        return None, "cannot read %s: %s" % (one_line(path), getattr(e, "strerror", None) or e)
    if len(data) > MAX_BYTES:
        return None, "%s is longer than %d MB: not a transcript" % (
            "stdin" if path == "-" else one_line(path),
            MAX_BYTES >> 20,
        )
    try:
        return data.decode("utf-8"), None
    except UnicodeDecodeError as e:
        return None, "cannot read %s: not UTF-8 text (byte %d)" % (
            "stdin" if path == "-" else one_line(path),
            e.start,
        )


def main(argv):
    if argv and argv[0] in ("-h", "--help"):
        print(help_text())
        return 0
    if len(argv) != 1 or (argv[0].startswith("-") and argv[0] != "-"):
        print(usage(), file=sys.stderr)
        return 2
    text, problem = read_text(argv[0])
    if problem:
        print(problem, file=sys.stderr)
        return 2
    try:
        events = read_events(text)
        game = game_of(events[0][1])
        module = __import__("host_sim.replay_" + game, fromlist=["replay"])
        lines = module.replay(events)
    except TranscriptError as e:
        from host_sim.cli_args import one_line

        print("invalid transcript: %s" % one_line(e), file=sys.stderr)
        return 2
    for line in lines:
        print(line)
    return 0
