"""The shared main loop (issue 4): keys -> app -> canvas -> LED map -> power limit -> show.

Portable: runs under pytest and under MicroPython with a 64 KB heap.
"""

from board_fakes import FakeClock, FakeKeys, FakePixels, FrameCanvas
from pipgrid import power, runner
from pipgrid.boards import get
from pipgrid.runner import Runner

PROFILE = get("pico-16x16")


class CursorApp:
    """A small app: a red cursor the arrows move; A turns the whole grid white."""

    def __init__(self, brightness=1.0):
        self.brightness = brightness
        self.presses = []
        self.x = 0
        self.y = 0
        self.white = False
        self.animating = False
        self.dirty = False
        self.fail = False

    def press(self, key, now):
        self.presses.append((key, now))
        dx = {"LEFT": -1, "RIGHT": 1}.get(key, 0)
        dy = {"UP": -1, "DOWN": 1}.get(key, 0)
        self.x = (self.x + dx) % 16
        self.y = (self.y + dy) % 16
        if key == "A":
            self.white = not self.white
        self.dirty = True

    def release(self, key, now):
        self.presses.append(("-" + key, now))

    def tick(self, now):
        if self.fail:
            raise ValueError("broken screen")
        changed = self.dirty or self.animating
        self.dirty = False
        return changed

    def draw(self, canvas):
        buf = canvas.buf
        level = 255 if self.white else 0
        for i in range(len(buf)):
            buf[i] = level
        i = 3 * (self.y * 16 + self.x)
        buf[i] = 255
        buf[i + 1] = 0
        buf[i + 2] = 0


def make(app=None, clock_ms=1000, restart=None):
    app = app or CursorApp()
    keys = FakeKeys()
    pixels = FakePixels(256)
    clock = FakeClock(clock_ms)
    logged = []
    r = Runner(
        app, pixels, keys, clock, PROFILE, canvas=FrameCanvas(16, 16), log=logged.append, restart=restart
    )
    return r, app, keys, pixels, clock, logged


def test_first_step_shows_a_frame_then_only_changes_are_shown():
    r, app, keys, pixels, clock, _ = make()
    assert r.step() is True
    assert pixels.shows == 1
    for _ in range(10):
        clock.ms += 5
        assert r.step() is False
    assert pixels.shows == 1 and r.frames_shown == 1
    keys.press(3)  # RIGHT
    keys.release(3)
    assert r.step() is True
    assert pixels.shows == 2 and r.frames_shown == 2


def test_animation_ticks_show_every_step():
    r, app, keys, pixels, clock, _ = make()
    r.step()
    app.animating = True
    for _ in range(5):
        clock.ms += 20
        r.step()
    assert pixels.shows == 6


def test_key_events_reach_the_app_by_name_with_the_time():
    r, app, keys, pixels, clock, _ = make(clock_ms=5000)
    r.step()
    clock.ms += 40
    for n in range(6):
        keys.press(n)
    keys.release(4)
    r.step()
    assert app.presses == [
        ("UP", 40),
        ("DOWN", 40),
        ("LEFT", 40),
        ("RIGHT", 40),
        ("A", 40),
        ("B", 40),
        ("-A", 40),
    ]


def test_canvas_is_mapped_through_the_serpentine_wiring():
    r, app, keys, pixels, clock, _ = make()
    keys.press(1)  # DOWN: cursor at (0, 1), the first LED of the second, reversed row
    r.step()
    assert pixels.led(31) == (255, 0, 0)
    assert pixels.led(16) == (0, 0, 0)
    assert sum(pixels.shown) == 255


def test_full_white_frame_is_dimmed_under_the_current_cap():
    r, app, keys, pixels, clock, _ = make()
    keys.press(4)  # A: whole grid white at the user's brightness 1.0
    r.step()
    cap = PROFILE["current_cap_ma"]
    assert power.estimate_ma(sum(pixels.shown), 256, 1.0) <= cap
    # dimmed just enough, not to black: one more of PixelBuf's 256 steps would pass the cap
    steps = int(r.brightness * 256)
    assert steps > 0 and sum(pixels.shown) > 0
    assert power.estimate_ma(256 * 765, 256, (steps + 1) / 256) > cap
    assert r.brightness < 0.1


def test_dark_frame_keeps_the_users_brightness():
    app = CursorApp(brightness=0.4)
    r, app, keys, pixels, clock, _ = make(app)
    r.step()
    assert r.brightness == 0.4
    assert pixels.led(0) == (101, 0, 0)  # 255 * 102 >> 8: a board's PixelBuf shows 102/256


def test_clock_wrap_at_2_29_keeps_app_time_increasing():
    r, app, keys, pixels, clock, _ = make(clock_ms=(1 << 29) - 30)
    r.step()
    clock.ms += 50  # the raw clock wraps to 20
    keys.press(0)
    r.step()
    assert app.presses == [("UP", 50)]
    assert runner.ticks_diff(20, (1 << 29) - 30) == 50
    assert runner.ticks_diff((1 << 29) - 30, 20) == -50


def test_app_crash_shows_the_error_screen_and_a_restarts():
    restarts = []

    def restart(fresh):
        restarts.append(fresh)
        return CursorApp()

    r, app, keys, pixels, clock, logged = make(restart=restart)
    r.step()
    app.fail = True
    assert r.guarded_step() is True
    assert r.error == "ValueError: broken screen"
    assert "broken screen" in logged[0] and "Press A to restart" in logged[-1]
    # Distinct screen: dim red ring, bright red "!" in the middle columns.
    ring = pixels.led(0)
    mark = pixels.led(r.map[5 * 16 + 7])
    assert ring[0] > 0 and ring[1:] == (0, 0)
    assert mark[0] > 2 * ring[0] and mark[1:] == (0, 0)
    assert pixels.led(r.map[5 * 16 + 3]) == (0, 0, 0)
    keys.press(0)  # UP does nothing on the error screen
    r.guarded_step()
    assert restarts == [] and r.error is not None
    keys.press(5)  # B: restart with the saves cleared
    r.guarded_step()
    assert restarts == [True] and r.error is None
    r.guarded_step()
    assert pixels.led(0) == (255, 0, 0)  # the new app's first frame
    assert pixels.led(r.map[5 * 16 + 7]) == (0, 0, 0)


def test_crash_without_restart_stays_on_the_error_screen():
    r, app, keys, pixels, clock, logged = make()
    app.fail = True
    r.guarded_step()
    keys.press(4)
    r.guarded_step()
    assert r.error is not None
    assert "Reset the board" in logged[-1]


def test_run_counts_iterations():
    r, app, keys, pixels, clock, _ = make()
    app.animating = True
    r.run(iterations=3, pause_s=0)
    assert r.frames_shown == 3


def test_tones_start_and_end_by_the_loops_clock_and_a_click_cuts_no_tune():
    """The piezo (issue 13): ``app.tone`` asks for a sound; the runner plays its notes,
    each ended by a later step's clock (never a wait), and a press's click (1) does not
    cut a match's tune (6) short."""
    played = []
    app = CursorApp()
    keys = FakeKeys()
    clock = FakeClock(1000)
    r = Runner(app, FakePixels(256), keys, clock, PROFILE, canvas=FrameCanvas(16, 16), tone=played.append)
    r.step()
    assert played == []
    app.tone = 3  # a tile laid: one note of 880 Hz for 40 ms
    r.step()
    assert played == [880] and app.tone == 0
    clock.ms += 30
    r.step()
    assert played == [880]
    clock.ms += 10
    r.step()
    assert played == [880, 0]  # ended by the clock
    app.tone = 6
    r.step()
    app.tone = 1
    clock.ms += 10
    r.step()
    assert played == [880, 0, 520]  # the click waited
    for _ in range(100):
        clock.ms += 10
        r.step()
    assert played == [880, 0, 520, 660, 780, 1050, 0]
    assert r.pos == 0  # silent again
