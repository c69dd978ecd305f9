"""What the page says beside the board (web/main.js shows it): the screen in words for
screen readers (``summary``), the teacher's panel (``facts``, the Luzon solver's line),
the colour key of the palette in use, and the link to the game in play.

Public facts only. A hot-seat hand is never read here: the domino games give the tile
counts (TR-9, IT-1, TO-9: public), the line or the laid tiles, the totals and the
scores; Tri-Ominos the scores, the pool, the counts and the last placement (on the
board for all to see). Luzon deals every tile face up (LZ-3), so its solver's line is
public too. tests/host/test_web.py checks the panel's text on every frame of a hot-seat
match against the hands the CPython board holds at that moment.

The solver's line is worked out in slices (``Line.step``: a budget of search nodes per
loop step, as the board's own hints), only while the panel is open and the Luzon board
itself is on top (the search keeps its lists in its module: the board's HINT and the
panel's line never run at once; a line cut short by a HINT starts again).
"""

import json

from pipgrid import tiles
from pipgrid.ui import palette

# The board's menu words (4 or 5 capitals on the grid) in words for the page.
WORDS = {
    "CONTINUE": "continue a saved game",
    "LUZON": "Luzon patience",
    "TRAD": "traditional domino",
    "ITAL": "Italian domino",
    "TRI": "Tri-Ominos",
    "MODE": "mode (classic or hard)",
    "DEALS": "deals (all, or winnable only)",
    "COLOUR": "colours (normal or colour-blind)",
    "SOUND": "sound on or off",
    "LIGHT": "brightness",
    "PLAY": "play",
    "MENU": "back to the menu",
    "UNDO": "undo",
    "HINT": "hint",
    "NEW": "new deal",
}
GAME_WORDS = {1: "Luzon patience", 2: "Traditional domino", 3: "Italian domino", 4: "Tri-Ominos"}
LINK_GAMES = {"luzon": 1, "trad": 2, "ital": 3, "tri": 4}
KIND_WORDS = ("a person", "a greedy computer", "a random computer", "computer level 1", "computer level 2",
              "computer level 3", "computer level 4", "computer level 5")  # fmt: skip
SEAT_LINK = ("you", "greedy", "random", "l1", "l2", "l3", "l4", "l5")
NUMBER_NAMES = ("blank (0)", "1", "2", "3", "4", "5", "6")
SLICE = 400  # search nodes per loop step while the panel is open (the board's hints: 100)
LIMIT_MS = 2000  # the line is given up after this much of the board's clock
_COLUMN = ("column 1", "column 2", "column 3", "column 4", "column 5")


def _hex(rgb):
    return "#%02x%02x%02x" % (rgb[0], rgb[1], rgb[2])


def colour_key(app):
    """[(what, colour)]: the numbers' colours of the palette in use, then the markers."""
    pal = app.palette()
    out = [(NUMBER_NAMES[n], _hex(pal[n])) for n in range(7)]
    out.append(("Luzon's cursor (bars)", _hex(palette.CURSOR)))
    out.append(("chosen tile (bars)", _hex(palette.SELECT)))
    out.append(("hint (blinking bars)", _hex(palette.HINT)))
    out.append(("refused (blinking)", _hex(palette.REFUSE)))
    out.append(("an open end of the line", _hex(palette.END)))
    out.append(("a tile just drawn", _hex(palette.JUST_DRAWN)))
    return out


def seats_text(values):
    return ", ".join("seat %d: %d" % (i + 1, v) for i, v in enumerate(values))


# ----- Luzon ----------------------------------------------------------------------------


def _place(game, t):
    w = game.where(t)
    return "the reserve" if w == "reserve" else _COLUMN[w]


def explain(game, move):
    """One step of a line in words, on ``game`` before it (then played on it): what it
    removes or moves, and the tiles it frees (newly takeable, LZ-5)."""
    from pipgrid.games.luzon.deal import COLUMN_MOVE, move_text, move_tiles

    before = game.available()
    a, b = move_tiles(move)
    if move >= COLUMN_MOVE:
        text = "move %s from %s to the empty %s" % (tiles.text(a), _place(game, a), _COLUMN[b])
    else:
        text = "remove %s (%s) and %s (%s)" % (tiles.text(a), _place(game, a), tiles.text(b), _place(game, b))
    game.play(move)
    freed = [t for t in game.available() if t not in before and t != a]
    if freed:
        why = "frees " + " and ".join("%s in %s" % (tiles.text(t), _place(game, t)) for t in freed)
    elif game.is_won():
        why = "the last pair: won"
    else:
        why = "frees nothing new"
    return {"text": text, "why": why, "move": move_text(move)}


class Line:
    """The solver's winning line from a Luzon position, in slices: ``state`` is
    "working", then "win" (``moves``: each step in words), "lost" (no line wins from
    here, LZ-10) or "unknown" (not decided within ``LIMIT_MS``)."""

    def __init__(self, game, ms):
        from pipgrid.solver.search import begin

        self.key = (game.deal, game.variant, len(game.history), game.undo_count)
        self.game = game.copy()
        self.started = ms
        self.search = begin(self.game.columns(), self.game.reserve(), self.game.variant, set(), 4096)
        self.state = "working"
        self.moves = []

    def step(self, ms):
        from pipgrid.solver.search import step

        if self.state != "working":
            return False
        if not step(self.search, SLICE):
            if ms - self.started > LIMIT_MS:
                self.state = "unknown"
                self.search = None
                return True
            return False
        line = self.search[6]
        self.search = None
        if line is None:
            self.state = "lost"
            return True
        from pipgrid.solver.verdict import _concrete

        g = self.game
        self.moves = [explain(g, m) for m in _concrete(g, line)]
        self.state = "win"
        return True


def luzon_facts(game, line):
    cols = game.columns()
    in_cols = sum(len(c) for c in cols)
    facts = [
        "Deal %d, %s rules" % (game.deal, game.variant),
        "%d tiles left: %d in the columns, %d in the reserve" % (in_cols + len(game.reserve()), in_cols,
                                                                   len(game.reserve())),
        "Moves played: %d, undos: %d" % (len(game.history), game.undo_count),
    ]  # fmt: skip
    if game.is_won():
        facts.append("Won: every tile removed")
    if line is None:
        return facts, None
    out = {"state": line.state, "moves": line.moves}
    return facts, out


def luzon_summary(app, game):
    take = ", ".join(tiles.text(t) for t in game.available())
    s = "Luzon patience, deal %d (%s): %d tiles left. Can be taken now: %s." % (
        game.deal, game.variant, 28 - game.removed, take or "nothing")  # fmt: skip
    return s


# ----- the domino games -------------------------------------------------------------------


def laid_tiles(game, italian):
    """The tiles on the table this round (public)."""
    if italian:
        return [rec & 63 for rec in game.history if rec & 63 < tiles.COUNT]
    return [tiles.tile(a, b) for a, b in game.line()]


def domino_facts(table):
    game = table.game
    italian = table.game_id == 3
    laid = laid_tiles(game, italian)
    facts = ["Round %d, seat %d to play" % (game.round_no, game.current_player + 1)]
    facts.append("Tiles in hand: " + seats_text(game.tile_counts()))
    if italian:
        facts.append("Running total: %d (goal %d)" % (game.total, game.goal))
        last = game.last_announced()
        facts.append("Each seat's last total: " + ", ".join("seat %d: %s" % (i + 1, "-" if v < 0 else v)
                                                           for i, v in enumerate(last)))  # fmt: skip
        if game.milestones:
            facts.append("Face down to draw: %d" % game.boneyard_count())
        else:
            facts.append("Set aside unseen: %d" % game.aside_count())
    else:
        facts.append("Boneyard: %d" % game.boneyard_count())
        ends = game.ends()
        if ends:
            facts.append("Open ends: %d and %d" % ends)
    unseen = []
    for n in range(7):
        seen = sum(1 for t in laid if tiles.LOW[t] == n or tiles.HIGH[t] == n)
        unseen.append("%d: %d" % (n, 7 - seen))
    facts.append("Not yet seen, per number (of 7 tiles each): " + ", ".join(unseen))
    facts.append("Scores: " + seats_text(game.scores()))
    return facts


def triominoes_facts(table):
    game = table.game
    facts = ["Round %d, seat %d to play" % (game.round_no, game.current_player + 1)]
    facts.append("Tiles in hand: " + seats_text([len(h) for h in game.hands]))
    facts.append("Pool: %d" % game.pool_left())
    facts.append("Scores: " + seats_text(game.scores()) + " (target %d)" % game.target)
    if game.history:
        move, seat, points, code = game.last_move()
        if move >= 0:
            from pipgrid.games.triominoes.score import BRIDGE_BIT, START_BIT

            bonus = []
            if code & 3:
                bonus.append("%d hexagon%s +%d" % (code & 3, "s" if code & 3 > 1 else "", 50 * (code & 3)))
            if code & BRIDGE_BIT:
                bonus.append("a bridge +40")
            if code & START_BIT:
                bonus.append("the opening")
            tile = game.move_text(move).split()[-1]
            facts.append("Last placement: seat %d, %s, %d points%s" % (seat + 1, tile, points,
                                                                       " (" + ", ".join(bonus) + ")" if bonus else ""))  # fmt: skip
        else:
            facts.append("Last turn: seat %d %s" % (seat + 1, "drew" if move == -1 else "passed"))
    return facts


def hotseat_summary(app, table, tri):
    game = table.game
    name = GAME_WORDS[table.game_id]
    screen = app.screen_name
    seat = game.current_player + 1
    who = KIND_WORDS[table.kinds[game.current_player]]
    if screen == "handover":
        doing = "Pass the board to seat %d (%s), who presses A to see their hand" % (seat, who)
    elif screen == "turn":
        doing = "Seat %d (%s) is playing from their own hand" % (seat, who)
    else:
        doing = "Seat %d (%s) to play" % (seat, who)
    facts = triominoes_facts(table) if tri else domino_facts(table)
    return "%s. %s. %s." % (name, doing, ". ".join(facts[1:]))


def page_word(screen):
    """The word of the menu page ``screen`` shows (ui/menu.py ``Pages``), or None."""
    try:
        entry = screen.current()
    except (AttributeError, IndexError, TypeError):
        return None
    word = getattr(entry, "word", entry)
    return word if isinstance(word, str) else None


def menu_summary(app, top):
    """The menu page on show in words, or a game's HOW screens (ui/home.py ``How``): a
    game's page says that RIGHT turns it to HOW?, the HOW? side that A shows it, each
    screen which of how many it is and how to go on; None when no menu is on top."""
    if getattr(top, "name", None) == "how":
        word = page_word(app.stack[-2]) if len(app.stack) > 1 else None
        return (
            "How to play %s: screen %d of %d, pictures that move. Any key shows the next "
            "screen, B goes back to the menu." % (WORDS.get(word, "the game"), top.page + 1, top.count)
        )
    word = page_word(top)
    if not word:
        return None
    name = WORDS.get(word, word.lower())
    if word in [row.word for row in app.games() if row.how]:
        if getattr(top, "how", False):
            return (
                "Menu: how to play %s. A shows it in pictures, LEFT or RIGHT back to the game, UP and DOWN page."
                % name
            )
        return "Menu: %s. A chooses, RIGHT: how to play, UP and DOWN page." % name
    return "Menu: %s. UP and DOWN page, A chooses." % name


# ----- the page's view of the whole board ----------------------------------------------


class Teacher:
    """Kept by the WebBoard: ``info(ms)`` is the JSON the page shows."""

    def __init__(self):
        self.panel = False
        self.line = None

    def step(self, app, ms):
        """A slice of the line's search; True when it changed what the panel says."""
        game = app.game
        if not self.panel or app.game_kind != 1 or game is None or not app.stack:
            self.line = None
            return False
        top = app.stack[-1]
        if top.name != "luzon" or getattr(top, "game", None) is not game:
            self.line = None  # a HINT or the action pages on top (see the module doc)
            return False
        if game.is_won():  # LZ-10: nothing left to work out
            self.line = None
            return False
        key = (game.deal, game.variant, len(game.history), game.undo_count)
        if self.line is None or self.line.key != key:
            self.line = Line(game, ms)
            return True
        return self.line.step(ms)

    def info(self, app):
        out = {"key": colour_key(app), "facts": [], "line": None, "link": None, "game": ""}
        screen = app.screen_name if app.stack else "?"
        game = app.game
        kind = app.game_kind if game is not None else 0
        if game is None:
            said = menu_summary(app, app.stack[-1] if app.stack else None)
            if said:
                out["summary"] = said
            else:
                out["summary"] = "The board is starting." if screen == "?" else "The board: %s." % screen
            return json.dumps(out)
        out["game"] = GAME_WORDS[kind]
        if kind == 1:
            facts, line = luzon_facts(game, self.line)
            out["facts"] = facts
            out["line"] = line
            out["summary"] = luzon_summary(app, game)
            out["link"] = {"game": "luzon", "deal": game.deal, "variant": game.variant}
        else:
            tri = kind == 4
            out["facts"] = triominoes_facts(game) if tri else domino_facts(game)
            out["summary"] = hotseat_summary(app, game, tri)
            out["link"] = {"game": ("trad", "ital", "tri")[kind - 2], "seed": game.game.match_seed,
                           "players": game.game.players,
                           "seats": ",".join(SEAT_LINK[k] for k in game.kinds)}  # fmt: skip
        return json.dumps(out)


# ----- links ----------------------------------------------------------------------------


def _int(text, name, low, high):
    try:
        n = int(text)
    except (TypeError, ValueError):
        n = None
    if n is None or not low <= n <= high:
        raise ValueError("%s must be a whole number from %d to %d" % (name, low, high))
    return n


PLAYERS = {2: (2, 4), 3: (3, 5), 4: (1, 6)}  # TR-1, IT-1, TO-4 and TO-17 (one: the solitaire)


def parse_link(game, deal, variant, seed, players, seats):
    """The game a link names, as (kind, deal, variant) for Luzon or (kind, seed, players,
    kinds) for the others; ValueError with one clear message otherwise."""
    kind = LINK_GAMES.get((game or "").lower())
    if kind is None:
        raise ValueError("game must be luzon, trad, ital or tri")
    if kind == 1:
        variant = (variant or "classic").lower()
        if variant not in ("classic", "hard"):
            raise ValueError("variant must be classic or hard")
        return kind, _int(deal or "1", "deal", 1, 999), variant  # the board's deals: 3 digits
    low, high = PLAYERS[kind]
    words = [w.strip().lower() for w in seats.split(",")] if seats else []
    n = _int(players or (len(words) if words else max(2, low)), "players", low, high)
    if not words:
        words = ["you"] * n
    if len(words) != n:
        raise ValueError("seats must name %d seats (you, greedy, random, l1..l5)" % n)
    kinds = bytearray()
    for w in words:
        if w not in SEAT_LINK:
            raise ValueError("a seat is you, greedy, random or l1..l5, not %r" % w)
        kinds.append(SEAT_LINK.index(w))
    # no seed: a match nobody chose a seed for, every round's seed fresh (issue 26); a
    # match of the board's own (no chosen seed) gives no seed to its link either
    return kind, _int(seed, "seed", 1, 0x3FFFFFFF) if seed else 0, n, kinds


def open_link(app, link, now):
    """Start the game ``link`` (``parse_link``) on the board at once, as its menu page
    would: the same hooks, with the link's deal or seed."""
    kind = link[0]
    del app.stack[:]
    app.game = None
    module = app.hooks(kind)
    if kind == 1:
        app.settings.variant = 1 if link[2] == "hard" else 0
        module.start(app, 1, now, link[1])
    elif kind == 4:
        options = {"draw_limit": None, "club": False, "target": 400, "pools": "shared"}  # options.py's shape
        module.begin(app, kind, link[2], link[3], options, now, link[1])
    else:
        module.begin(app, kind, link[2], link[3], {}, now, link[1])
