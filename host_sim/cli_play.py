"""``python -m host_sim [play]``: the board simulator (``make play``).

The same app and the same runner as on the board, with virtual hardware
(``host_sim.hardware``) behind one of three front ends:

- the terminal (default): true-colour LEDs, arrows / Enter / Backspace, q quits;
- ``--window``: a pygame-ce window with round glowing LEDs and clickable buttons;
- headless, when ``--keys``, ``--script``, ``--png`` or ``--gif`` is given: a key
  script drives the board in simulated time, then pictures are written.

Saves: interactive play keeps the board's store in a per-user file
(``$XDG_STATE_HOME/pipgrid/store.bin``, i.e. ``~/.local/state/pipgrid/store.bin``),
so a game goes on next time, like on the board; ``--store FILE`` picks another
file (missing or empty: a new store; a file that is not a PipGrid store is refused
and never written), ``--new-store FILE`` makes FILE a new store whatever it holds,
and ``--fresh`` erases the store first. Headless runs start from an erased store
kept in memory (repeatable pictures, your saved game untouched) unless a store
file is named; they never use the personal store.
"""

import argparse
import sys

from host_sim import hardware
from host_sim.cli_args import CliError, one_line, picture_path
from host_sim.front_headless import ScriptError
from pipgrid import boards
from pipgrid.profile import ProfileError


class UsageError(Exception):
    pass


class Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)


EXAMPLES = """examples:
  %(prog)s                                   play in the terminal (arrows, Enter = A, Backspace = B, q quits)
  %(prog)s --window                          play in a window
  %(prog)s --keys "A RIGHT*2 A" --png x.png  headless: press keys, save the last frame
  %(prog)s --script keys.txt --gif play.gif  headless: record every frame"""

MAX_SCRIPT_BYTES = 1 << 20


def parser(prog="python -m host_sim play"):
    store = hardware.default_store_path().replace("%", "%%")
    p = Parser(
        prog=prog,
        description="PipGrid board simulator: the board's own app with virtual hardware.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        add_help=True,
    )
    front = p.add_mutually_exclusive_group()
    front.add_argument("--window", action="store_true", help="play in a window (pygame-ce)")
    front.add_argument("--keys", metavar="KEYS", help='headless: key script, e.g. "RIGHT*2 A wait:500 B"')
    front.add_argument("--script", metavar="FILE", help="headless: key script file (- for stdin)")
    p.add_argument("--png", metavar="FILE", help="headless: write the final frame as a picture (FILE.png)")
    p.add_argument("--gif", metavar="FILE", help="headless: record every frame as an animated GIF (FILE.gif)")
    p.add_argument("--profile", metavar="NAME", help="board profile (default: the reference 16x16 board)")
    p.add_argument(
        "--store",
        metavar="FILE",
        help="store file (default: %s when playing interactively; headless runs use "
        "an erased store in memory)" % store,
    )
    p.add_argument(
        "--new-store", metavar="FILE", help="make FILE a new, erased store (replaces what it holds)"
    )
    p.add_argument("--fresh", action="store_true", help="erase the store first (no saved game)")
    p.add_argument("--scale", metavar="N", help="LED size 1..200: terminal cells, or window/PNG/GIF pixels")
    p.add_argument(
        "--gap", default="250", metavar="MS", help="headless: time after each key, 0..60000 ms (250)"
    )
    p.add_argument("--at", metavar="MS", help="headless: --png takes the frame shown at MS ms after power-on")
    p.add_argument(
        "--mirror-pty",
        action="store_true",
        help="offer the frames on a pseudo-terminal for `python -m host_sim mirror`",
    )
    return p


def _script(args):
    from host_sim.front_headless import parse_script

    if args.keys is not None:
        return parse_script(args.keys)
    if args.script is None:
        return []
    try:
        if args.script == "-":
            text = sys.stdin.read(MAX_SCRIPT_BYTES + 1)
        else:
            with open(args.script, encoding="utf-8") as f:
                text = f.read(MAX_SCRIPT_BYTES + 1)
    except (OSError, ValueError) as e:  # ValueError: not UTF-8 text, a NUL byte in the name
        raise UsageError(
            "cannot read %s: %s" % (one_line(args.script), getattr(e, "strerror", None) or e)
        ) from None
    if len(text) > MAX_SCRIPT_BYTES:
        raise UsageError("a key script is at most %d bytes" % MAX_SCRIPT_BYTES)
    return parse_script(text)


def _board(args, headless):
    try:
        boards.select(args.profile or boards.REFERENCE)  # before touching any store file
    except ProfileError as e:
        raise UsageError(str(e)) from None
    if args.store is not None and args.new_store is not None:
        raise UsageError("give --store FILE or --new-store FILE, not both")
    path = args.store if args.new_store is None else args.new_store
    if path == "":
        raise UsageError("--store and --new-store need a file name")
    if path is None and headless:
        store = bytearray([hardware.ERASED]) * hardware.NVM_SIZE
    else:
        path = path or hardware.default_store_path()
        try:
            store = hardware.FileStore(path, fresh=args.fresh, new=args.new_store is not None)
        except hardware.StoreError as e:
            raise UsageError(str(e)) from None
        except OSError as e:
            raise UsageError("cannot use store %s: %s" % (path, e.strerror)) from None
    if headless:
        clock = hardware.SimClock()
        log = print
    else:
        clock = hardware.real_clock
        log = None
    link = None
    if args.mirror_pty:
        link = _mirror_pty()
    return hardware.SimBoard(args.profile, store=store, clock=clock, log=log, link=link)


def _mirror_pty():
    """A pseudo-terminal standing in for the board's second USB serial port (issue 16)."""
    import os
    import tty

    from host_sim.mirror import PortLink

    board_fd, mirror_fd = os.openpty()
    tty.setraw(mirror_fd)
    name = os.ttyname(mirror_fd)
    print("mirror: python -m host_sim mirror %s" % name, file=sys.stderr)
    link = PortLink(board_fd)
    link.keep_open = mirror_fd  # held open, so the board side never sees the port vanish
    return link


def check_args(args):
    """Bounds and picture paths, checked before anything runs (issue 17)."""
    from host_sim.cli_args import whole
    from host_sim.front_headless import script_ms

    if args.scale is not None:
        args.scale = whole(args.scale, "--scale", 1, 200)
    args.gap = whole(args.gap, "--gap", 0, 60000)
    if args.at is not None:
        from host_sim.front_headless import MAX_SCRIPT_MS

        args.at = whole(args.at, "--at", 0, MAX_SCRIPT_MS)
        if not args.png:
            raise UsageError("--at MS picks the frame of --png: give --png FILE.png too")
    if args.png is not None:
        picture_path(args.png, "--png", ".png")
    if args.gif is not None:
        picture_path(args.gif, "--gif", ".gif")
    headless = bool(args.keys is not None or args.script or args.png or args.gif)
    if headless and args.window:
        raise UsageError("--window plays interactively; --png/--gif/--keys/--script run headless")
    actions = _script(args)
    script_ms(actions, args.gap)
    return headless, actions


def main(argv):
    from host_sim.cli_args import prog

    try:
        try:
            args = parser(prog("play")).parse_args(argv)
        except SystemExit as e:  # --help was printed
            return e.code or 0
        headless, actions = check_args(args)
        board = _board(args, headless)
    except (UsageError, ScriptError, CliError) as e:
        print("play: %s" % one_line(e), file=sys.stderr)
        return 2
    try:
        if headless:
            return _headless(board, actions, args)
        if args.window:
            from host_sim import front_window

            return front_window.run(board, scale=args.scale)
        from host_sim import front_terminal

        status = "store: %s" % board.store.path
        return front_terminal.run(board, scale=args.scale, status=status)
    finally:
        close = getattr(board.store, "close", None)  # a store file: its lock goes (issue 26)
        if close is not None:
            close()


def _headless(board, actions, args):
    from host_sim import front_headless

    recorder = front_headless.Recorder(board) if args.gif else None
    at = front_headless.FrameAt(board, args.at) if args.at is not None else None
    front_headless.HeadlessDriver(board, gap_ms=args.gap).play(actions, args.at)
    try:
        if args.png:
            frame = at.frame if at is not None else None
            front_headless.write_png(board, args.png, pitch=args.scale or 40, frame=frame)
        if args.gif:
            front_headless.write_gif(board, recorder, args.gif, pitch=args.scale or 24)
    except (OSError, ValueError) as e:  # e.g. the disk is full
        print("play: cannot write the picture: %s" % one_line(e), file=sys.stderr)
        return 2
    print("screen: %s   frames shown: %d" % (board.app.screen_name, board.runner.frames_shown))
    return 1 if board.runner.error else 0
