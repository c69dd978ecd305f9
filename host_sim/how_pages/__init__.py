"""The HOW pages' pictures (issue 24) and the data files the board plays them from.

Each game's HOW screens are drawn here, on the host, by a script of this folder (one
function per screen, ``PAGES``, each looping after its ``PERIODS`` ms), and written
as a small text file into the game's own ui folder, the file its catalog row names
(``catalog.Game.how``). The board only plays those files (firmware's ui/home.py How): it
reads the screen on show from the drive, so the pages cost the board no code and no
interned names while they are not shown, and little while they are.

The file (text, one line each):

- first line: the number of screens, then the colours, each a word: ``n<d><s>`` the
  palette's number ``d`` dimmed by ``2**s``, ``s<s>`` seat 1's colour of the palette
  dimmed, ``f<rrggbb>`` a fixed colour (hex); the k-th word is colour ``k + 1`` (0: dark);
- then each screen, its frames one a line, an empty line after the screen: a frame is
  how long it stays (in 50 ms steps, ``chr(47 + steps)``) then the 256 LEDs row by row
  as runs, each two characters: the run's length ``chr(47 + n)`` and its colour
  ``chr(48 + k)``.

``python -m host_sim.how_pages`` writes every file again (``make images`` does too); a
test fails when one is out of date.
"""

import os
import sys

import host_sim  # noqa: F401  (firmware/lib on sys.path)

STEP_MS = 50
# each data file (relative to firmware/lib, as the catalog names it) and its script here
SCRIPTS = {
    "pipgrid/ui/luzon/how.txt": "luzon",
    "pipgrid/ui/domino/how_traditional.txt": "traditional",
    "pipgrid/ui/domino/how_italian.txt": "italian",
    "pipgrid/ui/triominoes/how.txt": "triominoes",
}
LIB = os.path.join(
    os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "firmware", "lib"
)
MAX_RUN = 79  # chr(47 + 79) is "~"


def render(draw, t, pal):
    from pipgrid.ui.canvas import Canvas

    c = Canvas(16, 16)
    draw(c, t, pal)
    return bytes(c.buf)


def colour_of(normal, blind):
    """The colour word of an LED drawn ``normal`` with the normal palette and ``blind``
    with the colour-blind one (module doc)."""
    from pipgrid.ui import palette

    for s in range(5):
        for d in range(7):
            if normal == tuple(v >> s for v in palette.NORMAL[d]) and blind == tuple(
                v >> s for v in palette.COLOUR_BLIND[d]
            ):
                return "n%d%d" % (d, s)
        if normal == tuple(v >> s for v in palette.NORMAL_SEATS[0]) and blind == tuple(
            v >> s for v in palette.COLOUR_BLIND_SEATS[0]
        ):
            return "s%d" % s
    if normal != blind:
        raise ValueError(
            "an LED %s / %s is neither a number's, a seat's nor a fixed colour" % (normal, blind)
        )
    return "f%02x%02x%02x" % normal


def screens(module):
    """[[(steps, [colour word or None per LED])]] of ``module``'s screens."""
    from pipgrid.ui import palette

    out = []
    for draw, period in zip(module.PAGES, module.PERIODS):
        frames = []
        for t in range(0, period, STEP_MS):
            a = render(draw, t, palette.NORMAL)
            b = render(draw, t, palette.COLOUR_BLIND)
            leds = []
            for i in range(0, 768, 3):
                if not any(a[i : i + 3]) and not any(b[i : i + 3]):
                    leds.append(None)
                else:
                    leds.append(colour_of(tuple(a[i : i + 3]), tuple(b[i : i + 3])))
            if frames and frames[-1][1] == leds and frames[-1][0] < MAX_RUN:
                frames[-1] = (frames[-1][0] + 1, leds)
            else:
                frames.append((1, leds))
        out.append(frames)
    return out


def text(module):
    """The data file of ``module``'s screens (module doc)."""
    pages = screens(module)
    words = sorted({w for frames in pages for _n, leds in frames for w in leds if w})
    if len(words) > 78:
        raise ValueError("more than 78 colours")
    index = {w: k + 1 for k, w in enumerate(words)}
    lines = [" ".join([str(len(pages))] + words)]
    for frames in pages:
        for steps, leds in frames:
            line = [chr(47 + steps)]
            i = 0
            while i < 256:
                k = index.get(leds[i], 0)
                n = 1
                while i + n < 256 and n < MAX_RUN and index.get(leds[i + n], 0) == k:
                    n += 1
                line.append(chr(47 + n) + chr(48 + k))
                i += n
            lines.append("".join(line))
        lines.append("")
    return "\n".join(lines) + "\n"


def module_of(path):
    return __import__("host_sim.how_pages." + SCRIPTS[path], None, None, ("PAGES",))


def stale():
    """The data files that differ from what their scripts draw now."""
    out = []
    for path in SCRIPTS:
        target = os.path.join(LIB, *path.split("/"))
        try:
            with open(target, encoding="ascii") as f:
                old = f.read()
        except OSError:
            old = None
        if old != text(module_of(path)):
            out.append(path)
    return out


def main(argv):
    if argv:
        print("usage: python -m host_sim.how_pages", file=sys.stderr)
        return 2
    for path in SCRIPTS:
        data = text(module_of(path))
        with open(os.path.join(LIB, *path.split("/")), "w", encoding="ascii", newline="\n") as f:
            f.write(data)
        print("%s: %d bytes" % (path, len(data)))
    return 0
