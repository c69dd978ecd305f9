"""Window front end (``python -m host_sim --window``, pygame-ce): for the desk and the projector.

The LED panel is drawn as round glowing LEDs (``panel_image``) on the left; on
the right a D-pad (UP DOWN LEFT RIGHT) and the A and B buttons, clickable with
the mouse (or a touch screen) and lit while pressed. The window is resizable and
everything scales with it; F11 or F toggles full screen (a classroom projector).
``--scale N`` sets the LED pitch in pixels at start.

Keys: arrows, Enter / Space / Z = A, Backspace / Esc / X = B, Q quits.

Sound: the board's piezo tones (runner.py, ``SimBoard.tone_listeners``) play through
pygame's mixer as square waves; without an audio device the window stays silent,
quietly.
"""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from host_sim.panel_image import PanelRenderer

BACKGROUND = (18, 18, 22)
BUTTON = (58, 60, 70)
BUTTON_LIT = (235, 200, 60)
LABEL = (230, 230, 235)
HINT = (150, 150, 160)
FLASH_MS = 150
ARROWS = {"UP": (0, -1), "DOWN": (0, 1), "LEFT": (-1, 0), "RIGHT": (1, 0)}
LEGEND = "arrows move   Enter = A   Backspace/Esc = B   F full screen   Q quit"


def key_map(pygame):
    """pygame key code -> button name, or "QUIT"."""
    k = pygame
    return {
        k.K_UP: "UP", k.K_DOWN: "DOWN", k.K_LEFT: "LEFT", k.K_RIGHT: "RIGHT",
        k.K_RETURN: "A", k.K_KP_ENTER: "A", k.K_SPACE: "A", k.K_z: "A", k.K_a: "A",
        k.K_BACKSPACE: "B", k.K_ESCAPE: "B", k.K_x: "B", k.K_b: "B",
        k.K_q: "QUIT",
    }  # fmt: skip


class Speaker:
    """The piezo through pygame's mixer: ``tone(hz)`` loops a square wave, 0 stops it."""

    RATE = 22050

    def __init__(self, pygame):
        self.pg = pygame
        self.cache = {}
        self.playing = None
        pygame.mixer.init(frequency=self.RATE, size=-16, channels=1)

    def wave(self, hz):
        """One period-aligned second of a square wave at ``hz`` (quiet: a piezo is)."""
        if hz not in self.cache:
            import array

            period = max(2, self.RATE // hz)
            high = [6000] * (period // 2) + [-6000] * (period - period // 2)
            samples = array.array("h", high * max(1, self.RATE // period))
            self.cache[hz] = self.pg.mixer.Sound(buffer=samples.tobytes())
        return self.cache[hz]

    def tone(self, hz):
        if self.playing is not None:
            self.playing.stop()
            self.playing = None
        if hz:
            self.playing = self.wave(hz)
            self.playing.play(loops=-1)


def speaker(pygame):
    """A Speaker, or None where there is no audio device (silently)."""
    try:
        return Speaker(pygame)
    except Exception:  # noqa: BLE001 - no audio device, no driver: play without sound
        return None


def legend_text(board):
    """The line under the panel: the keys and the screen's name (never a console line)."""
    return "%s      [%s]" % (LEGEND, getattr(board.app, "screen_name", "?"))


class WindowFront:
    """Layout, drawing and input of the window; ``run()`` is the loop."""

    def __init__(self, board, size=None, scale=None):
        import pygame

        self.pg = pygame
        self.board = board
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("PipGrid")
        if size is None:
            pitch = scale or 40
            side = (board.height + 1) * pitch
            size = (int(side * 1.6), side + 60)
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.keys = key_map(pygame)
        self.lit = {}
        self.buttons = {}
        self.dirty = True
        self.fullscreen = False
        self.windowed = size
        board.pixels.listeners.append(self._shown)
        self.speaker = speaker(pygame)
        if self.speaker is not None:
            board.tone_listeners.append(self.speaker.tone)
        self.layout(size)

    def _shown(self, frame):
        self.dirty = True

    def layout(self, size):
        """Place the panel (as large as fits) and the buttons to its right."""
        w, h = size
        b = self.board
        legend_h = max(24, h // 24)
        panel_w = min(w * 0.64, h - legend_h)
        pitch = max(4, int(panel_w // (max(b.width, b.height) + 1)))
        self.renderer = PanelRenderer(b.width, b.height, pitch)
        pw, ph = self.renderer.size
        self.panel_pos = (max(0, int((w * 0.64 - pw) // 2)), max(0, (h - legend_h - ph) // 2))
        ctrl_x = int(w * 0.64)
        ctrl_w = w - ctrl_x
        r = max(14, int(min(ctrl_w / 8, (h - legend_h) / 10)))
        cx = ctrl_x + ctrl_w // 2
        cy = int((h - legend_h) * 0.36)
        d = int(r * 2.3)
        ab_y = int((h - legend_h) * 0.78)
        self.radius = r
        self.buttons = {
            "UP": (cx, cy - d),
            "DOWN": (cx, cy + d),
            "LEFT": (cx - d, cy),
            "RIGHT": (cx + d, cy),
            "B": (cx - d // 2 - r // 2, ab_y + r // 3),
            "A": (cx + d // 2 + r // 2, ab_y - r // 3),
        }
        self.font = self.pg.font.Font(None, max(18, int(r * 1.1)))
        self.small = self.pg.font.Font(None, max(16, legend_h - 6))
        self.size = size
        self.legend_h = legend_h
        self.dirty = True

    def arrow(self, name, x, y):
        """Triangle pointing the button's way."""
        dx, dy = ARROWS[name]
        s = self.radius * 0.5
        tip = (x + dx * s, y + dy * s)
        back = (x - dx * s * 0.6, y - dy * s * 0.6)
        side = (-dy * s * 0.8, dx * s * 0.8)
        return (tip, (back[0] + side[0], back[1] + side[1]), (back[0] - side[0], back[1] - side[1]))

    def button_at(self, pos):
        """The button under a point (mouse / touch), or None."""
        for name, (x, y) in self.buttons.items():
            if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= (self.radius * 1.15) ** 2:
                return name
        return None

    def press(self, name, now_ms):
        self.board.tap(name)
        self.lit[name] = now_ms + FLASH_MS
        self.dirty = True

    def handle(self, event, now_ms):
        """Apply one pygame event; False when the player quits."""
        pg = self.pg
        if event.type == pg.QUIT:
            return False
        if event.type == pg.KEYDOWN:
            if event.key in (pg.K_F11, pg.K_f):
                self.toggle_fullscreen()
                return True
            name = self.keys.get(event.key)
            if name == "QUIT":
                return False
            if name:
                self.press(name, now_ms)
        elif event.type == pg.MOUSEBUTTONDOWN and event.button == 1:
            name = self.button_at(event.pos)
            if name:
                self.press(name, now_ms)
        elif event.type in (pg.VIDEORESIZE, pg.WINDOWSIZECHANGED):
            self.layout(self.screen.get_size())
        return True

    def toggle_fullscreen(self):
        """F11: full screen for a projector and back. Some video drivers cannot toggle
        a window in place (pygame.error "not supported"): then the window is made
        again at the desktop's size or at its windowed size, so the key never crashes."""
        pg = self.pg
        self.fullscreen = not self.fullscreen
        try:
            pg.display.toggle_fullscreen()
        except pg.error:
            if self.fullscreen:
                self.windowed = self.screen.get_size()
                self.screen = pg.display.set_mode((0, 0), pg.FULLSCREEN)
            else:
                self.screen = pg.display.set_mode(self.windowed, pg.RESIZABLE)
        self.screen = pg.display.get_surface()
        self.layout(self.screen.get_size())

    def draw(self, now_ms):
        pg = self.pg
        screen = self.screen
        screen.fill(BACKGROUND)
        image = self.renderer.render(self.board.frame)
        screen.blit(pg.image.frombytes(image.tobytes(), image.size, "RGB"), self.panel_pos)
        for name, (x, y) in self.buttons.items():
            lit = self.lit.get(name, 0) > now_ms
            pg.draw.circle(screen, BUTTON_LIT if lit else BUTTON, (x, y), self.radius)
            pg.draw.circle(screen, LABEL, (x, y), self.radius, 2)
            ink = (20, 20, 20) if lit else LABEL
            if name in ARROWS:
                pg.draw.polygon(screen, ink, self.arrow(name, x, y))
            else:
                text = self.font.render(name, True, ink)
                screen.blit(text, text.get_rect(center=(x, y)))
        legend = self.small.render(legend_text(self.board), True, HINT)
        screen.blit(legend, (10, self.size[1] - self.legend_h + 2))
        pg.display.flip()
        self.dirty = False

    def frame(self, now_ms):
        """One loop pass: events, a runner step, a redraw when something changed."""
        for event in self.pg.event.get():
            if not self.handle(event, now_ms):
                return False
        self.board.step()
        expired = [n for n, t in self.lit.items() if t <= now_ms]
        for name in expired:
            del self.lit[name]
            self.dirty = True
        if self.dirty:
            self.draw(now_ms)
        return True

    def run(self, fps=100):
        clock = self.pg.time.Clock()
        try:
            while self.frame(self.pg.time.get_ticks()):
                clock.tick(fps)
        finally:
            self.pg.quit()
        return 0


def run(board, scale=None):
    """Play in a window; returns an exit status."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        front = WindowFront(board, scale=scale)
    except Exception as e:  # noqa: BLE001 - no display, no video driver: say so in one line
        import sys

        print("cannot open a window (%s); use the terminal front end or --png" % e, file=sys.stderr)
        return 2
    return front.run()
