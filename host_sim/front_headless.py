"""Headless front end: drive the board from a key script, write PNG / GIF pictures.

A key script is whitespace-separated words (``#`` starts a comment):

- ``UP DOWN LEFT RIGHT A B`` (any case) press and release that button;
  ``ENTER`` is A, ``ESC``/``BACK`` is B;
- ``RIGHT*3`` repeats a word;
- ``wait:500`` lets 500 ms pass.

Time is simulated (``SimClock``), so a script gives the same pictures every run:
the board first runs until its screen is quiet (the start-up animation is
over, at most ``start_ms``), each press is followed by ``gap_ms`` of time, and
the end runs until quiet again (at most ``end_ms``), unless the script ends with
a ``wait:`` (then it ends exactly when that wait does, whatever still blinks or
flashes). The loop steps every ``STEP_MS`` like the board's loop.

Bounds (issue 17: ``wait:99999999999`` ran for hours): a wait is at most
``MAX_WAIT_MS``, a repeat at most ``MAX_REPEAT``, a script at most ``MAX_ACTIONS``
actions and ``MAX_SCRIPT_MS`` (ten minutes) of simulated time with its gaps
(``script_ms``): about 5 s of CPU time at most (one simulated hour took 28 s).

``--png`` writes the final frame as a picture of the panel; with ``--at MS``, the
frame the board showed at simulated time MS since it was switched on (the run goes
on to MS if the script ends sooner; ``frames_at`` picks the frame). ``--gif``
records every shown frame, each lasting until the next one (the last one 1.5 s).
"""

from pipgrid.profile import KEY_NAMES

STEP_MS = 10
ALIASES = {"ENTER": "A", "ESC": "B", "BACK": "B"}
LAST_FRAME_MS = 1500
MAX_WAIT_MS = 600000
MAX_REPEAT = 1000
MAX_ACTIONS = 10000
MAX_SCRIPT_MS = 600000


class ScriptError(ValueError):
    """A key script word that is not a key, repeat or wait."""


def parse_script(text):
    """List of ("key", NAME) and ("wait", MS) from a key script; ScriptError on a bad word."""
    actions = []
    for line in text.splitlines():
        for word in line.split("#", 1)[0].split():
            low = word.lower()
            if low.startswith("wait:") or low.startswith("wait="):
                ms = low[5:]
                if not _whole(ms) or int(ms) > MAX_WAIT_MS:
                    raise ScriptError(
                        "bad wait %r: use wait:MS with MS 0..%d, e.g. wait:500" % (word, MAX_WAIT_MS)
                    )
                actions.append(("wait", int(ms)))
                continue
            name, _, times = word.upper().partition("*")
            name = ALIASES.get(name, name)
            if name not in KEY_NAMES:
                raise ScriptError(
                    "unknown key %r; keys are %s, ENTER, ESC, KEY*N, wait:MS" % (word, " ".join(KEY_NAMES))
                )
            if times and (not _whole(times) or int(times) > MAX_REPEAT):
                raise ScriptError("bad repeat %r: use KEY*N with N 0..%d, e.g. RIGHT*3" % (word, MAX_REPEAT))
            actions.extend([("key", name)] * (int(times) if times else 1))
            if len(actions) > MAX_ACTIONS:
                raise ScriptError("a key script has at most %d key presses and waits" % MAX_ACTIONS)
    return actions


def _whole(text):
    """1..7 ASCII digits ("²".isdigit() is True, int("²") fails)."""
    return 0 < len(text) <= 7 and all(c in "0123456789" for c in text)


def script_ms(actions, gap_ms):
    """Simulated time of a script (its waits, a gap after every key); ScriptError past
    ``MAX_SCRIPT_MS``."""
    total = 0
    for kind, value in actions:
        total += value if kind == "wait" else gap_ms
    if total > MAX_SCRIPT_MS:
        raise ScriptError(
            "the key script would run %d ms of simulated time; at most %d (ten minutes)"
            % (total, MAX_SCRIPT_MS)
        )
    return total


class Recorder:
    """Every frame the board shows, with its simulated time (for the GIF)."""

    def __init__(self, board):
        self.board = board
        self.frames = []
        board.pixels.listeners.append(self._shown)

    def _shown(self, frame):
        self.frames.append((self.board.clock(), bytes(frame)))

    def durations(self):
        times = [t for t, _ in self.frames]
        out = [max(20, b - a) for a, b in zip(times, times[1:])]
        return out + [LAST_FRAME_MS]


class HeadlessDriver:
    """Runs a board with a ``SimClock`` through a list of actions."""

    def __init__(self, board, gap_ms=250, start_ms=4000, end_ms=3000, quiet_ms=300):
        self.board = board
        self.gap_ms = gap_ms
        self.start_ms = start_ms
        self.end_ms = end_ms
        self.quiet_ms = quiet_ms

    def run_for(self, ms):
        clock = self.board.clock
        end = clock.ms + ms
        while clock.ms < end:
            clock.advance(STEP_MS)
            self.board.step()

    def settle(self, most_ms):
        """Step until no frame was shown for ``quiet_ms`` (at most ``most_ms``)."""
        clock = self.board.clock
        end = clock.ms + most_ms
        quiet_since = clock.ms
        while clock.ms < end and clock.ms - quiet_since < self.quiet_ms:
            clock.advance(STEP_MS)
            if self.board.step():
                quiet_since = clock.ms

    def play(self, actions, until_ms=None):
        """Run the script (module doc); with ``until_ms``, on to that simulated time and
        without the final settling (the time asked for is honoured exactly)."""
        self.board.step()
        self.settle(self.start_ms)
        for kind, value in actions:
            if kind == "wait":
                self.run_for(value)
            else:
                self.board.tap(value)
                self.run_for(self.gap_ms)
        if until_ms is not None:
            if self.board.clock.ms < until_ms:
                self.run_for(until_ms - self.board.clock.ms)
        elif not actions or actions[-1][0] != "wait":
            self.settle(self.end_ms)


class FrameAt:
    """The frame the panel showed at simulated time ``ms`` (the last one shown by then)."""

    def __init__(self, board, ms):
        self.board = board
        self.ms = ms
        self.frame = None
        board.pixels.listeners.append(self._shown)

    def _shown(self, frame):
        if self.board.clock() <= self.ms:
            self.frame = bytes(frame)


def write_png(board, path, pitch=40, frame=None):
    from host_sim.panel_image import PanelRenderer

    PanelRenderer(board.width, board.height, pitch).render(board.frame if frame is None else frame).save(path)


def write_gif(board, recorder, path, pitch=24):
    from host_sim.panel_image import PanelRenderer

    from host_sim import gif_stream

    renderer = PanelRenderer(board.width, board.height, pitch)
    frames = [frame for _, frame in recorder.frames] or [board.frame]
    # one picture at a time (issue 26): a long recording never holds them all
    gif_stream.write(path, (renderer.render(f) for f in frames), recorder.durations())
