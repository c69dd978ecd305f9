"""Shared by the browser tests (tests/host/test_web.py): the built page served locally,
headless Chromium (the Debian package) driven by Playwright, and the CPython reference:
the same board (host_sim.hardware.SimBoard) on the page's test-mode schedule
(web/worker.js: start until quiet, then per key a press and release, 250 ms, and a
run_until_quiet), so both must show the same frames for the same keys."""

import http.server
import os
import shutil
import tempfile
import threading

from host_sim import hardware

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]  # fmt: skip
# the page's test mode (web/worker.js): STEP_MS, GAP_MS, QUIET_MS, START_MS, KEY_SETTLE_MS
STEP_MS, GAP_MS, QUIET_MS, START_MS, KEY_SETTLE_MS = 10, 250, 300, 4000, 1000
PLAYWRIGHT_KEYS = {"UP": "ArrowUp", "DOWN": "ArrowDown", "LEFT": "ArrowLeft", "RIGHT": "ArrowRight",
                   "A": "Enter", "B": "Backspace"}  # fmt: skip


def unavailable():
    """Why the browser tests cannot run here, or None."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "playwright is not installed (requirements.txt; make test installs it)"
    if not os.path.exists(CHROMIUM):
        return "no %s (make chromium: apt-get install chromium)" % CHROMIUM
    mp = os.path.join(ROOT, "host_sim", "wasm", "node_modules", "micropython-1.25", "micropython.wasm")
    if not os.path.exists(mp):
        return "no MicroPython WebAssembly build (make wasm: npm ci --prefix host_sim/wasm)"
    return None


def launch(playwright, profile, more_args=(), **options):
    """Headless Chromium with its own profile folder (a browser of its own: storage,
    service workers), as the browser tests run it; ``more_args``: Chromium's own flags."""
    return playwright.chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS + list(more_args), **options
    )


class Server:
    """The built page (web/build.py) on a free local port, served from a thread."""

    def __init__(self):
        import sys

        sys.path.insert(0, os.path.join(ROOT, "web"))
        import build

        self.folder = tempfile.mkdtemp(prefix="pipgrid-web-")
        build.build(self.folder)
        folder = self.folder

        class Quiet(http.server.SimpleHTTPRequestHandler):
            def __init__(self, *args, **kw):
                super().__init__(*args, directory=folder, **kw)

            def log_message(self, *args):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Quiet)
        self.url = "http://127.0.0.1:%d/index.html" % self.httpd.server_address[1]
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()
        shutil.rmtree(self.folder, ignore_errors=True)


class Reference:
    """The CPython simulator on the page's test-mode schedule; ``frames`` (hex) and
    ``screens`` of every frame shown; ``keys`` pressed so far."""

    def __init__(self, store=None):
        self.clock = hardware.SimClock()
        self.board = hardware.SimBoard(store=store, clock=self.clock, log=lambda line: None)
        self.frames = []
        self.screens = []
        self.keys = []
        self.board.pixels.listeners.append(self._shown)
        self.board.step()
        self.run_until_quiet(START_MS)

    @property
    def app(self):
        return self.board.app

    def _shown(self, frame):
        self.frames.append(bytes(frame).hex())
        self.screens.append(self.board.app.screen_name if self.board.app.stack else "?")

    def run_until_quiet(self, most):
        end = self.clock.ms + most
        quiet_since = self.clock.ms
        while self.clock.ms < end and self.clock.ms - quiet_since < QUIET_MS:
            self.clock.advance(STEP_MS)
            if self.board.step():
                quiet_since = self.clock.ms

    def press(self, key):
        self.keys.append(key)
        self.board.tap(key)
        end = self.clock.ms + GAP_MS
        while self.clock.ms < end:
            self.clock.advance(STEP_MS)
            self.board.step()
        self.run_until_quiet(KEY_SETTLE_MS)


class Page:
    """One browser page on the served board in test mode (``?sim``)."""

    def __init__(self, context, url, fresh=True):
        self.page = context.new_page()
        self.errors = []
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.open(url, fresh)

    def open(self, url, fresh=True):
        self.page.goto(url + ("?sim&fresh" if fresh else "?sim"))
        self.page.wait_for_function("window.pipgrid && (window.pipgrid.quiet > 0 || window.pipgrid.error)")
        assert self.state("error") is None, self.state("error")
        self.quiet = self.state("quiet")

    def state(self, name):
        return self.page.evaluate("window.pipgrid.%s" % name)

    def press(self, key):
        """A key of the keyboard, then wait until the board has settled."""
        self.page.keyboard.press(PLAYWRIGHT_KEYS[key])
        self.quiet += 1
        self.page.wait_for_function("window.pipgrid.quiet >= %d || window.pipgrid.error" % self.quiet)
        assert self.state("error") is None, self.state("error")

    def click(self, key):
        """An on-screen button, pressed with the mouse (or a finger)."""
        self.page.click(".key[data-key=%s]" % key)
        self.quiet += 1
        self.page.wait_for_function("window.pipgrid.quiet >= %d" % self.quiet)

    def screenshot(self, name):
        screenshot(self.page, name)


def screenshot(page, name):
    """With ``PIPGRID_SCREENSHOTS=DIR`` (make web-shots: docs/images), the page as a
    picture ``DIR/name``."""
    folder = os.environ.get("PIPGRID_SCREENSHOTS")
    if folder:
        os.makedirs(folder, exist_ok=True)
        page.screenshot(path=os.path.join(folder, name))
