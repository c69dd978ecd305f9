"""``python -m host_sim replay FILE``: check a transcript and print the final scores.

The game is recognised from the first (deal) event, see ``transcript.game_of``;
each game's checker lives in ``host_sim.replay_<game>`` with
``replay(events) -> list of result lines`` raising ``TranscriptError``.
"""

import sys

from host_sim.transcript import TranscriptError, game_of, read_events


def main(argv):
    if len(argv) != 1 or argv[0].startswith("-"):
        print("usage: python -m host_sim replay FILE   (a JSON-lines transcript; - for stdin)", file=sys.stderr)
        return 2
    path = argv[0]
    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as f:
                text = f.read()
    except (OSError, UnicodeDecodeError) as e:
        print("cannot read %s: %s" % (path, e), file=sys.stderr)
        return 2
    try:
        events = read_events(text)
        game = game_of(events[0][1])
        module = __import__("host_sim.replay_" + game, fromlist=["replay"])
        lines = module.replay(events)
    except TranscriptError as e:
        print("invalid transcript: %s" % e, file=sys.stderr)
        return 2
    for line in lines:
        print(line)
    return 0
