"""The mirror (issue 16): the board's frames over a serial port to
``python -m host_sim mirror PORT``, tested end to end over a pseudo-terminal pair
(os.openpty) with the simulator playing the board (host_sim.hardware.SimBoard with a
``link``, as code.py gives the runner ``usb_cdc.data``)."""

import os
import subprocess
import sys
import time
import tty

import pytest
from host_sim.drive.hotseat import start
from hotseat_privacy import slot_tiles

from host_sim import ROOT, hardware, mirror
from host_sim.front_headless import STEP_MS
from host_sim.panel_image import PanelRenderer
from pipgrid.ui.domino import hooks as hotseat
from pipgrid.ui.canvas import Canvas

P = hotseat.PERSON


class Rig:
    """A simulated board on one end of a pseudo-terminal pair; the other end's path is
    ``port`` (for the real command) and ``fd`` (for an in-process Receiver)."""

    def __init__(self, store=None):
        board_fd, self.fd = os.openpty()
        tty.setraw(self.fd)
        os.set_blocking(self.fd, False)
        self.port = os.ttyname(self.fd)
        self.link = mirror.PortLink(board_fd)
        self.clock = hardware.SimClock()
        self.board = hardware.SimBoard(store=store, clock=self.clock, log=lambda line: None, link=self.link)
        self.board.step()
        self.run_for(4000)
        self.after_step = None

    @property
    def app(self):
        return self.board.app

    def run_for(self, ms):
        end = self.clock.ms + ms
        while self.clock.ms < end:
            self.clock.advance(STEP_MS)
            self.board.step()
            if getattr(self, "after_step", None):
                self.after_step()

    def press(self, key):
        self.board.tap(key)
        self.run_for(250)

    def until(self, done, seconds=5):
        """Step in real time until ``done()``: a pseudo-terminal passes bytes a moment later."""
        t0 = time.monotonic()
        while time.monotonic() - t0 < seconds:
            if done():
                return True
            self.run_for(10)
            time.sleep(0.005)
        return False

    def close(self):
        os.close(self.fd)
        os.close(self.link.fd)


def test_frames_round_trip_through_the_decoder():
    from pipgrid.mirror import Mirror

    class Link:
        in_waiting = 0
        connected = True

        def __init__(self):
            self.data = bytearray()

        def read(self, n):
            return b""

        def write(self, data):
            self.data += bytes(data)
            return len(data)

    for colours in (3, 16, 17, 256):
        b = hardware.SimBoard(clock=hardware.SimClock(), log=lambda line: None, link=Link())
        buf = b.runner.canvas.buf
        for i in range(256):  # `colours` colours, in runs of varied lengths
            c = (i * 7 // 5) % colours
            buf[3 * i : 3 * i + 3] = bytes((c, 255 - c, (c * 3) & 0xFF))
        m = Mirror(b.runner)
        n = m.encode()
        data = bytes(m.out[:n])
        frame = mirror.decode_body(data[4:-2])
        assert frame.canvas == bytes(buf) and (frame.width, frame.height) == (16, 16)
        assert n < 3 * 256 + 16 or colours == 256
        # garbage before, a broken frame, the frame cut into pieces: only whole frames come out
        broken = bytearray(data)
        broken[12] ^= 1
        d = mirror.Decoder()
        got = []
        stream = b"\x00\xa5junk" + bytes(broken) + data
        for i in range(0, len(stream), 7):
            got += d.feed(stream[i : i + 7])
        assert [f.canvas for f in got] == [bytes(buf)] and d.bad >= 1


def test_luzon_end_to_end_with_the_real_command(tmp_path):
    """The board plays Luzon while ``python -m host_sim mirror`` records: its last
    frame is the board's last frame, picture for picture."""
    rig = Rig()
    gif, png = tmp_path / "mirror.gif", tmp_path / "mirror.png"
    cmd = [sys.executable, "-m", "host_sim", "mirror", rig.port, "--headless", "--seconds", "3",
           "--gif", str(gif), "--png", str(png)]  # fmt: skip
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        # the command asked: the mirror is loaded
        assert rig.until(lambda: rig.board.runner.mirror is not None, 10)
        for key in "A RIGHT A DOWN RIGHT A B DOWN A".split():
            rig.press(key)
            time.sleep(0.05)
        while proc.poll() is None:  # the board stays on, quiet, until the recording ends
            rig.run_for(10)
            time.sleep(0.005)
        out, err = proc.communicate(timeout=10)
        assert proc.returncode == 0, err
        assert rig.app.screen_name == "luzon"
        from PIL import Image

        want = PanelRenderer(16, 16, 40).render(rig.board.frame)
        assert Image.open(png).convert("RGB").tobytes() == want.tobytes()
        # frames are dropped rather than a press delayed: how many arrive depends on the
        # machine, but the recording follows the game, not one frame of it
        assert Image.open(gif).n_frames >= 3
        # the command said S when it left: the board stops mirroring
        assert rig.until(lambda: rig.board.runner.mirror is None)
    finally:
        if proc.poll() is None:
            proc.kill()
        rig.close()


def test_the_projector_never_shows_a_hand():
    """Two people play hot-seat traditional: every frame the mirror receives passes the
    privacy check (HS-1); on a person's turn the grid shows the hand and the mirror
    shows the handover picture."""
    rig = Rig()
    receiver = mirror.Receiver(rig.fd)
    receiver.start()
    assert rig.until(lambda: receiver.poll() > 0)
    checked = [0, 0]

    def check():
        if not receiver.poll():
            return
        app = rig.app
        frame = receiver.latest
        if app.game is None or not hasattr(app.game, "game"):
            return
        g = app.game.game
        shown = set(slot_tiles(frame, True))
        for k in range(g.players):
            assert not shown & set(g.hand(k)), (app.screen_name, k, shown)
        checked[0] += 1
        if app.screen_name == "turn":
            checked[1] += 1

    rig.after_step = check
    start(rig, "TRAD", 2, (P, P))
    turns_seen = 0
    for _ in range(12):
        rig.press("A")  # handover -> turn -> lay the tile under the cursor -> ...
        if rig.app.screen_name == "turn":
            canvas = Canvas(16, 16)
            rig.app.draw(canvas)
            assert slot_tiles(canvas, False)  # the grid shows the hand ...
            rig.run_for(100)
            assert not slot_tiles(receiver.latest, True)  # ... the projector does not
            turns_seen += 1
            folder = os.environ.get("PIPGRID_SCREENSHOTS")
            if folder and turns_seen == 2:  # the README's picture: the grid, the projector
                from PIL import Image

                r = PanelRenderer(16, 16, 24)
                grid, projector = r.render(rig.board.frame), r.render(receiver.latest.leds())
                pair = Image.new("RGB", (2 * grid.width + 24, grid.height), (18, 18, 22))
                pair.paste(grid, (0, 0))
                pair.paste(projector, (grid.width + 24, 0))
                pair.save(os.path.join(folder, "mirror-turn.png"))
    assert turns_seen >= 2 and checked[0] > 10 and checked[1] > 0
    rig.close()


def test_the_projector_never_shows_a_tri_ominos_hand():
    """Two people play hot-seat Tri-Ominos (HS-1 on the projector): while a hand is on the
    grid (``turn``) or a tile of it is being placed (``place``: the chosen tile on the
    board, which may still go back to the hand), the mirror gets the handover picture;
    no frame it receives shows a number's colour where the hand is (rows 10-15), and it
    shows the board the grid shows (rows 0-8)."""
    from host_sim.drive.triominoes import start as tri_start
    from triominoes_watch import NUMBER_AT, slot_tiles as tri_slots

    rig = Rig()
    receiver = mirror.Receiver(rig.fd)
    receiver.start()
    assert rig.until(lambda: receiver.poll() > 0)
    seen = {}

    def check():
        if not receiver.poll():
            return
        app = rig.app
        name = app.screen_name
        if app.game is None or name not in ("handover", "turn", "place", "bot", "show"):
            return
        frame = receiver.latest
        for y in range(10, 16):
            for x in range(16):
                assert frame.get(x, y) not in NUMBER_AT, (name, x, y, frame.get(x, y))
        seen[name] = seen.get(name, 0) + 1

    rig.after_step = check
    tri_start(rig, 2, (P, P))
    places = 0
    for _ in range(10):
        rig.press("A")  # handover -> turn -> choose the boxed tile -> place it -> ...
        name = rig.app.screen_name
        if name in ("turn", "place"):
            rig.run_for(150)  # the mirror's turn: the newest picture is encoded and sent
            canvas = Canvas(16, 16)
            rig.app.draw(canvas)
            if name == "turn":
                assert tri_slots(canvas)  # the grid shows the hand ...
            else:
                places += 1
            latest = receiver.latest
            assert not tri_slots(latest, False)  # ... the projector does not
            assert [latest.get(x, y) for y in range(9) for x in range(16)] != [
                canvas.get(x, y) for y in range(9) for x in range(16)
            ] or name == "turn"  # place: the grid's whole-board view with the tile, not sent
    assert seen.get("turn", 0) > 0 and places > 0 and seen.get("place", 0) > 0
    rig.close()


def test_a_mirror_that_stops_reading_never_stalls_the_board():
    rig = Rig()
    os.write(rig.fd, b"M")  # asks, then never reads again
    runner = rig.board.runner
    assert rig.until(lambda: runner.mirror is not None)
    slowest = 0.0
    shown = runner.frames_shown
    for i in range(120):
        rig.board.tap("RIGHT" if i % 2 else "LEFT")
        t0 = time.perf_counter()
        rig.clock.advance(STEP_MS)
        assert rig.board.step()  # every press is shown in its own step
        slowest = max(slowest, time.perf_counter() - t0)
        rig.run_for(50)
    assert runner.frames_shown >= shown + 120
    assert runner.mirror.dropped > 0  # the port is full: frames were dropped ...
    assert slowest < 0.25  # ... and no step waited for it
    rig.close()


def test_no_mirror_code_is_loaded_until_a_computer_asks():
    rig = Rig()
    sys.modules.pop("pipgrid.mirror", None)
    rig.press("DOWN")
    assert rig.board.runner.mirror is None and "pipgrid.mirror" not in sys.modules
    os.write(rig.fd, b"x")  # a byte that is no request loads it, which then stops at once
    assert rig.until(lambda: "pipgrid.mirror" in sys.modules)
    assert rig.board.runner.mirror is None
    rig.close()


@pytest.mark.parametrize(
    "args, says",
    [
        (["/nonexistent/ttyACM9"], "cannot open /nonexistent/ttyACM9"),
        (["/dev/null", "--frames", "0"], "--frames must be at least 1"),
        (["/dev/null", "--headless", "--seconds", "1"], "--headless records"),
        ([], "the following arguments are required"),
    ],
)
def test_bad_input_is_one_line_and_status_2(args, says, capsys):
    from host_sim.__main__ import main

    assert main(["mirror"] + args) == 2
    err = capsys.readouterr().err.strip()
    assert says in err and "\n" not in err and "Traceback" not in err


def test_the_window_shows_the_board_full_screen(tmp_path):
    """The window front end (SDL's dummy video driver) fed by the mirror, full screen."""
    rig = Rig()
    png = tmp_path / "window.png"
    cmd = [
        sys.executable,
        "-m",
        "host_sim",
        "mirror",
        rig.port,
        "--fullscreen",
        "--seconds",
        "2",
        "--png",
        str(png),
    ]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert rig.until(lambda: rig.board.runner.mirror is not None, 10)
        rig.press("DOWN")  # the TRAD page
        while proc.poll() is None:
            rig.run_for(10)
            time.sleep(0.005)
        out, err = proc.communicate(timeout=10)
        assert proc.returncode == 0, err
        from PIL import Image

        want = PanelRenderer(16, 16, 40).render(rig.board.frame)
        assert Image.open(png).convert("RGB").tobytes() == want.tobytes()
    finally:
        if proc.poll() is None:
            proc.kill()
        rig.close()


def test_the_simulator_offers_a_pseudo_terminal_to_mirror(capsys):
    from host_sim.__main__ import main

    assert main(["--keys", "DOWN", "--mirror-pty"]) == 0
    err = capsys.readouterr().err
    assert "mirror: python -m host_sim mirror /dev/pts/" in err


@pytest.mark.parametrize("make", ["text", "devnull", "fifo", "proc", "folder"])
def test_mirror_opens_only_a_serial_port_and_leaves_anything_else_untouched(make, tmp_path, capsys):
    """Issue 26: `mirror notes.txt` wrote into the file and `mirror /proc/version` ended
    in a traceback; any path that is not a terminal device is refused, exit 2, untouched."""
    from host_sim.__main__ import main

    path = {"devnull": "/dev/null", "proc": "/proc/version", "folder": str(tmp_path)}.get(make)
    if make == "text":
        path = str(tmp_path / "notes.txt")
        with open(path, "w") as f:
            f.write("hello")
    elif make == "fifo":
        path = str(tmp_path / "fifo")
        os.mkfifo(path)
    if not os.path.exists(path):
        pytest.skip("%s is not on this machine" % path)
    before = open(path, "rb").read() if os.path.isfile(path) else None
    assert main(["mirror", path, "--seconds", "1"]) == 2
    err = capsys.readouterr().err.strip()
    assert "is not a serial port" in err and "\n" not in err and "Traceback" not in err
    if before is not None:
        assert open(path, "rb").read() == before
