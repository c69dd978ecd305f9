"""Make the Tri-Ominos pictures of docs/board.md, docs/triominoes.md and the README:
the board's own App driven by button presses (host_sim/drive/triominoes.py, people's
moves chosen by the greedy bot), each frame drawn by the simulator's LED renderer
(host_sim/panel_image.py, as ``--png``), at the size of every other picture
(``images.PITCH``). Run by ``make images`` (``python -m host_sim.tri_pictures``).
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HERE = os.path.join(ROOT, "docs", "images")
sys.path.insert(0, ROOT)

import host_sim  # noqa: E402, F401  (firmware/lib on sys.path)
from host_sim.images import PITCH  # noqa: E402
from host_sim.panel_image import PanelRenderer  # noqa: E402
from host_sim.drive.triominoes import Board, choose_keys, place_keys, start  # noqa: E402

from pipgrid.bots.triominoes import choose_greedy  # noqa: E402

RENDER = PanelRenderer(16, 16, PITCH)


def save(b, name):
    RENDER.render(bytes(b.canvas.buf)).save(os.path.join(HERE, name))


def step(b):
    """One step of the game by presses; the move pressed, or None."""
    name = b.app.screen_name
    if name in ("handover", "roundend"):
        b.press("A")
    elif name == "turn":
        screen = b.app.stack[-1]
        g = screen.game
        move = choose_greedy(g.view(g.current_player), None)
        b.press(*choose_keys(screen, move))
        if move >= 0:
            b.press(*place_keys(screen, move))
        return move
    else:
        b.wait(50)
    return None


def main():
    b = Board(log=lambda line: None)
    b.press("B")
    while b.app.menu.current().word != "TRI":
        b.press("DOWN")
    save(b, "tri-menu.png")
    table = start(b, 4, [0, 0, 0, 0])
    g = table.game
    while b.app.screen_name != "handover":
        b.wait(50)
    hexagon = False
    while not hexagon or len(g.board) < 26:
        step(b)
        if b.app.screen_name == "show" and b.app.stack[-1].last[3] & 3 and not hexagon:
            b.wait(120)
            save(b, "tri-hexagon.png")
            hexagon = True
    while b.app.screen_name != "handover":
        step(b)
    save(b, "tri-handover.png")
    b.press("A")
    screen = b.app.stack[-1]
    while (b.now // 250) & 1:  # the blinking marks (where the tile under the cursor fits) shown
        b.wait(10, 10)
    save(b, "tri-turn.png")
    move = choose_greedy(g.view(g.current_player), None)
    b.press(*choose_keys(screen, move))
    b.wait(240)
    save(b, "tri-place.png")
    b.press("B", "DOWN")
    save(b, "tri-pan.png")
    b.press("A")
    save(b, "tri-overview.png")
    b.press("B", "UP")
    save(b, "tri-info.png")
    b.press("B")
    while b.app.screen_name != "roundend":
        step(b)
    save(b, "tri-roundend.png")


if __name__ == "__main__":
    main()
