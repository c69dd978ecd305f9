"""The simulator's virtual hardware behaves like the board's (DESIGN.md, issue 4)."""

import random

import pytest

from host_sim.hardware import FileStore, SimBoard, SimClock, StoreError, VirtualKeys, VirtualPixels
from pipgrid import boards, power
from pipgrid.runner import Runner
from pipgrid.save import Saves
from pipgrid.ui.canvas import Canvas


class PatternApp:
    """Draws a distinct colour on every canvas pixel (to check the wiring round trip)."""

    brightness = 1.0

    def __init__(self, store=None, width=16, height=16, log=print):
        self.width = width
        self.height = height
        self.screen_name = "pattern"

    def press(self, key, now):
        pass

    def release(self, key, now):
        pass

    def tick(self, now):
        return False

    def draw(self, canvas):
        for y in range(canvas.height):
            for x in range(canvas.width):
                canvas.set(x, y, (x * 8 + 1, y * 8 + 1, 100))


@pytest.mark.parametrize("name", boards.names())
def test_runner_and_virtual_pixels_round_trip_every_profile_wiring(name):
    """canvas -> led_map -> PixelBuf (GRB bytes) -> back to the player's view: same picture."""
    profile = dict(boards.get(name), current_cap_ma=100000)  # no power limiting here
    pixels = VirtualPixels(profile)
    canvas = Canvas(profile["width"], profile["height"])
    runner = Runner(PatternApp(), pixels, VirtualKeys(), SimClock(), profile, canvas=canvas)
    runner.step()
    assert pixels.shows == 1
    assert pixels.frame == canvas.buf
    assert len(pixels.sent) == 3 * profile["width"] * profile["height"]


def test_virtual_pixels_send_grb_after_brightness():
    profile = boards.get("pico-16x16")
    pixels = VirtualPixels(profile)
    pixels.brightness = 0.5
    pixels[31] = (200, 100, 50)  # LED 31 = canvas (0, 1) on the serpentine panel
    pixels.show()
    assert pixels.sent[93:96] == bytes((50, 100, 25))  # G R B, halved
    assert pixels.frame[48:51] == bytes((100, 50, 25))


def test_power_limit_holds_for_what_is_sent():
    """A full-white frame at brightness 1.0 is sent dimmed to the 500 mA cap."""

    class White(PatternApp):
        def draw(self, canvas):
            canvas.fill((255, 255, 255))

    board = SimBoard(clock=SimClock(), app_class=White)
    board.step()
    sent = board.pixels.sent
    assert power.estimate_ma(sum(sent), 256, 1.0) <= board.profile["current_cap_ma"]
    assert min(sent) > 0


def test_keys_queue_presses_and_releases():
    keys = VirtualKeys()
    keys.tap("A")
    keys.press("LEFT")
    got = [keys.events.get() for _ in range(4)]
    assert [(e.key_number, e.pressed, e.released) for e in got[:3]] == [
        (4, True, False),
        (4, False, True),
        (2, True, False),
    ]
    assert got[3] is None


def test_file_store_starts_erased_and_keeps_every_write(tmp_path):
    path = tmp_path / "sub" / "store.bin"
    store = FileStore(str(path))
    assert len(store) == 4096 and store[0:4096] == bytearray(b"\xff" * 4096)
    saves = Saves(store)
    saves.load()
    saves.store(1, b"game in progress", b"\x01")
    store.close()  # the simulator quit
    again = Saves(FileStore(str(path)))  # the simulator started again
    again.load()
    assert again.read(1) == b"game in progress"
    assert path.stat().st_size == 4096
    again.nvm.close()
    fresh = Saves(FileStore(str(path), fresh=True))
    fresh.load()
    assert fresh.games() == []
    with pytest.raises(ValueError):
        fresh.nvm[0:4] = b"12345"


def test_file_store_counts_the_erases_the_board_would_make(tmp_path):
    store = FileStore(str(tmp_path / "store.bin"))
    store[0:4] = b"abcd"  # into erased bytes: programmed
    store[4:8] = b"efgh"
    assert store.erases == 0
    store[2:6] = b"\xff\xff\xff\xff"  # over used bytes: the sector is erased
    assert store.erases == 1


def test_file_store_never_overwrites_a_file_that_is_not_a_store(tmp_path):
    readme = tmp_path / "README.md"
    text = b"# PipGrid\n" * 1000
    readme.write_bytes(text)
    with pytest.raises(StoreError, match="not a PipGrid store"):
        FileStore(str(readme))
    with pytest.raises(StoreError):
        FileStore(str(readme), fresh=True)
    assert readme.read_bytes() == text
    small = tmp_path / "notes.txt"
    small.write_bytes(b"hello")
    with pytest.raises(StoreError):
        FileStore(str(small))
    assert small.read_bytes() == b"hello"
    with pytest.raises(StoreError):
        FileStore("")
    with pytest.raises(StoreError):
        FileStore(str(tmp_path))
    FileStore(str(small), new=True)  # on purpose
    assert small.read_bytes() == b"\xff" * 4096
    empty = tmp_path / "empty.bin"
    empty.write_bytes(b"")
    FileStore(str(empty))
    assert empty.read_bytes() == b"\xff" * 4096


def test_every_press_shows_a_new_frame_on_every_screen():
    """Button mashing through the real app: each press is shown within one frame."""
    board = SimBoard(clock=SimClock(), log=lambda line: None)
    rng = random.Random(4)
    for _ in range(300):
        board.clock.advance(30)
        board.step()
    for _ in range(400):
        board.clock.advance(40)
        board.tap(rng.choice(["UP", "DOWN", "LEFT", "RIGHT", "A", "B"]))
        before = board.runner.frames_shown
        board.step()
        assert board.runner.frames_shown == before + 1, board.app.screen_name
        assert board.runner.error is None
