"""Tri-Ominos solitaire on the board (TO-17): the best scores kept in the store, the
deal's best shown at its start, and the end pages. Loaded for a solitaire only (and by
the set-up's DEAL page), so a game of several players never holds these names.

**Best scores.** One record of ``SCORES_ID`` (save.py: no game), its payload 33 bytes: a
format byte, the last deal dealt (2 bytes), then up to ten entries of 3 bytes,
``deal << 12 | score + 2048`` (deal 1..999, score clamped to -2048..2047), best first.
With the record's 12-byte header and the settings copy every record carries (8 bytes)
the whole record is 54 bytes of the store.

**At a deal's start** (``Start``, over the game's screen when the deal has a kept best):
BEST and that score, in green, until a key.

**End pages** (on ui/triominoes/ends.py's ``RoundEnd``): SCORE (the final score; a green
bar under it when it is the deal's new best), TILES (the tiles placed, of 56), BONUS (the
points the bonuses brought: the opening, hexagons, bridges, the club's corners), then
HEX, BRIDGE and CORNER (the hexagons, bridges and placements on corners counted), each
word over its number; A deals the next deal
(the same seat and rules), B asks QUIT?.
"""

from pipgrid.ui import font, palette

SCORES_ID = 0x11  # the store's record of the best scores (save.py: ids from 0x10 are no game)
KEPT = 10  # scores kept
DEALS = 999  # deal numbers on the board (three digits, as Luzon's)
_FORMAT = 1


def read(app):
    """(last deal, [(deal, score), ...] best first); (0, []) with no record or a bad one."""
    data = app.saves.read(SCORES_ID)
    if not data or data[0] != _FORMAT or (len(data) - 3) % 3 or len(data) > 3 + 3 * KEPT:
        return 0, []
    out = []
    for i in range(3, len(data), 3):
        v = data[i] << 16 | data[i + 1] << 8 | data[i + 2]
        out.append((v >> 12, (v & 4095) - 2048))
    return data[1] << 8 | data[2], out


def best_of(app, deal):
    """The best kept score of ``deal``, or None."""
    for d, score in read(app)[1]:
        if d == deal:
            return score
    return None


def record(app, deal, score):
    """A solitaire of ``deal`` ended with ``score``: kept when among the ten best (one
    entry a deal, its best), and ``deal`` noted as the last dealt. True when it is the
    deal's new best (or its first score)."""
    _last, scores = read(app)
    score = max(-2048, min(2047, score))
    old = None
    for d, s in scores:
        if d == deal:
            old = s
    new = old is None or score > old
    if new:
        scores = [e for e in scores if e[0] != deal]
        scores.append((deal, score))
        scores.sort(key=lambda e: (-e[1], e[0]))  # best first, equal scores by deal
        scores = scores[:KEPT]
    out = bytearray((_FORMAT, deal >> 8, deal & 255))
    for d, s in scores:
        v = d << 12 | (s + 2048)
        out.extend(bytes((v >> 16, v >> 8 & 255, v & 255)))
    try:
        app.saves.store(SCORES_ID, bytes(out), app.settings.to_bytes())
    except MemoryError:  # as App.save_game: no room for a compaction now
        app.log("save: no heap for the store's compaction now, the best score is not kept")
    return new


# ----- the set-up's DEAL page (ui/hotseat/setup.py, ui/triominoes/hooks.py) -----


def deal_of(app, setup):
    """The solitaire's deal on the set-up: the one chosen, else the one after the last
    played (``setup``: ``app.setups``' list, the deal its fourth item)."""
    if len(setup) < 4:
        setup.append(0)
    if not setup[3]:
        setup[3] = read(app)[0] % DEALS + 1
    return setup[3]


def picture(pages, canvas):
    """The DEAL page: the number, and under it, in green, the deal's kept best."""
    app = pages.app
    deal = deal_of(app, pages.setup.data)
    font.draw_number(canvas, 13, 6, deal, palette.WHITE)
    known = getattr(pages, "best", None)  # (deal, its kept best or None), read once per deal
    if known is None or known[0] != deal:
        known = pages.best = (deal, best_of(app, deal))
    if known[1] is not None:
        canvas.rect(0, 12, 2, 3, palette.GOOD)  # a green bar: the best kept
        font.signed(canvas, 13, 11, known[1], palette.GOOD)


def change(pages, step):
    """LEFT/RIGHT on DEAL: 1..999 round."""
    data = pages.setup.data
    data[3] = (deal_of(pages.app, data) - 1 + step) % DEALS + 1


# ----- a deal's start -----


class Start:
    """BEST and the deal's kept best over the game's screen until a key (module doc)."""

    name = "best"

    def __init__(self, app, score):
        self.app = app
        self.score = score

    def press(self, key, now):
        from pipgrid.memory import unload

        self.app.pop()
        unload(("pipgrid.ui.triominoes.best",))

    def tick(self, now):
        return False

    def draw(self, canvas, now):
        font.draw_text(canvas, 0, 0, "BEST", palette.LABEL)
        font.signed(canvas, 13, 6, self.score, palette.GOOD)
        canvas.rect(1, 12, 12, 1, palette.GOOD)


def show(app, deal):
    """At a solitaire's start: its kept best, when there is one (``Start``)."""
    score = best_of(app, deal)
    if score is not None:
        app.push(Start(app, score))


# ----- the end pages, on ends.py's RoundEnd -----


def start(end):
    """A solitaire ended: its tally, its score kept when among the best, six pages."""
    g = end.board.game
    end.pages = 6
    end.tally = tally(g)
    end.new_best = record(end.app, g.seed, g.totals[0])


def press(end, now):
    """A: the deal after this one with the same seat and rules (the set-up's DEAL page
    remembers it)."""
    board = end.board
    g = board.game
    app = end.app
    kinds = bytearray(6)
    kinds[0] = board.table.kinds[0]
    app.setups[board.table.game_id] = [1, kinds, dict(g.options), g.seed % DEALS + 1]
    app.begin(board.table.game_id, now)


def draw(end, canvas, now):
    """The end pages (module doc): a word, its number right under it (its label), a dark
    column between them and the page dots."""
    page = end.page
    if page > 2:  # the bonuses counted, one a page (slices: short strings are interned names)
        word = "HEXBRIDGECORNER"[(0, 3, 9)[page - 3] : (3, 9, 15)[page - 3]]
    else:
        word = ("SCORE", "TILES", "BONUS")[page]
    font.draw_text(canvas, font.scroll_x(word, 14, now), 0, word, palette.LABEL)  # (dots: ends.py)
    if page == 0:
        n = end.board.game.totals[0]
        if end.new_best:  # the deal's new best: a green bar
            canvas.rect(1, 12, 12, 1, palette.GOOD)
    else:  # the tiles placed, the bonus points, the hexagons, the bridges, the placements on corners
        n = end.tally[page - 1]
    font.signed(
        canvas, font.width(n) - 1, 6, n, palette.GOOD if page == 0 and end.new_best else palette.WHITE
    )


def tally(g):
    """(tiles placed, bonus points, hexagons, bridges, placements on corners) of the
    round, its placements scored again on a fresh board (the history keeps no points)."""
    from pipgrid.games.triominoes import lattice as lat
    from pipgrid.games.triominoes import score as sc
    from pipgrid.games.triominoes import tiles as tt
    from pipgrid.games.triominoes.board import Board

    board = Board()
    placed = bonus = hexagons = bridges = corners = 0
    for m in g.moves():
        if m < 0:
            continue
        points, code = sc.placement(board, g.club, m)
        t = lat.move_tile(m)
        placed += 1
        bonus += points - tt.VALUE[t]
        hexagons += code & 3
        bridges += (code >> 2) & 1
        corners += 1 if code & 48 else 0
        board.place(lat.move_cell(m), t, lat.move_rot(m))
    return placed, bonus, hexagons, bridges, corners
