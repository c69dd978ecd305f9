"""One press away from the Tri-Ominos board (ui/triominoes/screen.py): the public
facts (HS-2, TO-9) and the whole board. Loaded only while shown.

``Info`` (UP): page 0, one band of two rows per seat (its colour at the left, one
dot per tile in its hand, the seat on turn bright; below, its total as a bar of the
target), and the pool as grey dots at the bottom; then one page per seat (its
number, its total, its tile count) and one for the pool (its count in grey; with own
pools, TO-16, a band of grey dots per seat, one a tile of its pool, and all of them
counted below).
LEFT/RIGHT turn the pages; A, B or UP go back.

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

    def press(self, key, now):
        n = self.board.game.players + 2
        if key == "LEFT" or key == "RIGHT":
            self.page = (self.page + (1 if key == "RIGHT" else -1)) % n
        elif key in ("A", "B", "UP"):
            close(self.app)
        else:
            self.app.bump(now)

    def tick(self, now):
        return False

    def draw(self, canvas, now):
        seats = palette.seat_colours(self.app.palette())
        g = self.board.game
        n = g.players
        page = self.page
        if page == 0:
            for s in range(n):
                k = len(g.hands[s])
                canvas.set(0, 2 * s, seats[s])
                canvas.set(0, 2 * s + 1, seats[s])
                for i in range(min(k, 14)):
                    canvas.set(2 + i, 2 * s, seats[s], 0 if s == g.current_player else 2)
                bar = min(14, max(0, g.totals[s]) * 14 // g.target)
                canvas.rect(2, 2 * s + 1, 14, 1, seats[s], 5)
                canvas.rect(2, 2 * s + 1, bar, 1, palette.WHITE, 1)
            for i in range(min(g.pool_left(), 48)):
                canvas.set(i % 16, 13 + i // 16, (96, 96, 96))
        elif page <= n:
            s = page - 1
            font.draw_text(canvas, 0, 0, "P", seats[s])
            font.draw_char(canvas, 4, 0, str(s + 1), seats[s])
            total = g.totals[s]
            font.draw_number(canvas, 14, 5, -total if total < 0 else total, palette.WHITE)
            if total < 0:
                font.draw_text(canvas, 14 - font.number_width(-total) - 3, 5, "-", palette.WHITE)
            td.hand_tile(canvas, 0, 12, 0, ((64, 64, 64),) * 6)
            font.draw_number(canvas, 14, 11, len(g.hands[s]), seats[s])
        elif g.pools is not None:  # TO-16: each seat's own pool, a band of grey dots beside its colour
            for s in range(n):
                canvas.set(0, 2 * s, seats[s])
                canvas.set(0, 2 * s + 1, seats[s])
                for i in range(min(g.pool_left(s), 28)):
                    canvas.set(2 + i % 14, 2 * s + i // 14, (96, 96, 96))
            font.draw_number(canvas, 14, 11 if n < 6 else 12, g.pool_left(), palette.TEXT)
        else:
            canvas.rect(0, 0, 3, 2, (96, 96, 96))
            font.draw_text(canvas, 5, 0, "POOL", palette.TEXT)
            font.draw_number(canvas, 14, 8, g.pool_left(), palette.TEXT)
        font.dots(canvas, page, n + 2)


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
