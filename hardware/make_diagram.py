"""Generate the wiring diagrams and the pin map / power tables of hardware/README.md
from the board profiles in firmware/lib/pipgrid/boards.py (the one source of truth).

    .venv/bin/python hardware/make_diagram.py          # rewrite what is stale
    .venv/bin/python hardware/make_diagram.py --check  # exit 1 when anything is stale

Writes, for every shipped profile, ``hardware/wiring-<profile>.svg`` and a PNG
rendering of the same drawing (Pillow; the PNG carries the SHA-256 of its SVG in
a text chunk so a test can tell it is current), and rewrites the parts of
hardware/README.md between ``<!-- BEGIN GENERATED: x -->`` and
``<!-- END GENERATED: x -->``. Change a pin in boards.py, run this, and the
picture, the table and the firmware agree again (tests/host/test_hardware_docs.py).
"""

import hashlib
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "firmware", "lib"))

from pipgrid import boards, power  # noqa: E402
from pipgrid import profile as prof  # noqa: E402

README = os.path.join(HERE, "README.md")


def profile_names():
    """The reference build first, then the others by name."""
    return [boards.REFERENCE] + [n for n in boards.names() if n != boards.REFERENCE]


# --- the controllers' headers (physical pin order) --------------------------

# Raspberry Pi Pico / Pico 2 seen from above, USB at the top: left column pins
# 1..20 top to bottom, right column pins 40..21 top to bottom.
PICO_LEFT = (
    "GP0",
    "GP1",
    "GND",
    "GP2",
    "GP3",
    "GP4",
    "GP5",
    "GND",
    "GP6",
    "GP7",
    "GP8",
    "GP9",
    "GND",
    "GP10",
    "GP11",
    "GP12",
    "GP13",
    "GND",
    "GP14",
    "GP15",
)
PICO_RIGHT = (
    "VBUS",
    "VSYS",
    "GND",
    "3V3_EN",
    "3V3",
    "ADC_VREF",
    "GP28",
    "AGND",
    "GP27",
    "GP26",
    "RUN",
    "GP22",
    "GND",
    "GP21",
    "GP20",
    "GP19",
    "GP18",
    "GND",
    "GP17",
    "GP16",
)
# Raspberry Pi 40-pin header, pin 1 top left: odd pins on the left, even on the right.
# GPIO n is Blinka's board.Dn.
PI_LEFT = (
    "3V3",
    "D2",
    "D3",
    "D4",
    "GND",
    "D17",
    "D27",
    "D22",
    "3V3",
    "D10",
    "D9",
    "D11",
    "GND",
    "ID_SD",
    "D5",
    "D6",
    "D13",
    "D19",
    "D26",
    "GND",
)
PI_RIGHT = (
    "5V",
    "5V",
    "GND",
    "D14",
    "D15",
    "D18",
    "GND",
    "D23",
    "D24",
    "GND",
    "D25",
    "D8",
    "D7",
    "ID_SC",
    "GND",
    "D12",
    "GND",
    "D16",
    "D20",
    "D21",
)

HEADERS = {
    "pico": {
        "title": "Raspberry Pi Pico / Pico 2",
        "left": PICO_LEFT,
        "right": PICO_RIGHT,
        "number": lambda side, i: i + 1 if side == "left" else 40 - i,
    },
    "pi": {
        "title": "Raspberry Pi 40-pin header",
        "left": PI_LEFT,
        "right": PI_RIGHT,
        "number": lambda side, i: 2 * i + 1 if side == "left" else 2 * i + 2,
    },
}


def header_position(board, pin):
    """(side, row index, physical pin number) of a pin name on ``board``'s header."""
    h = HEADERS[board]
    for side in ("left", "right"):
        if pin in h[side]:
            i = h[side].index(pin)
            return side, i, h["number"](side, i)
    raise KeyError("pin %s is not on the %s header" % (pin, board))


def ground_row(board):
    """Row of the lowest GND pin on the header's left side: the controller's ground wire."""
    return max(i for i, name in enumerate(HEADERS[board]["left"]) if name == "GND")


def pin_label(board, pin):
    """How the maker finds the pin: ``GP0`` on a Pico, ``GPIO18`` on a Pi."""
    if board == "pi" and pin.startswith("D") and pin[1:].isdigit():
        return "GPIO" + pin[1:]
    return pin


def gpio_pins(board):
    """The GPIO names on the drawn header (must equal ``boards.header_pins``)."""
    h = HEADERS[board]
    prefix = "GP" if board == "pico" else "D"
    return sorted(p for p in h["left"] + h["right"] if p.startswith(prefix) and p[len(prefix) :].isdigit())


# --- a tiny drawing model with two renderers (SVG text, Pillow PNG) --------

RED, BLACK, BLUE, GREEN, PURPLE, GREY = "#c62828", "#212121", "#1565c0", "#2e7d32", "#6a1b9a", "#9e9e9e"
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"


class Drawing:
    def __init__(self, width, height):
        self.width, self.height = width, height
        self.ops = []

    def line(self, points, color, width=2.5, dash=False):
        self.ops.append(("line", tuple(points), color, width, dash))

    def rect(self, x, y, w, h, fill="none", stroke=BLACK, width=1.5, rx=0):
        self.ops.append(("rect", x, y, w, h, fill, stroke, width, rx))

    def circle(self, cx, cy, r, fill, stroke="none", width=1.5):
        self.ops.append(("circle", cx, cy, r, fill, stroke, width))

    def text(self, x, y, s, size=13, anchor="start", color=BLACK, bold=False):
        self.ops.append(("text", x, y, s, size, anchor, color, bold))

    def dot(self, x, y, color):
        self.circle(x, y, 4, color)

    def svg(self):
        out = [
            '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" '
            'font-family="%s">' % (self.width, self.height, self.width, self.height, FONT),
            '<rect width="100%" height="100%" fill="#ffffff"/>',
        ]
        for op in self.ops:
            kind = op[0]
            if kind == "line":
                _, pts, color, width, dash = op
                d = ' stroke-dasharray="6 4"' if dash else ""
                out.append(
                    '<polyline points="%s" fill="none" stroke="%s" stroke-width="%g" '
                    'stroke-linejoin="round" stroke-linecap="round"%s/>'
                    % (" ".join("%g,%g" % p for p in pts), color, width, d)
                )
            elif kind == "rect":
                _, x, y, w, h, fill, stroke, width, rx = op
                out.append(
                    '<rect x="%g" y="%g" width="%g" height="%g" rx="%g" fill="%s" stroke="%s" '
                    'stroke-width="%g"/>' % (x, y, w, h, rx, fill, stroke, width)
                )
            elif kind == "circle":
                _, cx, cy, r, fill, stroke, width = op
                out.append(
                    '<circle cx="%g" cy="%g" r="%g" fill="%s" stroke="%s" stroke-width="%g"/>'
                    % (cx, cy, r, fill, stroke, width)
                )
            else:
                _, x, y, s, size, anchor, color, bold = op
                weight = ' font-weight="bold"' if bold else ""
                s = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                out.append(
                    '<text x="%g" y="%g" font-size="%g" text-anchor="%s" fill="%s"%s>%s</text>'
                    % (x, y, size, anchor, color, weight, s)
                )
        out.append("</svg>")
        return "\n".join(out) + "\n"

    def png(self, path, svg_sha, scale=2):
        """Render with Pillow at ``scale`` and shrink, for smooth lines; tag with the SVG's hash."""
        from PIL import Image, ImageDraw, ImageFont
        from PIL.PngImagePlugin import PngInfo

        big = Image.new("RGB", (self.width * scale, self.height * scale), "white")
        draw = ImageDraw.Draw(big)
        fonts = {}

        def font(size, bold):
            key = (size, bold)
            if key not in fonts:
                name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
                try:
                    fonts[key] = ImageFont.truetype(name, int(size * scale))
                except OSError:
                    fonts[key] = ImageFont.load_default(int(size * scale))
            return fonts[key]

        def s(v):
            return v * scale

        for op in self.ops:
            kind = op[0]
            if kind == "line":
                _, pts, color, width, dash = op
                w = max(1, round(width * scale))
                if dash:
                    for a, b in zip(pts, pts[1:]):
                        _dashed(draw, (s(a[0]), s(a[1])), (s(b[0]), s(b[1])), color, w, 6 * scale, 4 * scale)
                else:
                    draw.line([(s(x), s(y)) for x, y in pts], fill=color, width=w, joint="curve")
                    for x, y in (pts[0], pts[-1]):
                        r = w / 2
                        draw.ellipse((s(x) - r, s(y) - r, s(x) + r, s(y) + r), fill=color)
            elif kind == "rect":
                _, x, y, w, h, fill, stroke, width, rx = op
                box = (s(x), s(y), s(x + w), s(y + h))
                draw.rounded_rectangle(
                    box,
                    radius=s(rx),
                    fill=None if fill == "none" else fill,
                    outline=None if stroke == "none" else stroke,
                    width=max(1, round(width * scale)),
                )
            elif kind == "circle":
                _, cx, cy, r, fill, stroke, width = op
                draw.ellipse(
                    (s(cx - r), s(cy - r), s(cx + r), s(cy + r)),
                    fill=None if fill == "none" else fill,
                    outline=None if stroke == "none" else stroke,
                    width=max(1, round(width * scale)),
                )
            else:
                _, x, y, text, size, anchor, color, bold = op
                a = {"start": "ls", "middle": "ms", "end": "rs"}[anchor]
                draw.text((s(x), s(y)), text, fill=color, font=font(size, bold), anchor=a)
        image = big.resize((self.width, self.height), Image.LANCZOS)
        info = PngInfo()
        info.add_text("pipgrid-svg-sha256", svg_sha)
        image.save(path, pnginfo=info, optimize=True)


def _dashed(draw, a, b, color, width, on, off):
    (x0, y0), (x1, y1) = a, b
    length = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
    t = 0.0
    while t < length:
        t1 = min(t + on, length)
        draw.line(
            [
                (x0 + (x1 - x0) * t / length, y0 + (y1 - y0) * t / length),
                (x0 + (x1 - x0) * t1 / length, y0 + (y1 - y0) * t1 / length),
            ],
            fill=color,
            width=width,
        )
        t = t1 + off


# --- the wiring diagram -------------------------------------------------------

W, H = 1500, 980
MCU_X, MCU_Y, MCU_W = 470, 150, 210
PITCH = 26
PIN0_Y = 182
GND_BUS_X = 90
SW_L, SW_R = 215, 265
RAIL_5V, RAIL_GND = 800, 880
LANE_DATA_LEFT, LANE_DATA_TOP, LANE_DATA_IN = 445, 116, 770
SHIFT_X, SHIFT_Y, SHIFT_W, SHIFT_H = 800, 130, 150, 130
PANEL_X, PANEL_Y, PANEL_BOX = 1090, 130, 340
SUPPLY_X = 1350


def pin_xy(side, i):
    return (MCU_X if side == "left" else MCU_X + MCU_W), PIN0_Y + i * PITCH


def draw_header(d, p, used):
    board = p.get("board", "pico")
    h = HEADERS[board]
    rows = len(h["left"])
    d.rect(
        MCU_X,
        MCU_Y,
        MCU_W,
        PIN0_Y - MCU_Y + (rows - 1) * PITCH + 24,
        fill="#e8f5e9" if board == "pico" else "#f1f8e9",
        stroke="#1b5e20",
        width=2,
        rx=8,
    )
    if board == "pico":
        d.rect(MCU_X + MCU_W / 2 - 22, MCU_Y - 14, 44, 16, fill="#bdbdbd", stroke=BLACK, width=1.2, rx=3)
        d.text(MCU_X + MCU_W / 2, MCU_Y - 20, "USB", 11, "middle", "#616161")
    d.text(MCU_X + MCU_W / 2, MCU_Y + PIN0_Y - MCU_Y + rows * PITCH + 18, h["title"], 15, "middle", bold=True)
    for side in ("left", "right"):
        for i, name in enumerate(h[side]):
            x, y = pin_xy(side, i)
            color = used.get(name, (None, GREY))[1]
            d.circle(
                x, y, 4.5, "#ffffff" if name not in used else color, color if name in used else "#757575"
            )
            number = str(h["number"](side, i))
            label = pin_label(board, name)
            bold = name in used
            tc = color if bold else "#616161"
            if side == "left":
                d.text(x + 10, y + 4, number, 10, "start", "#9e9e9e")
                d.text(x + 32, y + 4.5, label, 12, "start", tc, bold)
            else:
                d.text(x - 10, y + 4, number, 10, "end", "#9e9e9e")
                d.text(x - 32, y + 4.5, label, 12, "end", tc, bold)


def draw_switch(d, y, name, color):
    """A push button between (SW_L, y) and (SW_R, y)."""
    d.circle(SW_L, y, 3.5, "#ffffff", BLACK)
    d.circle(SW_R, y, 3.5, "#ffffff", BLACK)
    d.line([(SW_L - 2, y - 9), (SW_R + 2, y - 9)], BLACK, 2)
    d.line([((SW_L + SW_R) / 2, y - 9), ((SW_L + SW_R) / 2, y - 15)], BLACK, 2)
    d.text(SW_R + 14, y - 5, name, 12, "start", color, True)


def draw_piezo(d, y, color):
    cx = (SW_L + SW_R) / 2
    d.line([(SW_L, y), (cx - 11, y)], color, 2)
    d.line([(cx + 11, y), (SW_R, y)], color, 2)
    d.circle(cx, y, 11, "#f3e5f5", color, 2)
    d.text(cx, y + 4, "+", 12, "middle", color, True)
    d.text(SW_R + 14, y - 5, "piezo (optional)", 12, "start", color, True)


def draw_buttons(d, p, used):
    """Six buttons (and the piezo) from their pins to the GND bus, on the left."""
    board = p.get("board", "pico")
    parts = [(key, p["buttons"][key], GREEN) for key in prof.KEY_NAMES]
    if p.get("piezo_pin"):
        parts.append(("piezo", p["piezo_pin"], PURPLE))
    below = 0
    taps = []
    for key, pin, color in parts:
        side, i, _n = header_position(board, pin)
        x, y = pin_xy(side, i)
        if side == "left":
            d.line([(x, y), (SW_R, y)], color)
            row = y
        else:  # route round the bottom of the controller to the button column
            row = PIN0_Y + len(HEADERS[board]["left"]) * PITCH + 40 + below * 24
            lane = x + 20 + below * 10
            below += 1
            d.line([(x, y), (lane, y), (lane, row), (SW_R, row)], color)
        if key == "piezo":
            draw_piezo(d, row, color)
        else:
            draw_switch(d, row, key, color)
        d.line([(SW_L, row), (GND_BUS_X, row)], BLACK)
        d.dot(GND_BUS_X, row, BLACK)
        taps.append(row)
    return taps


def draw_data_line(d, p):
    board = p.get("board", "pico")
    side, i, _n = header_position(board, p["data_pin"])
    x, y = pin_xy(side, i)
    a_y = SHIFT_Y + 30
    if side == "left":
        pts = [
            (x, y),
            (LANE_DATA_LEFT, y),
            (LANE_DATA_LEFT, LANE_DATA_TOP),
            (LANE_DATA_IN, LANE_DATA_TOP),
            (LANE_DATA_IN, a_y),
            (SHIFT_X, a_y),
        ]
    else:
        pts = [(x, y), (LANE_DATA_IN, y), (LANE_DATA_IN, a_y), (SHIFT_X, a_y)]
    d.line(pts, BLUE, 3)
    if side == "left":
        d.text((pts[1][0] + pts[3][0]) / 2, LANE_DATA_TOP - 7, "LED data (3.3 V)", 12, "middle", BLUE, True)
    else:
        d.text(x + 10, y - 7, "data 3.3 V", 11, "start", BLUE, True)


def draw_shifter(d):
    d.rect(SHIFT_X, SHIFT_Y, SHIFT_W, SHIFT_H, fill="#fff8e1", stroke="#ff8f00", width=2, rx=4)
    d.text(SHIFT_X + SHIFT_W / 2, SHIFT_Y - 24, "U1 74AHCT125", 14, "middle", bold=True)
    d.text(SHIFT_X + SHIFT_W / 2, SHIFT_Y - 8, "level shifter 3.3 V \u2192 5 V", 11, "middle", "#616161")
    bottom = SHIFT_Y + SHIFT_H
    pins = (
        ("1A", 2, SHIFT_X, SHIFT_Y + 30),
        ("1Y", 3, SHIFT_X + SHIFT_W, SHIFT_Y + 30),
        ("VCC", 14, SHIFT_X + SHIFT_W, SHIFT_Y + 92),
        ("/1OE", 1, SHIFT_X + 40, bottom),
        ("GND", 7, SHIFT_X + 100, bottom),
    )
    for name, num, x, y in pins:
        d.circle(x, y, 4, "#ffffff", BLACK)
        if y == bottom:
            d.text(x, y - 10, "%s (%d)" % (name, num), 11, "middle")
        elif x == SHIFT_X:
            d.text(x + 9, y + 4, "%s (%d)" % (name, num), 11, "start")
        else:
            d.text(x - 9, y + 4, "%s (%d)" % (name, num), 11, "end")
    # /1OE (active low) and GND both go to ground; VCC to the 5 V rail.
    gx = SHIFT_X + 100
    d.line([(SHIFT_X + 40, bottom), (SHIFT_X + 40, bottom + 16), (gx, bottom + 16)], BLACK)
    d.dot(gx, bottom + 16, BLACK)
    d.line([(gx, bottom), (gx, RAIL_GND)], BLACK)
    d.dot(gx, RAIL_GND, BLACK)
    vx = SHIFT_X + SHIFT_W + 25
    d.line([(SHIFT_X + SHIFT_W, SHIFT_Y + 92), (vx, SHIFT_Y + 92), (vx, RAIL_5V)], RED)
    d.dot(vx, RAIL_5V, RED)
    return SHIFT_X + SHIFT_W, SHIFT_Y + 30


def draw_resistor(d, x0, x1, y):
    """IEC resistor box between x0 and x1 on the data line."""
    mid = (x0 + x1) / 2
    d.line([(x0, y), (mid - 22, y)], BLUE, 3)
    d.rect(mid - 22, y - 8, 44, 16, fill="#ffffff", stroke=BLACK, width=2)
    d.line([(mid + 22, y), (x1, y)], BLUE, 3)
    d.text(mid, y - 14, "R1 330 \u03a9", 12, "middle", bold=True)


def draw_panel(d, p):
    cols, rows = prof.physical_size(p)
    cell = min(PANEL_BOX // cols, PANEL_BOX // rows, 22)
    pw, ph = cols * cell, rows * cell
    x0, y0 = PANEL_X + 10, PANEL_Y + 10
    d.rect(PANEL_X, PANEL_Y, pw + 20, ph + 20, fill="#263238", stroke=BLACK, width=2, rx=6)
    centres = {}
    for y in range(p["height"]):
        for x in range(p["width"]):
            led = prof.led_index(p, x, y)
            px, py = _physical(p, x, y)
            centres[led] = (x0 + px * cell + cell / 2, y0 + py * cell + cell / 2)
    n = cols * rows
    d.line([centres[i] for i in range(n)], "#78909c", 1.2)
    r = max(1.5, cell * 0.22)
    for i in range(n):
        cx, cy = centres[i]
        d.circle(cx, cy, r, "#eceff1" if i else "#66bb6a")
    last = centres[n - 1]
    d.circle(last[0], last[1], r + 1, "#ef5350")
    first = centres[0]
    below = PANEL_Y + ph + 20
    d.text(
        PANEL_X + (pw + 20) / 2,
        below + 22,
        "%dx%d WS2812B panel, %d LEDs, front view" % (cols, rows, n),
        13,
        "middle",
        bold=True,
    )
    wiring = "%s, %s%s, LED 0 %s" % (
        "rows" if p.get("order", "rows") == "rows" else "columns",
        "serpentine" if p.get("serpentine", True) else "all one way",
        "" if not p.get("rotation") else ", mounted turned %d\u00b0 clockwise" % p["rotation"],
        p.get("origin", "top-left"),
    )
    d.text(PANEL_X + (pw + 20) / 2, below + 40, wiring, 12, "middle", "#455a64")
    d.text(
        PANEL_X + (pw + 20) / 2,
        below + 58,
        "green = LED 0 (data in), red = last LED, grey = chain order",
        11,
        "middle",
        "#616161",
    )
    # Input pads on the panel's left edge.
    pads = {"DIN": PANEL_Y + 30 + 0, "+5V": PANEL_Y + 62, "GND": PANEL_Y + 92}
    for name, y in pads.items():
        d.rect(PANEL_X - 44, y - 9, 40, 18, fill="#ffffff", stroke=BLACK, width=1.2, rx=3)
        d.text(PANEL_X - 24, y + 4, name, 10, "middle", bold=True)
    d.line([(PANEL_X - 4, pads["DIN"]), first], "#66bb6a", 1.5, dash=True)
    return pads, below + 58


def _physical(p, x, y):
    """Physical (column, row) of canvas pixel (x, y): the rotation part of ``led_index``."""
    w, h = p["width"], p["height"]
    rot = p.get("rotation", 0)
    if rot == 0:
        return x, y
    if rot == 90:
        return h - 1 - y, x
    if rot == 180:
        return w - 1 - x, h - 1 - y
    return y, w - 1 - x


def draw_capacitor(d, x):
    top, bottom = RAIL_5V + 30, RAIL_5V + 40
    d.line([(x, RAIL_5V), (x, top)], RED)
    d.line([(x - 16, top), (x + 16, top)], BLACK, 3)
    d.line([(x - 16, bottom), (x + 16, bottom)], BLACK, 3)
    d.line([(x, bottom), (x, RAIL_GND)], BLACK)
    d.dot(x, RAIL_5V, RED)
    d.dot(x, RAIL_GND, BLACK)
    d.text(x - 22, top + 2, "+", 13, "end", RED, True)
    d.text(x + 22, top + 2, "C1 1000 \u00b5F", 12, "start", bold=True)
    d.text(x + 22, top + 17, "\u2265 6.3 V, at the panel", 11, "start", "#616161")


def draw_supply(d, p, x_left):
    cap = p.get("current_cap_ma", 500)
    d.rect(SUPPLY_X, RAIL_5V - 20, 120, RAIL_GND - RAIL_5V + 40, fill="#ffebee", stroke=RED, width=2, rx=6)
    d.text(SUPPLY_X + 60, RAIL_5V + 28, "5 V supply", 14, "middle", bold=True)
    adapter = p.get("board", "pico") == "pi" or cap > 500
    d.text(SUPPLY_X + 60, RAIL_5V + 46, "adapter" if adapter else "adapter or USB", 11, "middle", "#616161")
    d.text(SUPPLY_X + 10, RAIL_5V + 4, "+", 14, "start", RED, True)
    d.text(SUPPLY_X + 10, RAIL_GND + 4, "\u2212", 14, "start", BLACK, True)
    d.line([(x_left, RAIL_5V), (SUPPLY_X, RAIL_5V)], RED, 4)
    d.line([(GND_BUS_X, RAIL_GND), (SUPPLY_X, RAIL_GND)], BLACK, 4)
    d.text(SUPPLY_X - 10, RAIL_5V - 8, "5 V rail", 12, "end", RED, True)
    d.text(SUPPLY_X - 10, RAIL_GND - 8, "GND rail", 12, "end", BLACK, True)
    d.text(SUPPLY_X + 60, RAIL_GND + 38, "current_cap_ma = %d" % cap, 11, "middle", RED, True)


def draw_controller_power(d, p):
    """Pico: VSYS from the 5 V rail through a Schottky diode. Pi: its own supply. Both: common GND."""
    board = p.get("board", "pico")
    h = HEADERS[board]
    gi = ground_row(board)
    x, y = pin_xy("left", gi)
    d.line([(x, y), (GND_BUS_X, y)], BLACK)
    d.dot(GND_BUS_X, y, BLACK)
    d.text(x - 30, y - 6, "GND", 11, "end", BLACK, True)
    if board != "pico":
        return None
    vx, vy = pin_xy("right", h["right"].index("VSYS"))
    lane = MCU_X + MCU_W + 45
    d.line([(vx, vy), (lane, vy), (lane, 560)], RED)
    # D1 1N5817, anode at the rail, cathode (bar) towards VSYS.
    d.line([(lane - 10, 560), (lane + 10, 560)], BLACK, 3)
    d.line([(lane - 10, 580), (lane + 10, 580), (lane, 560), (lane - 10, 580)], BLACK, 2)
    d.line([(lane, 580), (lane, RAIL_5V)], RED)
    d.dot(lane, RAIL_5V, RED)
    d.text(lane + 34, 566, "D1 1N5817", 12, "start", bold=True)
    d.text(lane + 34, 581, "bar to VSYS", 11, "start", "#616161")
    ux, uy = pin_xy("right", h["right"].index("VBUS"))
    alt = lane + 25
    d.line([(ux, uy), (alt, uy), (alt, RAIL_5V)], RED, 2, dash=True)
    d.text(alt + 6, uy - 5, "USB-only", 11, "start", RED, True)
    return lane


def draw_legend(d, piezo):
    y = H - 28
    x = 40
    keys = [(RED, "5 V"), (BLACK, "GND"), (BLUE, "LED data"), (GREEN, "buttons (pressed = pin to GND)")]
    for color, label in keys + ([(PURPLE, "piezo")] if piezo else []):
        d.line([(x, y - 4), (x + 28, y - 4)], color, 3)
        d.text(x + 36, y, label, 12)
        x += 60 + 7.5 * len(label)
    d.dot(x + 6, y - 4, BLACK)
    d.text(x + 16, y, "= joined; wires crossing without a dot are not connected", 12)


def diagram(p):
    """The Drawing of profile ``p``'s wiring."""
    d = Drawing(W, H)
    d.text(40, 40, "PipGrid wiring: %s" % p["name"], 22, "start", bold=True)
    d.text(
        40,
        64,
        "Generated by hardware/make_diagram.py from firmware/lib/pipgrid/boards.py; change the profile, "
        "run the script, and this picture follows.",
        12,
        "start",
        "#616161",
    )
    used = {p["data_pin"]: ("data", BLUE)}
    for key in prof.KEY_NAMES:
        used[p["buttons"][key]] = (key, GREEN)
    if p.get("piezo_pin"):
        used[p["piezo_pin"]] = ("piezo", PURPLE)
    board = p.get("board", "pico")
    h = HEADERS[board]
    gi = ground_row(board)
    draw_header(d, p, used)
    _mark_pin(d, board, "left", gi, BLACK)
    if board == "pico":
        _mark_pin(d, board, "right", h["right"].index("VSYS"), RED)
    taps = draw_buttons(d, p, used)
    d.line([(GND_BUS_X, min(taps)), (GND_BUS_X, RAIL_GND)], BLACK)
    d.text(GND_BUS_X - 8, min(taps) - 12, "GND", 12, "middle", BLACK, True)
    draw_data_line(d, p)
    y_out_x, y_out_y = draw_shifter(d)
    pads, _bottom = draw_panel(d, p)
    draw_resistor(d, y_out_x, PANEL_X - 44, y_out_y)
    # Panel power: +5V and GND pads down to the rails (thick: this carries the LED current).
    for name, x, color in (("+5V", PANEL_X - 78, RED), ("GND", PANEL_X - 60, BLACK)):
        y = pads[name]
        rail = RAIL_5V if name == "+5V" else RAIL_GND
        d.line([(PANEL_X - 44, y), (x, y), (x, rail)], color, 4)
        d.dot(x, rail, color)
    draw_capacitor(d, PANEL_X + 40)
    lane = draw_controller_power(d, p)
    draw_supply(d, p, lane if lane is not None else SHIFT_X + SHIFT_W + 25)
    draw_legend(d, bool(p.get("piezo_pin")))
    notes = [
        "U1: tie the unused inputs 2A, 3A, 4A (pins 5, 9, 12) to GND",
        "and /2OE, /3OE, /4OE (pins 4, 10, 13) to 5 V.",
        "Buttons use the controller's internal pull-ups: no resistors.",
        "Panel power wires: 0.5 mm\u00b2 (20 AWG) or thicker.",
    ]
    if board != "pico":
        notes += ["The Pi keeps its own USB-C supply; only GND is", "shared with the panel's 5 V adapter."]
    if board == "pico":
        notes += [
            "Dashed, USB-only build: wire VBUS to the 5 V rail",
            "and leave out D1 and the adapter (cap 500 mA).",
        ]
    for k, line in enumerate(notes):
        d.text(PANEL_X - 40, 620 + 18 * k, line, 12, "start", "#424242")
    return d


def _mark_pin(d, board, side, i, color):
    x, y = pin_xy(side, i)
    d.circle(x, y, 4.5, color, color)


# --- README sections ---------------------------------------------------------


def pinmap_markdown():
    out = []
    for name in profile_names():
        p = boards.get(name)
        board = p.get("board", "pico")
        out.append(
            "#### `%s` — %s, %dx%d grid (diagram: [wiring-%s.png](wiring-%s.png))"
            % (name, HEADERS[board]["title"], p["width"], p["height"], name, name)
        )
        out.append("")
        out.append("| Signal | Profile pin | Header pin | Wire to |")
        out.append("|---|---|---|---|")
        _side, _i, num = header_position(board, p["data_pin"])
        out.append(
            "| LED data | `%s` | %s (pin %d) | U1 1A (pin 2); U1 1Y (pin 3) → R1 330 Ω → panel DIN |"
            % (p["data_pin"], pin_label(board, p["data_pin"]), num)
        )
        for key in prof.KEY_NAMES:
            pin = p["buttons"][key]
            num = header_position(board, pin)[2]
            out.append(
                "| button %s | `%s` | %s (pin %d) | button, other leg to GND |"
                % (key, pin, pin_label(board, pin), num)
            )
        if p.get("piezo_pin"):
            pin = p["piezo_pin"]
            out.append(
                "| piezo (optional) | `%s` | %s (pin %d) | piezo +, other leg to GND |"
                % (pin, pin_label(board, pin), header_position(board, pin)[2])
            )
        h = HEADERS[board]
        gi = ground_row(board)
        out.append(
            "| ground | — | GND (pin %d) | GND rail (shared with the panel and U1) |"
            % h["number"]("left", gi)
        )
        if board == "pico":
            out.append("| power in | — | VSYS (pin 39) | D1 1N5817 from the 5 V rail (bar towards VSYS) |")
            out.append("| USB-only power | — | VBUS (pin 40) | 5 V rail, instead of D1 and the adapter |")
        else:
            out.append("| power in | — | — | the Pi keeps its own USB-C supply |")
        out.append("")
        out.append(
            "Settings: grid %dx%d, LEDs along %s, %s, LED 0 at the %s, rotation %d°, colour order %s, "
            "brightness %s, `current_cap_ma` %d."
            % (
                p["width"],
                p["height"],
                p.get("order", "rows"),
                "serpentine" if p.get("serpentine", True) else "not serpentine",
                p.get("origin", "top-left"),
                p.get("rotation", 0),
                p.get("pixel_order", "GRB"),
                p.get("brightness"),
                p["current_cap_ma"],
            )
        )
        out.append("")
    return "\n".join(out).rstrip() + "\n"


# A typical game screen for the power table: a fifth of the LEDs lit in one
# saturated colour (one channel at 255), e.g. tiles and a cursor on black.
TYPICAL_FRACTION = 5


def power_markdown():
    out = [
        "| Profile | LEDs | Dark | Full white, uncapped | Typical screen, uncapped | Cap | Full white at the cap |",
        "|---|---|---|---|---|---|---|",
    ]
    for name in profile_names():
        p = boards.get(name)
        leds = p["width"] * p["height"]
        cap = p["current_cap_ma"]
        typical = power.estimate_ma(255 * (leds // TYPICAL_FRACTION), leds, 1.0)
        b = power.limit_brightness(255 * 3 * leds, leds, 1.0, cap)
        out.append(
            "| `%s` | %d | %d mA | %.1f A | %.2f A | %d mA | brightness %.3f (%d%%) |"
            % (
                name,
                leds,
                leds * power.IDLE_MA,
                power.worst_case_ma(leds) / 1000,
                typical / 1000,
                cap,
                b,
                round(b * 100),
            )
        )
    out.append("")
    out.append("| Supply | Set `current_cap_ma` to |")
    out.append("|---|---|")
    for label, ma, adapter in (
        ("USB 2 port or USB-only build (500 mA)", 500, False),
        ("USB 3 port (900 mA)", 900, False),
        ("5 V 2 A adapter", 2000, True),
        ("5 V 4 A adapter", 4000, True),
        ("5 V 10 A adapter", 10000, True),
    ):
        out.append("| %s | %d |" % (label, power.cap_for_supply(ma, adapter)))
    return "\n".join(out) + "\n"


FIXES = {
    prof.GRID: "`width` and `height` must be at least 1 and at most %d LEDs together" % prof.MAX_LEDS,
    prof.PIN_TWICE: "give every button, the LED data line and the piezo their own pin",
    prof.UNKNOWN_PIN: "use a pin name the board has (`GP0`..`GP28` on a Pico, `D2`..`D27` on a Pi)",
    prof.BUTTON: "list all six buttons UP DOWN LEFT RIGHT A B under `buttons`, spelt exactly so",
    prof.SETTING: "the console names the setting: a misspelt key, rotation, origin, order, "
    "pixel order, brightness or `current_cap_ma`",
    prof.UNKNOWN_PROFILE: "set `PIPGRID_PROFILE` in settings.toml to one of: %s" % ", ".join(boards.names()),
    prof.HARDWARE: "the LED pin or a button pin could not be opened, or the neopixel library is missing: "
    "read the console, check the wiring and `lib/neopixel.mpy`",
}


def errors_markdown():
    out = ["| Amber dots | Meaning | What to change |", "|---|---|---|"]
    for code, meaning in prof.CODE_MEANINGS:
        out.append("| %d | %s | %s |" % (code, meaning, FIXES[code]))
    return "\n".join(out) + "\n"


SECTIONS = {"pinmap": pinmap_markdown, "power": power_markdown, "errors": errors_markdown}


def render_readme(text):
    """``text`` with every generated section replaced by its current content."""
    for key, make in SECTIONS.items():
        begin, end = "<!-- BEGIN GENERATED: %s -->" % key, "<!-- END GENERATED: %s -->" % key
        pattern = re.compile(re.escape(begin) + ".*?" + re.escape(end), re.S)
        if not pattern.search(text):
            raise SystemExit("hardware/README.md lacks the markers %s ... %s" % (begin, end))
        block = begin + "\n" + make() + end
        text = pattern.sub(lambda _m, block=block: block, text)
    return text


# --- main ----------------------------------------------------------------------


def outputs():
    """{path: svg text} for every profile's diagram."""
    return {
        os.path.join(HERE, "wiring-%s.svg" % name): diagram(boards.get(name)).svg() for name in boards.names()
    }


def png_sha(path):
    from PIL import Image

    with Image.open(path) as im:
        return im.text.get("pipgrid-svg-sha256")


def stale():
    """Paths whose committed content differs from what the profiles give."""
    out = []
    for path, svg in outputs().items():
        if not os.path.exists(path) or open(path, encoding="utf-8").read() != svg:
            out.append(path)
        png = path[:-4] + ".png"
        if not os.path.exists(png) or png_sha(png) != hashlib.sha256(svg.encode()).hexdigest():
            out.append(png)
    with open(README, encoding="utf-8") as f:
        text = f.read()
    if render_readme(text) != text:
        out.append(README)
    return out


def main(argv):
    if "--check" in argv:
        old = stale()
        for path in old:
            print("stale: %s (run .venv/bin/python hardware/make_diagram.py)" % os.path.relpath(path, ROOT))
        return 1 if old else 0
    for name in boards.names():
        p = boards.get(name)
        prof.validate(p, boards.header_pins(p.get("board", "pico")))
    for path, svg in outputs().items():
        with open(path, "w", encoding="utf-8") as f:
            f.write(svg)
        d = diagram(boards.get(os.path.basename(path)[len("wiring-") : -4]))
        d.png(path[:-4] + ".png", hashlib.sha256(svg.encode()).hexdigest())
        print("wrote %s and .png" % os.path.relpath(path, ROOT))
    with open(README, encoding="utf-8") as f:
        text = f.read()
    new = render_readme(text)
    if new != text:
        with open(README, "w", encoding="utf-8") as f:
            f.write(new)
        print("updated the generated sections of hardware/README.md")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
