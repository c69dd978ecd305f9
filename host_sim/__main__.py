"""``python -m host_sim [command] ...``: the simulator and the command-line tools.

Each command lives in its own module ``host_sim.cli_<name>`` with a
``main(argv) -> int`` function; with no command the board simulator starts.
Bad input exits with status 2 and one line on stderr, never a traceback.
"""

import sys

import host_sim  # noqa: F401  (puts firmware/lib on sys.path)

COMMANDS = {
    "play": "host_sim.cli_play",
    "luzon": "host_sim.cli_luzon",
    "traditional": "host_sim.cli_domino",
    "italian": "host_sim.cli_domino",
    "triominoes": "host_sim.cli_triominoes",
    "replay": "host_sim.cli_replay",
    "mirror": "host_sim.mirror",
}

USAGE = "usage: python -m host_sim [%s] ..." % "|".join(sorted(COMMANDS))


def main(argv=None):
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in ("-h", "--help", "help"):
        print(USAGE)
        return 0
    name = "play"
    if argv and not argv[0].startswith("-"):
        name = argv.pop(0)
    if name not in COMMANDS:
        print("unknown command %r; %s" % (name, USAGE), file=sys.stderr)
        return 2
    module = __import__(COMMANDS[name], fromlist=["main"])
    if name in ("traditional", "italian"):
        return module.main(name, argv)
    return module.main(argv)


def run():
    """Entry point: a closed pipe (``... | head``) ends quietly, like other tools."""
    try:
        status = main()
        sys.stdout.flush()
    except BrokenPipeError:
        import os

        # Point stdout at devnull so the interpreter's final flush cannot fail again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        status = 1
    except KeyboardInterrupt:
        print("", file=sys.stderr)
        status = 130
    return status


if __name__ == "__main__":
    sys.exit(run())
