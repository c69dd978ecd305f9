"""Shared by the Tri-Ominos board tests: the privacy watch (HS-1) and the number
decoder run on EVERY frame the app draws, and the engine's own transcript of the
same game in the public form the board writes on its serial console."""

import json

from host_sim.drive.triominoes import Board

from pipgrid.bots.triominoes import BOTS
from pipgrid.games.triominoes import tiles as tt
from pipgrid.games.triominoes.game import Triominoes
from pipgrid.games.triominoes.play import play_game
from pipgrid.rng import Rng
from pipgrid.ui import palette
from pipgrid.ui.hotseat import seats
from pipgrid.ui.triominoes import draw as td
from pipgrid.ui.triominoes import screen as tri_screen

from board_decoder import Frame

IN_GAME = ("handover", "turn", "place", "bot", "show", "confirm", "info", "pan")
BOARD_SHOWN = ("handover", "turn", "bot", "show", "place", "pan")


def number_at(pal):
    """{rgb: number} for every colour a number 0..5 of palette ``pal`` can have on the grid,
    at shifts 0..4."""
    out = {}
    for n in range(6):
        for shift in range(5):
            out.setdefault(tuple(c >> shift for c in pal[n]), n)
    return out


NUMBER_AT = number_at(palette.NORMAL)
FULL = {palette.NORMAL[n]: n for n in range(6)}


def decode_points(canvas, top, height, pal=palette.NORMAL):
    """From the pixels alone: {(x, y): number} for every pixel of the board area in a
    number's full colour of ``pal`` (tiles' insides, marks and previews never use one)."""
    full = {pal[n]: n for n in range(6)}
    found = {}
    for y in range(top, top + height):
        for x in range(16):
            n = full.get(canvas.get(x, y))
            if n is not None:
                found[(x, y)] = n
    return found


def expected_points(board, ox, oy, top, height, extra=()):
    """{(x, y): number} of the engine's points inside the view (and a preview's corners)."""
    out = {}
    for p, v in list(board.points.items()) + list(extra):
        px, py = td.point_px(p)
        x, y = px - ox, py - oy + top
        if 0 <= x < 16 and top <= y < top + height:
            out[(x, y)] = v & 7
    return out


def slot_tiles(canvas, strict=True, pal=palette.NORMAL):
    """Tiles drawn in the three hand places: pyramids of three numbers, two LEDs each
    (ui/triominoes/screen.py draw_hand: left, top, right), in palette ``pal``."""
    at = NUMBER_AT if pal is palette.NORMAL else number_at(pal)
    found = []
    for k in range(3):
        x, y = tri_screen.hand_xy(k, 0)
        pairs = (((x, y + 1), (x + 1, y + 1)), ((x + 1, y), (x + 2, y)), ((x + 2, y + 1), (x + 3, y + 1)))
        ns = []
        for p, q in pairs:
            a, b = at.get(canvas.get(*p)), at.get(canvas.get(*q))
            ns.append(a if a == b else None)
        if None in ns:
            continue
        a, b, c = ns
        if a <= b <= c:
            found.append(tt.tile(a, b, c))
        else:
            assert not strict, "a hand tile reads clockwise from its lowest number (TO-1)"
    return found


class Watch:
    """EVERY frame: while it is nobody's turn on the grid, rows 7-15 show no number
    colour at all (no hand, HS-1); on a turn the hand places show exactly the visible
    part of the current seat's hand; wherever the board is shown, the decoder finds
    exactly the numbers of the engine's points in view."""

    def __init__(self, board):
        self.board = board
        self.frames = self.turn_frames = self.hidden_frames = self.decoded = 0
        self.points_read = self.badges = 0
        board.watch_draws(self.check)

    def check(self, canvas):
        app = self.board.app
        name = app.screen_name
        if name not in IN_GAME or app.game is None:
            return
        self.frames += 1
        g = app.game.game
        s = g.current_player
        screen = app.stack[-1]
        pal = app.palette()
        if name == "turn":
            self.turn_frames += 1
            assert app.game.is_person(s)
            first = tri_screen.first(screen.cursor, screen.places())
            assert slot_tiles(canvas, True, pal) == g.hands[s][first : first + 3], (
                name,
                s,
                slot_tiles(canvas, True, pal),
                g.hands[s],
                first,
            )
        elif name in ("confirm", "info"):
            shown = set(slot_tiles(canvas, False, pal))
            for k in range(g.players):
                assert not shown & set(g.hands[k]), (name, k, shown)
        elif name in ("handover", "bot"):  # the seat on turn, read back by its badge's number and colour
            assert Frame(canvas, pal).badge() == (s, s), (name, s, Frame(canvas, pal).badge())
            self.badges += 1
        if name not in ("turn", "confirm", "info", "place", "pan") and pal is palette.NORMAL:
            # (the normal palette only: the colour-blind 0 is white, the badge's ink and the words')
            self.hidden_frames += 1
            for y in range(7, 16):
                for x in range(16):
                    if (x == 0 or x == 15) and y == 15 and app.bump_until > app.now:
                        continue  # the red corners of a refused key
                    assert canvas.get(x, y) not in NUMBER_AT, (name, x, y, canvas.get(x, y))
        if name in BOARD_SHOWN and g.board.order:
            self.decode(canvas, screen, name, g)

    def decode(self, canvas, screen, name, g):
        extra = ()
        if name == "pan":
            if screen.small:
                return
            ox, oy, height = screen.ox, screen.oy, 16
        else:  # the view's origin as the screen works it out (ui/triominoes/draw.origin_for)
            board = g.board
            if name == "place":
                focus, height = td.cell_middle(screen.cells[screen.cell_i]), 16
            else:
                focus, height = td.cell_middle(board.order[-1]), 7
            ox, oy = td.origin_for(board, focus, 16, height)
        if name == "place":
            from pipgrid.games.triominoes import lattice as lat

            ns = tt.corners(screen.tile, screen.rots[screen.rot_i])
            extra = list(zip(lat.corners(screen.cells[screen.cell_i]), ns))
        found = decode_points(canvas, 0, height, self.board.app.palette())
        want = expected_points(g.board, ox, oy, 0, height, extra)
        app = self.board.app
        if app.bump_until > app.now:  # the four red corners of a refused key
            for corner in ((0, 0), (15, 0), (0, height - 1), (15, height - 1)):
                if height == 16 or corner[1] == 0:
                    found.pop(corner, None)
                    want.pop(corner, None)
        assert found == want, (name, sorted(set(found.items()) ^ set(want.items())))
        self.decoded += 1
        self.points_read += len(found)


def public(line):
    """A transcript line as the board writes it on its console (ui/triominoes/table.py)."""
    ev = json.loads(line)
    if ev["ev"] == "deal":
        out = {
            "ev": "deal",
            "round": ev["round"],
            "players": ev["players"],
            "options": ev["options"],
            "hand_sizes": [len(h) for h in ev["hands"]],
        }
        if "pools" in ev:  # own pools (TO-16): each pool's size
            out["pools"] = [len(p) for p in ev["pools"]]
        else:
            out["pool"] = len(ev["pool"])
        return out
    if ev["ev"] == "draw":
        del ev["tile"]
    return ev


def level_bot(kind):
    """The Monte Carlo player of the seat kind ``kind`` (3..7: the levels L1..L5)."""
    from pipgrid.bots import mc_triominoes as mc

    return lambda view, rng: mc.choose(view, rng, kind - 3)


def engine_transcript(players, seeds, kinds, draw_limit=None, club=False, target=None, pools="shared"):
    """The engine's game of the same round seeds (the board's ``round_seeds``, issue 26):
    people replaced by the greedy bot that chose their moves on the board, computers by
    theirs, the computers' generator started again from each round's seed as the board
    does (ui/triominoes/table.py)."""
    options = {"draw_limit": draw_limit, "club": club, "target": target, "pools": pools}
    g = Triominoes(players, seeds[0], options)
    g.match_seed = None
    bots = [
        BOTS["greedy"] if k == seats.PERSON else (level_bot(k) if k >= 3 else BOTS[seats.BOT_NAMES[k]])
        for k in kinds
    ]
    lines = []
    for k, seed in enumerate(seeds):
        if k:
            g.next_round(seed)
        play_game(g, bots, Rng(seed ^ seats.BOT_SEED), lines.append, rounds=1)
        if g.match_over():
            break
    return [public(line) for line in lines]


def console(b):
    return [json.loads(line) for line in b.lines if line.startswith('{"ev"')]


def new_board(store=None):
    b = Board(store)
    return b, Watch(b)
