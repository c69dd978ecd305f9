"""Terminal front end (the default of ``python -m host_sim``): the panel in true colour.

Each LED is drawn with the upper half block "▀" (foreground = upper half,
background = lower half), so one character cell holds two square "half rows"
and the 16x16 grid looks square. The scale is chosen to fit the terminal: an LED
is ``scale`` columns by ``scale`` half rows; from scale 2 on, a dark gap
separates the LEDs as on a real panel.

Keys: arrows (or h j k l) = UP DOWN LEFT RIGHT, Enter / Space / a / z = A,
Backspace / Esc / b / x = B, q = quit. The terminal is restored on exit, on
Ctrl-C and on errors (alternate screen, cursor and input mode).
"""

import os
import select
import sys

from host_sim.hardware import BOARD_RGB, UNLIT_RGB, perceived

QUIT = "QUIT"
LEGEND = "arrows move   Enter/Space = A   Backspace/Esc = B   q = quit"
_ARROWS = {"A": "UP", "B": "DOWN", "C": "RIGHT", "D": "LEFT"}
_PLAIN = {
    "\r": "A", "\n": "A", " ": "A", "a": "A", "A": "A", "z": "A", "Z": "A",
    "\x7f": "B", "\x08": "B", "b": "B", "B": "B", "x": "B", "X": "B",
    "h": "LEFT", "j": "DOWN", "k": "UP", "l": "RIGHT",
    "q": QUIT, "Q": QUIT, "\x03": QUIT, "\x04": QUIT,
}  # fmt: skip


def parse_keys(data, final=True):
    """Split terminal input into actions; returns (actions, unparsed rest).

    ``data`` is text. An escape sequence cut at the end of ``data`` is kept as
    ``rest`` for the next read; with ``final`` (no more input came) a lone Esc
    is the B button. Unknown keys and sequences are ignored.
    """
    actions = []
    i = 0
    n = len(data)
    while i < n:
        ch = data[i]
        if ch != "\x1b":
            if ch in _PLAIN:
                actions.append(_PLAIN[ch])
            i += 1
            continue
        if i + 1 >= n:
            if not final:
                return actions, data[i:]
            actions.append("B")
            i += 1
            continue
        kind = data[i + 1]
        if kind not in "[O":
            actions.append("B")  # Esc followed by another key
            i += 1
            continue
        j = i + 2
        while j < n and not ("@" <= data[j] <= "~"):
            j += 1  # CSI parameters, e.g. "1;5" of Ctrl+arrow
        if j >= n:
            if not final:
                return actions, data[i:]
            actions.append("B")
            i += 1
            continue
        if data[j] in _ARROWS:
            actions.append(_ARROWS[data[j]])
        i = j + 1
    return actions, ""


def needed_size(width, height, extra_lines=4):
    """(columns, lines) the panel at scale 1 and the lines under it need."""
    return width, (height + 1) // 2 + extra_lines


def too_small(columns, lines, width, height):
    """The message shown instead of the board when the terminal cannot hold all of it
    (a clipped board would hide rows without saying so), else None."""
    need_c, need_l = needed_size(width, height)
    if columns >= need_c and lines >= need_l:
        return None
    return (
        "terminal %dx%d is too small: the board needs %dx%d (columns x lines); enlarge it or use --window"
        % (columns, lines, need_c, need_l)
    )


def fit_scale(columns, lines, width, height, extra_lines=4):
    """Largest LED size (columns = half rows) that fits, at least 1."""
    scale = 1
    while width * (scale + 1) <= columns and (height * (scale + 1) + 1) // 2 + extra_lines <= lines:
        scale += 1
    return scale


def _sgr(fg, bg):
    return "\x1b[38;2;%d;%d;%dm\x1b[48;2;%d;%d;%dm" % (fg + bg)


def render_panel(frame, width, height, scale):
    """The panel as lines of text (ANSI true colour, half blocks); no trailing reset."""
    seen = perceived(frame)
    gap = scale >= 2

    def colour(col, half):
        x, sx = divmod(col, scale)
        y, sy = divmod(half, scale)
        if y >= height or (gap and (sx == scale - 1 or sy == scale - 1)):
            return BOARD_RGB
        i = 3 * (y * width + x)
        rgb = (seen[i], seen[i + 1], seen[i + 2])
        return rgb if any(rgb) else UNLIT_RGB

    rows = []
    halves = height * scale
    for line in range((halves + 1) // 2):
        parts = []
        last = None
        for col in range(width * scale):
            pair = (colour(col, 2 * line), colour(col, 2 * line + 1))
            if pair != last:
                parts.append(_sgr(pair[0], pair[1]))
                last = pair
            parts.append("▀")
        parts.append("\x1b[0m")
        rows.append("".join(parts))
    return rows


class TerminalFront:
    """Draws the board into a terminal and feeds its keys to the board."""

    def __init__(self, board, out=None, scale=None, status=""):
        self.board = board
        self.out = out or sys.stdout
        self.fixed_scale = scale
        self.status = status
        self.dirty = True
        self.size = None
        self.last_key = ""
        board.pixels.listeners.append(self._shown)

    def _shown(self, frame):
        self.dirty = True

    def _terminal_size(self):
        try:
            size = os.get_terminal_size(self.out.fileno())
            return size.columns, size.lines
        except (OSError, ValueError, AttributeError):
            return 80, 24

    def draw(self):
        """Full redraw: panel, legend, screen name and the last console line."""
        columns, lines = self._terminal_size()
        b = self.board
        small = too_small(columns, lines, b.width, b.height)
        if small is not None:
            self.out.write("\x1b[H\x1b[J" + small[: columns * max(lines, 1) - 1])
            self.out.flush()
            self.dirty = False
            return
        scale = self.fixed_scale or fit_scale(columns, lines, b.width, b.height)
        rows = render_panel(b.frame, b.width, b.height, scale)
        console = b.console[-1] if b.console else ""
        info = "screen: %s   last key: %s   %s" % (
            getattr(b.app, "screen_name", "?"),
            self.last_key or "-",
            self.status,
        )
        text = ["\x1b[H"]
        for row in rows:
            text.append(row + "\x1b[K\r\n")
        for extra in ("", LEGEND, info, "\x1b[2m" + console[: columns - 1] + "\x1b[0m"):
            text.append(extra[: columns + 16] + "\x1b[K\r\n")
        text[-1] = text[-1][:-2]  # no newline after the last line: it would scroll the top row away
        text.append("\x1b[J")
        self.out.write("".join(text))
        self.out.flush()
        self.dirty = False

    def feed(self, actions):
        """Apply parsed actions; returns False on quit."""
        for action in actions:
            if action == QUIT:
                return False
            self.board.tap(action)
            self.last_key = action
            self.dirty = True
        return True

    def loop(self, fd, poll_s=0.01):
        """Read keys from ``fd``, step the board, redraw on change, until quit."""
        pending = ""
        while True:
            ready, _, _ = select.select([fd], [], [], poll_s)
            if ready:
                data = os.read(fd, 256)
                if not data:
                    return
                actions, pending = parse_keys(pending + data.decode("utf-8", "ignore"), final=False)
            elif pending:
                actions, pending = parse_keys(pending, final=True)
            else:
                actions = []
            if not self.feed(actions):
                return
            self.board.step()
            size = self._terminal_size()
            if size != self.size:
                self.size = size
                self.out.write("\x1b[2J")
                self.dirty = True
            if self.dirty:
                self.draw()


def run(board, scale=None, status="", stdin=None, out=None):
    """Play in this terminal; returns an exit status."""
    import termios
    import tty

    stdin = stdin or sys.stdin
    out = out or sys.stdout
    if not (stdin.isatty() and out.isatty()):
        print(
            "the terminal front end needs a terminal; use --keys/--script (headless) or --window",
            file=sys.stderr,
        )
        return 2
    import signal

    # Ctrl-C quits and restores the terminal even when whatever started us ignores
    # SIGINT (an ignored signal is inherited, and Python then installs no handler)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    fd = stdin.fileno()
    saved = termios.tcgetattr(fd)
    front = TerminalFront(board, out=out, scale=scale, status=status)
    out.write("\x1b[?1049h\x1b[?25l\x1b[2J")
    try:
        tty.setcbreak(fd)
        front.loop(fd)
    except KeyboardInterrupt:
        pass
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)
        out.write("\x1b[0m\x1b[?25h\x1b[?1049l")
        out.flush()
    return 0
