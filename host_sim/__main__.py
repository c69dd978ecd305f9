"""``python -m host_sim [command] ...`` (or ``pipgrid [command] ...``): the simulator and
the command-line tools.

Each command lives in its own module ``host_sim.cli_<name>`` with a
``main(argv) -> int`` function; with no command the board simulator starts.
Bad input exits with status 2 and one line on stderr, never a traceback.
``pipgrid`` (the console entry point, ``host_sim.cli_entry``) runs this very
``main``: same commands, same output.
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
    "deploy": "host_sim.deploy",
    "mirror": "host_sim.mirror",
}

# One line per command for --help, in this order.
SUMMARY = (
    ("play", "the board simulator: terminal, --window, or headless --keys/--png/--gif (the default)"),
    ("luzon", "Luzon patience: play in the terminal, --deal N --json, --stats A B"),
    ("traditional", "traditional domino, 2-4 seats: bots play a seeded round or match"),
    ("italian", "Italian domino (race to the goal), 2-5 seats: bots play a seeded round or match"),
    ("triominoes", "Tri-Ominos, 1-6 seats (1: solitaire): bots play a seeded game"),
    ("replay", "check a JSON-lines transcript event by event and print the final scores"),
    ("deploy", "copy the firmware onto a CIRCUITPY drive"),
    ("mirror", "show a board's frames (its second USB serial port) in a window, for a projector"),
)

EXAMPLES = (
    '{prog} --keys "A RIGHT*2 A" --png shot.png',
    "{prog} luzon --deal 7 --json",
    "{prog} traditional --seed 7 --players 3 --bots greedy,random,greedy --match --json > game.jsonl",
    "{prog} replay game.jsonl",
    "{prog} triominoes --seed 7 --players 3 --option club=on",
    "{prog} deploy /media/$USER/CIRCUITPY",
)

PROG = "python -m host_sim"


def help_text(prog):
    lines = [
        "usage: %s [COMMAND] [OPTIONS]   (no command: play)" % prog,
        "",
        "PipGrid, the electronic domino board: its simulator and command-line tools.",
        "",
        "commands:",
    ]
    for name, what in SUMMARY:
        lines.append("  %-12s %s" % (name, what))
    lines.append("")
    lines.append("'%s COMMAND --help' lists the options of a command." % prog)
    lines.append("Bad input: one line on stderr saying what is accepted, exit status 2.")
    lines.append("")
    lines.append("examples:")
    lines.extend("  " + e.format(prog=prog) for e in EXAMPLES)
    return "\n".join(lines)


def main(argv=None, prog=PROG):
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in ("-h", "--help", "help"):
        print(help_text(prog))
        return 0
    name = "play"
    if argv and not argv[0].startswith("-"):
        name = argv.pop(0)
    if name not in COMMANDS:
        print(
            "unknown command %r; commands: %s (%s --help)" % (name, ", ".join(n for n, _ in SUMMARY), prog),
            file=sys.stderr,
        )
        return 2
    from host_sim import cli_args

    cli_args.PROG = prog
    module = __import__(COMMANDS[name], fromlist=["main"])
    if name in ("traditional", "italian"):
        return module.main(name, argv)
    return module.main(argv)


def run(prog=PROG):
    """Entry point: a closed pipe (``... | head``) ends quietly, like other tools."""
    try:
        status = main(prog=prog)
        sys.stdout.flush()
    except BrokenPipeError:
        from host_sim.cli_args import quiet_pipe

        quiet_pipe()
        status = 0
    except KeyboardInterrupt:
        print("", file=sys.stderr)
        status = 130
    return status


if __name__ == "__main__":
    sys.exit(run())
