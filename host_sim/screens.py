"""Pictures of every screen, taken from scripted games (issues 13, 24):
``python -m host_sim.screens [DIR]`` plays Luzon, traditional, Italian and
Tri-Ominos by button presses (the same drivers as the tests, host_sim/drive), reads
every game's HOW pages from the menu, walks every main menu and set-up page, Luzon's
action and end pages and a Tri-Ominos solitaire (``page_frames``), keeps the first
frame of each kind of screen,
and writes them as one captioned montage (DIR/screens.png, DIR defaults to
docs/images): every screen twice, the normal palette on the left and the
colour-blind one on the right (COLOUR), so both can be checked side by side; and the
docs' pictures of two more screens (``PICTURES``). Each frame at the board's default
brightness as the LEDs show it (``host_sim.panel_image``). Also ``frames()`` for
tests and docs."""

import os
import sys

from host_sim import ROOT

PITCH = 14  # pixels per LED in the montage
COLUMNS = 6  # pairs of frames (normal, colour-blind) a row
CAPTION = 14
HOW_AT_MS = 2500  # each HOW screen's frame: this long after it came up (its move under way)


def _bright(buf, level):
    return bytes(v * level // 100 for v in buf)


class Catcher:
    """Wraps a Board's draw: for each wanted (caption, test(app, screen)) the first frame
    for which the test holds is kept (as LED levels at the app's brightness)."""

    def __init__(self, board, wants):
        self.board = board
        self.wants = list(wants)
        self.shots = {}
        board.watch_draws(self.look)

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

    return [
        ("loading a game", _phase("loading")),
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
        ("match end: final scores", _phase("matchend")),
        ("match end: WIN", lambda app, s: app.screen_name == "matchend" and _match_won(app, s)),
    ]


def _match_won(app, screen):
    """The match end's WIN part: after a second per seat's final score (ui/domino/ends.py)."""
    return screen.since >= 0 and app.now - screen.since >= 1000 * screen.board.game.players


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

    return [
        ("ITAL handover", _phase("handover", lambda s: s.game.total > 0)),
        ("ITAL turn", _phase("turn", lambda s: s.game.total > 0)),
        ("ITAL total called out", _phase("show", call("short"))),
        ("ITAL exact (cyan)", _phase("show", call("exact"))),
        ("ITAL over (pink)", _phase("show", call("over"))),
        ("ITAL round end", _phase("roundend", lambda s: s.page == 0)),
        ("ITAL round end, a seat", _phase("roundend", lambda s: s.page == 1)),
        ("ITAL match end", _phase("matchend")),
    ]


def luzon_wants():
    return [
        ("LUZON board, cursor", _phase("luzon", lambda s: s.game.history)),
        ("LUZON selected (green)", _phase("luzon", lambda s: s.sel >= 0)),
        ("LUZON hint (cyan)", _phase("luzon", lambda s: s.flash == 2)),
        ("LUZON refused (red)", _phase("luzon", lambda s: s.flash == 1)),
    ]


def triominoes_wants():
    from pipgrid.ui.triominoes import screen as tri_screen

    def hint(thinking):
        def test(s):
            return hasattr(s, "search") and (s.move is None) == thinking and s.name == "turn"

        return test

    def counted(s):  # tiles off the grid on both sides of the three on show
        first = tri_screen.first(s.cursor, s.places())
        return s.move is None if hasattr(s, "search") else first > 0 and first + 3 < s.places()

    def blink_on(app):
        return not (app.now // 250) & 1

    return [
        ("TRI handover", _phase("handover", lambda s: len(s.game.board) >= 3)),
        ("TRI turn: hand, counts", _phase("turn", lambda s: not hasattr(s, "search") and counted(s))),
        ("TRI turn: DRAW waits", _phase("turn", lambda s: s.action == -1 and not hasattr(s, "search"))),
        ("TRI turn: PASS waits", _phase("turn", lambda s: s.action == -2 and not hasattr(s, "search"))),
        (
            "TRI refused tile",
            lambda app, s: app.screen_name == "turn" and s.refuse_at >= 0 and blink_on(app),
        ),
        (
            "TRI drawn tile (green)",
            lambda app, s: (
                app.screen_name == "turn"
                and s.fresh[s.game.current_player]
                and app.now < s.fresh_until
                and not blink_on(app)
            ),
        ),
        ("TRI HINT thinking", _phase("turn", hint(True))),
        ("TRI HINT shown", _phase("turn", hint(False))),
        ("TRI where it fits (place)", _phase("place", lambda s: len(s.cells) > 1)),
        ("TRI computer thinks", _phase("bot")),
        ("TRI a tile shown", _phase("show", lambda s: s.last[0] >= 0 and not s.last[3] & 3)),
        ("TRI a hexagon shown", _phase("show", lambda s: s.last[3] & 3)),
        ("TRI a draw shown", _phase("show", lambda s: s.last[0] == -1)),
        ("TRI facts (UP)", _phase("info", lambda s: s.page == 0)),
        ("TRI board (DOWN)", _phase("pan", lambda s: not s.small)),
        ("TRI overview (DOWN A)", _phase("pan", lambda s: s.small)),
        ("TRI round end", _phase("roundend", lambda s: s.page == 0)),
        ("TRI round end, a seat", _phase("roundend", lambda s: s.page == 1)),
        ("TRI match end", _phase("matchend")),
    ]


def play_triominoes(b):
    """A Tri-Ominos game of three seats (two people, a greedy computer), draw limit 1 so
    draws and passes come; now and then a refused tile, a HINT, the facts and the board."""
    from host_sim.drive.triominoes import ask_hint, choose_keys, place_keys, start

    from pipgrid.bots.triominoes import choose_greedy

    while b.app.screen_name != "menu":
        b.press("B")
    table = start(b, 3, [0, 1, 0], (("DRAW", 2),))
    g = table.game
    turns = 0
    for _ in range(20000):
        name = b.app.screen_name
        if name == "matchend":
            return
        if name in ("handover", "roundend"):
            if name == "roundend":
                b.wait(2100)  # its pages turn
            b.press("A")
        elif name == "turn":
            screen = b.app.stack[-1]
            turns += 1
            if turns == 3:  # the facts, the board and its overview: one press away
                b.press("UP", "B", "DOWN", "A", "B")
            unfit = [i for i in range(len(screen.hand)) if not screen.is_legal(screen.hand[i])]
            if turns % 5 == 2 and unfit:  # a tile that does not fit: refused
                n = screen.places()
                b.press(*["RIGHT"] * ((unfit[0] - screen.cursor) % n), "A")
                b.wait(300)
            if turns % 5 == 4:  # a HINT, worked out and shown
                ask_hint(b)
                b.wait(300)
            move = choose_greedy(g.view(g.current_player), None)
            b.press(*choose_keys(screen, move))
            if move >= 0:
                b.wait(300)
                b.press(*place_keys(screen, move))
        else:
            b.wait(50)
    raise AssertionError("the Tri-Ominos game did not end")


def how_frames(b, shots):
    """Every game's HOW? menu page and HOW screens (``HOW_AT_MS`` into each) into
    ``shots``; their captions in order."""
    from pipgrid.catalog import GAMES

    order = []
    level = int(b.app.brightness * 100)
    while b.app.screen_name != "menu":
        b.press("B")
    for row in GAMES:
        b.menu_to(row.word)
        b.press("RIGHT")
        order.append("menu: %s HOW?" % row.word)
        shots[order[-1]] = _bright(b.canvas.buf, level)
        b.press("A")
        page = 0
        while b.app.screen_name == "how":
            page += 1
            b.wait(HOW_AT_MS, 50)
            order.append("%s HOW %d" % (row.word, page))
            shots[order[-1]] = _bright(b.canvas.buf, level)
            b.press("A")
        b.press("LEFT")
    return order


def _grab(b, shots, order, caption):
    order.append(caption)
    shots[caption] = _bright(b.canvas.buf, int(b.app.brightness * 100))


def _walk(b, shots, order, prefix, skip=()):
    """Every page of the paged menu on show, DOWN by DOWN round to the first again (the
    words in ``skip`` not kept)."""
    pages = b.app.stack[-1]
    for _ in range(len(pages.entries)):
        word = pages.current().word
        if word not in skip:
            _grab(b, shots, order, prefix + word)
        b.press("DOWN")


def _to_menu(b):
    """Back to the main menu from a game or its set-up (QUIT? answered yes; Luzon: B opens
    its action pages, MENU)."""
    for _ in range(12):
        name = b.app.screen_name
        if name == "menu" and len(b.app.stack) == 1:
            return
        if name == "actions":  # Luzon's action pages
            pages = b.app.stack[-1]
            while pages.current().word != "MENU":
                b.press("DOWN")
            b.press("A")
        else:
            b.press("A" if name == "confirm" else "B")
        while b.app.screen_name == "loading":
            b.wait(20)
    raise AssertionError("not back at the menu: %s" % b.app.screen_name)


def page_frames(b, shots, cb=False):
    """The start-up, Luzon's end page, action pages and NO WIN, every main menu page
    (CONTINUE too: a game is saved) and the question before starting another, every set-up
    page of each hot-seat game (Tri-Ominos with one seat too), a Tri-Ominos solitaire (its
    first turn, its end pages, its best at its start again) and the idle picture, into
    ``shots``; their captions in order. ``b``: a board at the menu."""
    from host_sim.drive.hotseat import Board, goto, settle
    from host_sim.drive.triominoes import play as tri_play, to_turn

    from pipgrid.bots.triominoes import choose_greedy
    from pipgrid.rng import Rng

    def choose(word):  # the page of ``word`` on the paged menu on show, A, its screen loaded
        goto(b, word)
        b.press("A")
        settle(b)

    order = []
    while b.app.screen_name != "menu":
        b.press("B")
    start_up = Board()
    start_up.app.settings.palette = 1 if cb else 0
    start_up.wait(700)
    _grab(start_up, shots, order, "start-up")
    # Luzon: moves at random until none is left, the end page; undo, the action pages, HINT
    choose("LUZON")
    rng = Rng(5)
    for _ in range(200):
        if b.app.screen_name != "luzon":
            break
        moves = b.app.stack[-1].game.legal_moves()
        b.play_move(moves[rng.below(len(moves))])
        b.wait(300)
    b.wait(400)
    _grab(b, shots, order, "LUZON end page")
    b.press("A")  # lost: undo (won: the next deal)
    b.wait(300)
    b.press("B")
    _walk(b, shots, order, "LUZON actions: ")
    choose("HINT")
    if b.app.screen_name == "solving":
        b.wait(40)
        _grab(b, shots, order, "LUZON solver thinking")
        b.think()
    if b.app.screen_name == "nowin":
        _grab(b, shots, order, "LUZON NO WIN")
        b.wait(1600)
        _grab(b, shots, order, "LUZON NO WIN: undo k")
    _to_menu(b)
    # the main menu with a game saved: every page, and the question before another game
    _walk(b, shots, order, "menu: ")
    b.menu_to("LUZON")
    b.press("A")
    if b.app.screen_name == "confirm":
        _grab(b, shots, order, "menu: a game is saved, start anew?")
        b.press("B")
    # every set-up page of each hot-seat game
    for word in ("TRAD", "ITAL", "TRI"):
        choose(word)
        _walk(b, shots, order, word + " set-up: ")
        if word == "TRI":  # one seat: the solitaire's own pages
            seen = [c[len("TRI set-up: ") :] for c in order if c.startswith("TRI set-up: ")]
            goto(b, "PLAYERS")
            while b.app.stack[-1].setup.players > 1:
                b.press("LEFT")
            _walk(b, shots, order, "TRI solitaire set-up: ", [w for w in seen if w != "PLAY"])
            choose("PLAY")
            to_turn(b)
            _grab(b, shots, order, "TRI solitaire: a turn (no handover)")
            tri_play(b, choose_greedy)
            end = b.app.stack[-1]
            for page in range(end.pages):
                _grab(b, shots, order, "TRI solitaire: end page %d" % (page + 1))
                b.press("RIGHT")
            b.press("A")  # the next deal; then the same deal again: its best on show
            settle(b)
            _to_menu(b)
            choose("TRI")
            goto(b, "DEAL")
            b.press("LEFT")
            _grab(b, shots, order, "TRI solitaire set-up: DEAL, its best")
            choose("PLAY")
            if b.app.screen_name == "best":
                _grab(b, shots, order, "TRI solitaire: the deal's best at its start")
        _to_menu(b)
    b.wait(181000, 1000)
    _grab(b, shots, order, "idle (3 minutes)")
    return order


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
    catch = None

    def refuse_once(board):
        screen = board.app.stack[-1]
        if "TRAD refused tile (red)" in shots or board.app.screen_name != "turn":
            return False
        dim = [i for i in range(len(screen.hand)) if not screen.legal >> screen.hand[i] & 1]
        if dim:
            keys = move_keys(screen, screen.hand[dim[0]] * 2)[:-1]
            board.press(*keys, "A")
            board.wait(60)
            shots.update(catch.shots)
            board.press(*(["LEFT"] * len(keys)))  # back where the driver left it
            board.press("B")  # QUIT? ... no: B stays
            board.press("B")
        return False

    for seed_wait in range(6):  # another match (its seed, the clock) until a pass came too
        if all(c in shots for c, _ in wants if c != "TRAD long line (5 rows)"):
            break
        b = board()
        b.wait(seed_wait * 59)
        catch = Catcher(b, [w for w in wants if w[0] not in shots])
        start(b, "TRAD", 4, [P, G, P, R])
        play(b, greedy_traditional, after_turn=refuse_once)
        b.wait(5000)  # the match end: the final scores, then WIN
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
    wants = triominoes_wants()
    order += [c for c, _ in wants]
    for seed_wait in range(8):  # another game (its seed, the clock) until a hexagon came too
        if all(c in shots for c, _ in wants):
            break
        b = board()
        b.wait(seed_wait * 67)
        catch = Catcher(b, [w for w in wants if w[0] not in shots])
        play_triominoes(b)
        shots.update(catch.shots)
    order += how_frames(board(), shots)
    order += page_frames(board(), shots, cb)
    return [(c, shots[c]) for c in order if c in shots]


def montage(pairs, path, pitch=PITCH):
    """The frames side by side, each caption's normal and colour-blind frames together,
    COLUMNS pairs a row, each pair with its caption below. ``pairs``: [(caption,
    normal frame, colour-blind frame or None)]."""
    from PIL import Image, ImageDraw

    from host_sim.panel_image import PanelRenderer

    r = PanelRenderer(16, 16, pitch, glow=False)
    w, h = r.size
    gap = pitch
    cell = 2 * w + gap
    rows = (len(pairs) + COLUMNS - 1) // COLUMNS
    out = Image.new("RGB", (COLUMNS * (cell + gap), rows * (h + CAPTION)), (0, 0, 0))
    draw = ImageDraw.Draw(out)
    for i, (caption, normal, blind) in enumerate(pairs):
        x, y = (i % COLUMNS) * (cell + gap), (i // COLUMNS) * (h + CAPTION)
        out.paste(r.render(normal), (x, y))
        if blind is not None:
            out.paste(r.render(blind), (x + w + gap // 2, y))
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
    blind = dict(frames(cb=True, long_line=False))
    pairs = [(c, frame, blind.get(c)) for c, frame in shots]
    size = montage(pairs, os.path.join(folder, "screens.png"))
    print(
        "%s: %d screens, each in both palettes (%d), %dx%d"
        % (os.path.join(folder, "screens.png"), len(shots), len([p for p in pairs if p[2]]), size[0], size[1])
    )
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
