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
file and ``--fresh`` erases it first. Headless runs start from an erased store
kept in memory (repeatable pictures, your saved game untouched) unless
``--store`` is given.
"""

import argparse
import sys

from host_sim import hardware
from host_sim.front_headless import ScriptError
from pipgrid import boards
from pipgrid.profile import ProfileError


class UsageError(Exception):
    pass


class Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)


def parser():
    p = Parser(prog="python -m host_sim play", description="PipGrid board simulator", add_help=True)
    front = p.add_mutually_exclusive_group()
    front.add_argument("--window", action="store_true", help="play in a window (pygame-ce)")
    front.add_argument("--keys", metavar="KEYS", help='headless: key script, e.g. "RIGHT*2 A wait:500 B"')
    front.add_argument("--script", metavar="FILE", help="headless: key script file (- for stdin)")
    p.add_argument("--png", metavar="FILE", help="headless: write the final frame as a picture")
    p.add_argument("--gif", metavar="FILE", help="headless: record every frame as an animated GIF")
    p.add_argument("--profile", metavar="NAME", help="board profile (default: the reference 16x16 board)")
    p.add_argument("--store", metavar="FILE", help="store file (default: %s)" % hardware.default_store_path())
    p.add_argument("--fresh", action="store_true", help="erase the store first (no saved game)")
    p.add_argument("--scale", type=int, metavar="N", help="LED size: terminal cells, or window/PNG pixels")
    p.add_argument("--gap", type=int, default=250, metavar="MS", help="headless: time after each key (250)")
    p.add_argument(
        "--mirror-pty", action="store_true", help="offer the frames on a pseudo-terminal for `python -m host_sim mirror`"
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
            return parse_script(sys.stdin.read())
        with open(args.script, encoding="utf-8") as f:
            return parse_script(f.read())
    except OSError as e:
        raise UsageError("cannot read %s: %s" % (args.script, e.strerror)) from None


def _board(args, headless):
    try:
        boards.select(args.profile or boards.REFERENCE)  # before touching any store file
    except ProfileError as e:
        raise UsageError(str(e)) from None
    if args.store is None and headless:
        store = bytearray([hardware.ERASED]) * hardware.NVM_SIZE
    else:
        path = args.store or hardware.default_store_path()
        try:
            store = hardware.FileStore(path, fresh=args.fresh)
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


def main(argv):
    try:
        args = parser().parse_args(argv)
        if args.scale is not None and not 1 <= args.scale <= 200:
            raise UsageError("--scale must be 1..200")
        if args.gap < 0:
            raise UsageError("--gap must be at least 0 ms")
        headless = bool(args.keys is not None or args.script or args.png or args.gif)
        if headless and args.window:
            raise UsageError("--window plays interactively; --png/--gif/--keys/--script run headless")
        actions = _script(args)
        board = _board(args, headless)
    except (UsageError, ScriptError) as e:
        print("play: %s" % e, file=sys.stderr)
        return 2
    if headless:
        return _headless(board, actions, args)
    if args.window:
        from host_sim import front_window

        return front_window.run(board, scale=args.scale)
    from host_sim import front_terminal

    status = "store: %s" % board.store.path
    return front_terminal.run(board, scale=args.scale, status=status)


def _headless(board, actions, args):
    from host_sim import front_headless

    recorder = front_headless.Recorder(board) if args.gif else None
    front_headless.HeadlessDriver(board, gap_ms=args.gap).play(actions)
    if args.png:
        front_headless.write_png(board, args.png, pitch=args.scale or 40)
    if args.gif:
        front_headless.write_gif(board, recorder, args.gif, pitch=args.scale or 24)
    print("screen: %s   frames shown: %d" % (board.app.screen_name, board.runner.frames_shown))
    return 1 if board.runner.error else 0
