"""One press away from the Tri-Ominos board (ui/triominoes/screen.py): the public
facts (HS-2, TO-9) and the whole board. Loaded only while shown.

``Info`` (UP): one page per seat, every number beside its label: the seat's badge,
its total under it, and a grey tile with the number of tiles in its hand beside it;
then the pool: POOL and its count under the word (with own pools, TO-16, a page per
seat: POOL, and the seat's badge with its own pool's count beside it). Columns
14-15 are the page dots'. LEFT/RIGHT turn the pages; A, B or UP go back.

``Pan`` (DOWN): the board at full size on the whole grid; the arrows move the view
(a point's step), A switches to the overview (the whole board shrunk, the view's
part framed; the arrows still move it) and back; B goes back.
"""

from pipgrid.ui import font, palette
from pipgrid.ui.triominoes import draw as td


def close(app):
    """Back to the game; this module is unloaded (it is loaded again when asked for)."""
    from pipgrid.memory import unload

    app.pop()
    unload(("pipgrid.ui.triominoes.info", "pipgrid.ui.hotseat.seats"))


class Info:
    name = "info"

    def __init__(self, app, board):
        self.app = app
        self.board = board
        self.page = 0
        self._phase = -1

    def pages(self):
        g = self.board.game
        return g.players + (g.players if g.pools is not None else 1)

    def press(self, key, now):
        if key == "LEFT" or key == "RIGHT":
            self.page = (self.page + (1 if key == "RIGHT" else -1)) % self.pages()
        elif key in ("A", "B", "UP"):
            close(self.app)
        else:
            self.app.bump(now)

    def tick(self, now):  # POOL scrolls by a column
        phase = now // font.SCROLL_MS
        if phase != self._phase and self.page >= self.board.game.players:
            self._phase = phase
            return True
        return False

    def draw(self, canvas, now):
        seats = palette.seat_colours(self.app.palette())
        g = self.board.game
        n = g.players
        page = self.page
        if page < n:  # a seat: its badge, its total under it, its tiles beside a grey tile
            font.score(canvas, page, seats, g.totals[page])
            td.hand_tile(canvas, 0, 12, 0, (palette.TEXT,))
            font.draw_number(
                canvas, 4 + font.number_width(len(g.hands[page])), 11, len(g.hands[page]), palette.TEXT
            )
        else:  # the pool: its count under the word; own pools (TO-16) a page each, the badge beside
            font.draw_text(canvas, font.scroll_x("POOL", 14, now), 0, "POOL", palette.LABEL)
            if g.pools is None:
                font.draw_number(canvas, font.number_width(g.pool_left()) - 1, 6, g.pool_left(), palette.TEXT)
            else:
                font.draw_seat(canvas, 0, 6, page - n, seats)
                font.draw_number(canvas, 13, 6, g.pool_left(page - n), palette.TEXT)
        font.dots(canvas, page, self.pages(), True)


class Pan:
    name = "pan"

    def __init__(self, app, board):
        self.app = app
        self.board = board
        self.small = False
        game_board = board.game.board
        focus = td.cell_middle(game_board.order[-1]) if game_board.order else (2, -1)
        self.ox, self.oy = td.origin_for(game_board, focus, 16, 16)

    def press(self, key, now):
        if key in ("LEFT", "RIGHT", "UP", "DOWN"):
            ox = self.ox + (-4 if key == "LEFT" else 4 if key == "RIGHT" else 0)
            oy = self.oy + (-3 if key == "UP" else 3 if key == "DOWN" else 0)
            # never past the board's edge into an empty grid: a point of the board (its
            # number lit) stays in sight, else the red corners
            for p in self.board.game.board.points:
                px, py = td.point_px(p)
                if ox <= px <= ox + 15 and oy <= py <= oy + 15:
                    self.ox, self.oy = ox, oy
                    return
            self.app.bump(now)
        elif key == "A":
            self.small = not self.small
        else:  # B: back to the game
            close(self.app)

    def tick(self, now):
        return False

    def draw(self, canvas, now):
        board = self.board.game.board
        pal = self.app.palette()
        if self.small:
            overview(canvas, board, pal, (self.ox, self.oy, 16, 16))
        else:
            td.View(canvas, 0, 16, self.ox, self.oy).board(board, pal)


def overview(canvas, board, pal, window=None):
    """The whole board shrunk into the 16x16 grid (ui/triominoes/draw.py's module doc,
    "Overview"); ``window``: the full-size view's (ox, oy, width, height) framed in white."""
    box = td.bounds(board)
    if box is None:
        return
    # the overview's plane is half the full size's in x and 2/3 in y: (2x + y, -2y)
    left = box[0] // 2
    right = box[2] // 2
    top = box[1] * 2 // 3
    bottom = box[3] * 2 // 3
    k = 1
    while (right - left) // k >= 16 or (bottom - top) // k >= 16:
        k += 1
    ox = (left // k + right // k - 15) // 2
    oy = (top // k + bottom // k - 15) // 2
    for ck in board.order:
        px, py, down = td.cell_px(ck)
        qx = px // 2 + (2 if down else 1)
        qy = py * 2 // 3 - 1
        canvas.set(qx // k - ox, qy // k - oy, td.DOWN_FILL if down else td.UP_FILL)
    for p, v in board.points.items():
        px, py = td.point_px(p)
        canvas.set(px // 2 // k - ox, py * 2 // 3 // k - oy, pal[v & 7])
    if window is not None:
        wx, wy, ww, wh = window
        x0 = wx // 2 // k - ox
        y0 = wy * 2 // 3 // k - oy
        x1 = (wx + ww - 1) // 2 // k - ox
        y1 = (wy + wh - 1) * 2 // 3 // k - oy
        canvas.frame(x0, y0, x1 - x0 + 1, y1 - y0 + 1, (255, 255, 255), 2)
