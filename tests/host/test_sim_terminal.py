"""The terminal front end: key parsing, the half-block picture, and a real session in a
pseudo-terminal (issue 4: arrows, Enter = A, Backspace/Esc = B, legend, q quits,
terminal restored)."""

import fcntl
import os
import pty
import select
import signal
import struct
import subprocess
import sys
import termios
import time

from host_sim import ROOT
from host_sim.front_terminal import LEGEND, QUIT, fit_scale, parse_keys, render_panel, too_small
from host_sim.hardware import UNLIT_RGB, perceived


def test_arrow_keys_in_both_terminal_modes():
    assert parse_keys("\x1b[A\x1b[B\x1b[C\x1b[D") == (["UP", "DOWN", "RIGHT", "LEFT"], "")
    assert parse_keys("\x1bOA\x1bOD") == (["UP", "LEFT"], "")
    assert parse_keys("\x1b[1;5C") == (["RIGHT"], "")  # Ctrl+Right is still RIGHT


def test_enter_is_a_and_backspace_or_esc_is_b():
    assert parse_keys("\r\n ") == (["A", "A", "A"], "")
    assert parse_keys("\x7f\x08") == (["B", "B"], "")
    assert parse_keys("\x1b", final=True) == (["B"], "")
    assert parse_keys("\x1bq") == (["B", QUIT], "")


def test_cut_escape_sequence_waits_for_the_rest():
    assert parse_keys("A\x1b[", final=False) == (["A"], "\x1b[")
    assert parse_keys("\x1b", final=False) == ([], "\x1b")
    assert parse_keys("\x1b[" + "B") == (["DOWN"], "")


def test_quit_and_unknown_keys():
    assert parse_keys("q") == ([QUIT], "")
    assert parse_keys("\x1b[5~7%") == ([], "")  # Page Up and plain symbols do nothing


def test_panel_looks_square_and_shows_the_led_colour():
    frame = bytearray(16 * 16 * 3)
    frame[0:3] = bytes((255, 0, 0))
    for scale in (1, 2, 3):
        rows = render_panel(frame, 16, 16, scale)
        assert len(rows) == 16 * scale // 2 + (16 * scale) % 2  # two LED rows' halves per line
        assert all(row.count("▀") == 16 * scale for row in rows)  # one column per half row
    red = perceived(bytes((255, 0, 0)))
    first = render_panel(frame, 16, 16, 2)[0]
    assert first.startswith("\x1b[38;2;%d;%d;%dm" % tuple(red))
    assert "\x1b[38;2;%d;%d;%dm" % UNLIT_RGB in first


def test_scale_fits_the_terminal():
    assert fit_scale(80, 24, 16, 16) == 2
    assert fit_scale(200, 60, 16, 16) == 7  # 56 lines of LEDs + 4 of legend
    assert fit_scale(20, 10, 16, 16) == 1


def test_a_terminal_too_small_for_the_whole_board_says_how_large_it_must_be():
    """Issue 13: 40x12 used to cut the board to 10 rows without a word."""
    assert too_small(40, 12, 16, 16) is None  # 8 lines of LEDs and 4 under them, exactly
    msg = too_small(40, 11, 16, 16)
    assert "40x11 is too small" in msg and "16x12" in msg
    assert "15x30" in too_small(15, 30, 16, 16)


class _Out:
    def __init__(self, size):
        self.size = size
        self.text = ""

    def write(self, s):
        self.text += s

    def flush(self):
        pass


def test_the_board_fills_a_12_line_terminal_without_scrolling_and_a_smaller_one_gets_the_message():
    from host_sim.front_terminal import TerminalFront

    for lines in (12, 11):
        out = _Out((40, lines))
        front = TerminalFront.__new__(TerminalFront)
        front.board = _FakeBoard()
        front.out = out
        front.fixed_scale = None
        front.status = ""
        front.last_key = ""
        front._terminal_size = lambda out=out: out.size
        front.draw()
        if lines == 12:
            assert out.text.count("\r\n") == 11 and "too small" not in out.text  # 12 lines, none scrolled
        else:
            assert "too small" in out.text and "16x12" in out.text and "\r\n" not in out.text


class _FakeBoard:
    width = 16
    height = 16
    frame = bytes(16 * 16 * 3)
    console = []

    class app:
        screen_name = "menu"


def read_until(fd, text, timeout):
    seen = b""
    end = time.time() + timeout
    while time.time() < end:
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
            if text.encode() in seen:
                return seen
    raise AssertionError("did not see %r; got %r" % (text, seen[-400:]))


def started():
    """In the child: the pty as controlling terminal, and SIGINT ignored as some
    launchers (and test runners' workers) leave it: the game must still take Ctrl-C."""
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def start_in_pty(tmp_path):
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 90, 0, 0))
    env = dict(os.environ, XDG_STATE_HOME=str(tmp_path), TERM="xterm-256color")
    proc = subprocess.Popen(
        [sys.executable, "-m", "host_sim"],
        cwd=ROOT,
        env=env,
        stdin=slave,
        stdout=slave,
        stderr=slave,
        start_new_session=True,  # the pty becomes the controlling terminal: Ctrl-C is SIGINT
        preexec_fn=started,
    )
    # The slave stays open here too until the test ends: once the game exits and closes
    # its side, Linux may answer reads of the master with EIO before the last bytes (the
    # restore sequence) are read; with this copy open every byte written stays readable.
    KEEP.append(slave)
    return proc, master


KEEP = []  # the slaves of the running pseudo-terminal sessions (start_in_pty)


def close_pty(master):
    os.close(master)
    while KEEP:
        os.close(KEEP.pop())


def test_real_session_in_a_pseudo_terminal(tmp_path):
    proc, master = start_in_pty(tmp_path)
    try:
        read_until(master, LEGEND, 20)
        read_until(master, "screen: menu", 20)
        os.write(master, b"\r")  # Enter = A: LUZON on a new board
        read_until(master, "screen: luzon", 10)
        os.write(master, b"\x1b[C")  # Right arrow
        read_until(master, "last key: RIGHT", 10)
        os.write(master, b"q")
        tail = read_until(master, "\x1b[?1049l", 10)
        assert b"\x1b[?25h" in tail  # cursor shown again
        assert proc.wait(10) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
        close_pty(master)
    # The game in progress was saved in the per-user store.
    assert (tmp_path / "pipgrid" / "store.bin").stat().st_size == 4096


def test_ctrl_c_restores_the_terminal(tmp_path):
    proc, master = start_in_pty(tmp_path)
    try:
        read_until(master, LEGEND, 20)
        os.write(master, b"\x03")
        # a deadline, not a timing: on a loaded 2-core machine the frames drawn before the
        # signal is taken can queue for seconds ahead of the restore sequence
        read_until(master, "\x1b[?1049l", 40)
        assert proc.wait(10) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
        close_pty(master)


def test_without_a_terminal_says_so_in_one_line():
    r = subprocess.run(
        [sys.executable, "-m", "host_sim", "--store", os.devnull + "-unused", "--fresh"],
        cwd=ROOT,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert r.returncode == 2
    assert r.stderr.count("\n") == 1 and "needs a terminal" in r.stderr
