"""``make images`` (``python -m host_sim.images``): every picture of the README and
docs/ made again by the simulator, all at one size (LED pitch ``PITCH``: 680 x 680 px
for the 16x16 panel), each at a stable moment: a fixed simulated time (``--at``) where
nothing is half-way through a scroll or a blink. ``--check`` writes nothing and exits
with status 1 naming each picture that differs from a fresh one
(tests/host/test_images.py runs it).

Each row of ``IMAGES``: file (below the repository), key script, simulated ms since
power-on of the frame taken (``python -m host_sim --keys KEYS --png FILE --at MS``).
"""

import os
import sys

from host_sim import ROOT

PITCH = 40

# The start-up settles for 4 s (the menu's word never rests: front_headless.py), then
# each key takes 250 ms. The traditional set-up's default is two people: six turns of
# "take the board, lay the first legal tile", then the handover; A shows the hand.
_TRAD = "DOWN A A" + " A A wait:1500" * 6
_ITAL = "DOWN*2 A A" + " A A wait:1500" * 4
IMAGES = (
    ("docs/images/menu.png", "", 2200),  # the LUZON page, its word at rest at the left
    ("docs/images/luzon.png", "A RIGHT*2 A", 5500),  # a tile selected
    ("docs/images/traditional.png", _TRAD + " A", 17500),  # a turn: the hand and the cursor
    ("docs/images/handover.png", _TRAD, 17000),  # the badge lit (it blinks every 500 ms)
    ("docs/images/italian.png", _ITAL + " A", 13500),
)


def render(keys, at, pitch=PITCH):
    """The picture (a PIL image) of the frame shown at ``at`` ms of a headless run."""
    from host_sim import front_headless, hardware
    from host_sim.panel_image import PanelRenderer

    board = hardware.SimBoard(
        None,
        store=bytearray([hardware.ERASED]) * hardware.NVM_SIZE,
        clock=hardware.SimClock(),
        log=lambda line: None,
    )
    frame = front_headless.FrameAt(board, at)
    front_headless.HeadlessDriver(board).play(front_headless.parse_script(keys), at)
    return PanelRenderer(board.width, board.height, pitch).render(frame.frame)


def main(argv=None):
    argv = list(sys.argv[1:] if argv is None else argv)
    check = "--check" in argv
    if [a for a in argv if a != "--check"]:
        print("usage: python -m host_sim.images [--check]", file=sys.stderr)
        return 2
    from PIL import Image, ImageChops

    stale = []
    for path, keys, at in IMAGES:
        image = render(keys, at)
        full = os.path.join(ROOT, path)
        if check:
            try:
                old = Image.open(full).convert("RGB")
            except OSError:
                old = None
            if old is None or old.size != image.size or ImageChops.difference(old, image).getbbox():
                stale.append(path)
        else:
            image.save(full, optimize=True)
            print("%s  (%d x %d, keys %r, at %d ms)" % (path, image.size[0], image.size[1], keys, at))
    if stale:
        print("out of date (make images): %s" % " ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
