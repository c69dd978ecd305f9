"""Pictures of every domino and Luzon screen, taken from scripted games (issue 13):
``python -m host_sim.screens [DIR]`` plays matches by button presses (the same
drivers as the tests, host_sim/drive/hotseat.py), keeps the first frame of each
kind of screen, and writes them as one captioned montage (DIR/screens.png, DIR
defaults to docs/images) and the docs' pictures of two more screens (``PICTURES``), each frame at the board's default brightness as the LEDs
show it (``host_sim.panel_image``). Also ``frames()`` for tests and docs."""

import os
import sys

from host_sim import ROOT

PITCH = 14  # pixels per LED in the montage
COLUMNS = 6
CAPTION = 14


def _bright(buf, level):
    return bytes(v * level // 100 for v in buf)


class Catcher:
    """Wraps a Board's draw: for each wanted (caption, test(app, screen)) the first frame
    for which the test holds is kept (as LED levels at the app's brightness)."""

    def __init__(self, board, wants):
        self.board = board
        self.wants = list(wants)
        self.shots = {}
        draw = board.app.draw

        def caught(canvas):
            draw(canvas)
            self.look(canvas)

        board.app.draw = caught

    def look(self, canvas):
        app = self.board.app
        screen = app.stack[-1] if app.stack else None
        for caption, test in self.wants:
            if caption in self.shots:
                continue
            try:
                ok = test(app, screen)
            except (AttributeError, IndexError, TypeError):
                ok = False
            if ok:
                level = int(app.brightness * 100)
                self.shots[caption] = _bright(canvas.buf, level)


def _phase(name, extra=None):
    def test(app, screen):
        return app.screen_name == name and (extra is None or extra(screen))

    return test


def traditional_wants():
    from pipgrid.games.domino.moves import DRAW, PASS

    def page(word):
        return lambda s: s.current().word == word

    return [
        ("menu", _phase("menu", page("TRAD"))),
        ("TRAD set-up: players", _phase("setup", page("PLAYERS"))),
        ("TRAD set-up: a seat", _phase("setup", page("P2"))),
        ("TRAD set-up: PLAY", _phase("setup", page("PLAY"))),
        ("TRAD set-up: WILD doubles", _phase("setup", page("WILD"))),
        ("TRAD set-up: DRAW count", _phase("setup", page("DRAW"))),
        ("TRAD set-up: GOAL", _phase("setup", page("GOAL"))),
        ("TRAD turn: line, census, hand", _phase("turn", lambda s: s.line_len >= 6)),
        ("TRAD which end? (green)", _phase("ends")),
        ("TRAD refused tile (red)", _phase("turn", lambda s: s.refuse_at >= 0)),
        ("TRAD DRAW waits", _phase("turn", lambda s: s.action == DRAW)),
        ("TRAD drawn tiles", _phase("turn", lambda s: s.fresh[s.game.current_player] and s.action < 0)),
        ("TRAD PASS waits", _phase("turn", lambda s: s.action == PASS)),
        ("TRAD handover", _phase("handover", lambda s: s.line_len >= 4)),
        ("TRAD computer thinks", _phase("bot")),
        ("TRAD a draw shown", _phase("show", lambda s: s.last_move == DRAW)),
        ("TRAD a pass shown", _phase("show", lambda s: s.last_move == PASS)),
        ("TRAD tile just laid", _phase("show", lambda s: s.last_move < DRAW and s.line_len >= 4)),
        ("QUIT? (B in a match)", _phase("confirm")),
        ("TRAD long line (5 rows)", _phase("turn", lambda s: s.line_len >= 22)),
        ("TRAD round end", _phase("roundend", lambda s: s.page == 0)),
        ("TRAD round end, a seat", _phase("roundend", lambda s: s.page == 1)),
        ("match end", _phase("matchend")),
    ]


def italian_wants():
    from pipgrid.games.domino.moves import DRAW

    def call(kind):
        def test(s):
            g = s.game
            if s.last_move >= DRAW:
                return False
            goal = s.goal_for(g.total)
            return {"short": g.total < goal, "exact": g.total == goal, "over": g.total > goal}[kind]

        return test

    def page(word):
        return lambda s: s.current().word == word and s.setup.game_id == 3

    return [
        ("ITAL set-up: MILE", _phase("setup", page("MILE"))),
        ("ITAL set-up: GOAL", _phase("setup", page("GOAL"))),
        ("ITAL turn", _phase("turn", lambda s: s.game.total > 0)),
        ("ITAL total called out", _phase("show", call("short"))),
        ("ITAL exact (cyan)", _phase("show", call("exact"))),
        ("ITAL over (pink)", _phase("show", call("over"))),
        ("ITAL round end", _phase("roundend", lambda s: s.page == 0)),
        ("ITAL round end, a seat", _phase("roundend", lambda s: s.page == 1)),
    ]


def luzon_wants():
    return [
        ("LUZON board, cursor", _phase("luzon", lambda s: s.game.history)),
        ("LUZON selected (green)", _phase("luzon", lambda s: s.sel >= 0)),
        ("LUZON hint (cyan)", _phase("luzon", lambda s: s.flash == 2)),
        ("LUZON refused (red)", _phase("luzon", lambda s: s.flash == 1)),
    ]


def frames(cb=False, long_line=True):
    """[(caption, LED levels)] of every screen kind, in a fixed order (module doc)."""
    from host_sim.drive.hotseat import Board, goto, play, start, move_keys

    from pipgrid.bots.domino import greedy_italian, greedy_traditional
    from pipgrid.rng import Rng
    from pipgrid.games.luzon import game as luzon
    from pipgrid.ui.domino import hooks

    P, G, R = hooks.PERSON, hooks.GREEDY, hooks.RANDOM
    shots = {}
    order = []

    def board():
        b = Board()
        press = b.press

        def lingering(*keys):  # stay on a round's end long enough for its pages to turn
            if b.app.screen_name == "roundend" and b.app.stack[-1].page == 0:
                b.wait(2100)
            press(*keys)

        b.press = lingering
        if cb:
            b.press("B")
            goto(b, "COLOUR")
            b.press("RIGHT")
            b.press("B")
        return b

    wants = traditional_wants()
    order += [c for c, _ in wants]
    b = board()
    catch = Catcher(b, wants)
    start(b, "TRAD", 4, [P, G, P, R])

    def refuse_once(board):
        screen = board.app.stack[-1]
        if "TRAD refused tile (red)" in catch.shots or board.app.screen_name != "turn":
            return False
        dim = [i for i in range(len(screen.hand)) if not screen.legal >> screen.hand[i] & 1]
        if dim:
            keys = move_keys(screen, screen.hand[dim[0]] * 2)[:-1]
            board.press(*keys, "A")
            board.wait(60)
            board.press(*(["LEFT"] * len(keys)))  # back where the driver left it
            board.press("B")  # QUIT? ... no: B stays
            board.press("B")
        return False

    play(b, greedy_traditional, after_turn=refuse_once)
    shots.update(catch.shots)
    if long_line:  # two people who play at random in a Block game: long lines come often
        for seed_wait in range(40):
            if "TRAD long line (5 rows)" in shots:
                break
            b = board()
            b.wait(seed_wait * 41)
            catch = Catcher(b, [w for w in wants if w[0] == "TRAD long line (5 rows)"])
            start(b, "TRAD", 2, [P, P])
            rng = Rng(seed_wait + 1)

            def at_random(view, _rng, rng=rng):
                moves = view.legal_moves()
                return moves[rng.below(len(moves))]

            play(b, at_random)
            shots.update(catch.shots)
    wants = italian_wants()
    order += [c for c, _ in wants]
    for seed_wait in range(12):
        if all(c in shots for c, _ in wants):
            break
        b = board()
        b.wait(seed_wait * 53)
        catch = Catcher(b, [w for w in wants if w[0] not in shots])
        start(b, "ITAL", 3, [P, P, P])
        rng = Rng(seed_wait + 1)

        def italian(view, _rng, rng=rng, seed_wait=seed_wait):  # greedy, or at random: past the goal
            moves = view.legal_moves()
            return moves[rng.below(len(moves))] if seed_wait & 1 else greedy_italian(view, None)

        play(b, italian)
        shots.update(catch.shots)
    wants = luzon_wants()
    order += [c for c, _ in wants]
    b = board()
    catch = Catcher(b, wants)
    while b.app.screen_name != "menu":
        b.press("B")
    goto(b, "LUZON")
    b.press("A")
    screen = b.app.stack[-1]
    move = luzon.Luzon(1).legal_moves()[0]
    b.play_move(move)
    b.press("A")  # select the tile under the cursor
    b.wait(300)
    b.press("B", "B", "DOWN", "A")  # drop it; the pages: UNDO -> HINT
    b.wait(400)
    screen = b.app.stack[-1]
    for first in range(5):  # two bottom tiles that do not sum to 12: refused
        for second in range(first + 1, 5):
            if screen.lens[first] and screen.lens[second]:
                a = screen.cols[first][screen.lens[first] - 1]
                c = screen.cols[second][screen.lens[second] - 1]
                from pipgrid import tiles

                if tiles.VALUE[a] + tiles.VALUE[c] != 12:
                    b.press(*(["LEFT"] * 5))
                    b.press(*(["RIGHT"] * ((first - screen.place) % 5)), "A")
                    b.press(*(["RIGHT"] * (second - first)), "A")
                    b.wait(100)
                    break
        else:
            continue
        break
    shots.update(catch.shots)
    return [(c, shots[c]) for c in order if c in shots]


def montage(shots, path, pitch=PITCH):
    """The frames side by side, COLUMNS a row, each with its caption below."""
    from PIL import Image, ImageDraw

    from host_sim.panel_image import PanelRenderer

    r = PanelRenderer(16, 16, pitch, glow=False)
    w, h = r.size
    rows = (len(shots) + COLUMNS - 1) // COLUMNS
    out = Image.new("RGB", (COLUMNS * w, rows * (h + CAPTION)), (0, 0, 0))
    draw = ImageDraw.Draw(out)
    for i, (caption, frame) in enumerate(shots):
        x, y = (i % COLUMNS) * w, (i // COLUMNS) * (h + CAPTION)
        out.paste(r.render(frame), (x, y))
        draw.text((x + 4, y + h + 1), caption, fill=(200, 200, 200))
    out.save(path)
    return out.size


# README and docs pictures: (file in docs/images, caption of the frame), all one size
# The docs' pictures of screens the README's own (host_sim/images.py) do not show, at
# the same size (``images.PITCH``: 680 px square).
PICTURES = (
    ("ends.png", "TRAD which end? (green)"),
    ("long-line.png", "TRAD long line (5 rows)"),
)


def main(argv=None):
    """Writes the montage and every picture of PICTURES into docs/images (or DIR)."""
    from host_sim.panel_image import PanelRenderer

    argv = sys.argv[1:] if argv is None else argv
    if len(argv) > 1 or (argv and argv[0].startswith("-")):
        print(
            "usage: python -m host_sim.screens [DIR]  (writes screens.png, ends.png and long-line.png)",
            file=sys.stderr,
        )
        return 2
    folder = argv[0] if argv else os.path.join(ROOT, "docs", "images")
    if not os.path.isdir(folder):
        print("no such folder: %s" % folder, file=sys.stderr)
        return 2
    shots = frames()
    size = montage(shots, os.path.join(folder, "screens.png"))
    print("%s: %d screens, %dx%d" % (os.path.join(folder, "screens.png"), len(shots), size[0], size[1]))
    found = dict(shots)
    from host_sim.images import PITCH

    r = PanelRenderer(16, 16, PITCH)
    for name, caption in PICTURES:
        if caption in found:
            r.render(found[caption]).save(os.path.join(folder, name))
            print("%s: %s" % (os.path.join(folder, name), caption))
    return 0


if __name__ == "__main__":
    sys.exit(main())
