"""Pictures of the LED panel (Pillow): round glowing LEDs on a dark board.

Used by the PNG/GIF export and the pygame window. A frame is the simulator's
view of the panel: RGB bytes per grid cell, row-major, after brightness, i.e.
the light each LED emits (``VirtualPixels.frame``).

Colours are what the eye sees (``hardware.perceived``: the LEDs' linear light
through the screen's 1/2.2 gamma). Dark LEDs are drawn as dim grey dots so the
grid stays visible, like the packages of a real panel.
"""

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from host_sim.hardware import BOARD_RGB as BOARD
from host_sim.hardware import UNLIT_RGB as UNLIT
from host_sim.hardware import perceived


class PanelRenderer:
    """Draws ``width x height`` LEDs, ``pitch`` pixels apart, with a margin around."""

    def __init__(self, width, height, pitch=40, glow=True):
        self.width = width
        self.height = height
        self.pitch = max(4, int(pitch))
        self.glow = glow
        self.margin = self.pitch // 2
        p = self.pitch
        self.panel_size = (width * p, height * p)
        self.size = (width * p + 2 * self.margin, height * p + 2 * self.margin)
        self.mask = self._mask(p)
        self.background = Image.new("RGB", self.panel_size, BOARD)
        self.blur = ImageFilter.GaussianBlur(radius=p * 0.45)

    def _mask(self, p):
        """Antialiased discs (drawn 4x larger, then shrunk), one per LED."""
        big = 4 * p
        tile = Image.new("L", (big, big), 0)
        r = big * 0.36
        c = big / 2
        ImageDraw.Draw(tile).ellipse((c - r, c - r, c + r, c + r), fill=255)
        tile = tile.resize((p, p), Image.LANCZOS)
        mask = Image.new("L", self.panel_size, 0)
        for y in range(self.height):
            for x in range(self.width):
                mask.paste(tile, (x * p, y * p))
        return mask

    def render(self, frame):
        """The panel as an RGB image."""
        seen = perceived(frame)
        cells = Image.frombytes("RGB", (self.width, self.height), seen)
        lit = cells.resize(self.panel_size, Image.NEAREST)
        unlit = bytes(0 if any(seen[i : i + 3]) else 255 for i in range(0, len(seen), 3))
        dark = Image.frombytes("L", (self.width, self.height), unlit).resize(self.panel_size, Image.NEAREST)
        leds = Image.composite(Image.new("RGB", self.panel_size, UNLIT), lit, dark)
        panel = Image.composite(leds, self.background, self.mask)
        if self.glow:
            halo = Image.composite(lit, self.background, self.mask).filter(self.blur)
            panel = ImageChops.screen(panel, halo)
        out = Image.new("RGB", self.size, BOARD)
        out.paste(panel, (self.margin, self.margin))
        return out
