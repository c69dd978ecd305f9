"""Written forms for Tri-Ominos: options, moves, bonus names.

Moves are written ``U 0 0 2-4-1`` (the cell, then the numbers on its corners in
the rule file's clockwise order), ``draw`` or ``pass``. Transcript lines are in
triominoes_json.
"""

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


from pipgrid.games.triominoes import lattice as lat
from pipgrid.games.triominoes import tiles as tt
from pipgrid.games.triominoes.transcript import bonus_names  # noqa: F401  (the written forms, here too)

MAX_DRAW_LIMIT = const(56)
BRIDGE_BIT = const(4)  # in a bonus code, see triominoes_score
START_BIT = const(8)


def options(pairs=()):
    """The options dict (options.py's table) from ``name=value`` strings; ValueError on
    bad ones. ``draw_limit``: none (default) or 0..56 (0: no drawing, TO-8); ``club``:
    on/off (or true/false); ``target``: 1..65535 (default 400, club 200, TO-12);
    ``pools``: shared (default) or own (TO-16). Names not given are left out."""
    out = {}
    for pair in pairs:
        if "=" not in pair:
            raise ValueError("an option is written name=value, e.g. draw_limit=3")
        name, value = pair.split("=", 1)
        value = value.lower()
        if name == "draw_limit":
            if value in ("none", "null"):
                out[name] = None
            else:
                out[name] = _int_in(value, 0, MAX_DRAW_LIMIT, "draw_limit is none or 0..56")
        elif name == "club":
            if value not in ("on", "off", "true", "false", "1", "0", "yes", "no"):
                raise ValueError("club is on or off (true or false)")
            out[name] = value in ("on", "true", "1", "yes")
        elif name == "target":
            out[name] = _int_in(value, 1, 65535, "target is 1..65535")
        elif name == "pools":
            if value not in ("shared", "own"):
                raise ValueError("pools is shared or own (TO-16)")
            out[name] = value
        else:
            raise ValueError("unknown option %r (draw_limit, club, target, pools)" % name)
    return out


def _int_in(text, low, high, message):
    try:
        n = int(text)
    except ValueError:
        raise ValueError(message) from None
    if not low <= n <= high:
        raise ValueError(message)
    return n


def move_text(m):
    """``U 0 0 2-4-1``: the cell, then the numbers on its corners in the rule file's order."""
    if m == lat.DRAW:
        return "draw"
    if m == lat.PASS:
        return "pass"
    kind, x, y = lat.cell_parts(lat.move_cell(m))
    return "%s %d %d %d-%d-%d" % ((kind, x, y) + tt.corners(lat.move_tile(m), lat.move_rot(m)))


def parse_move(text):
    """The move written as by ``move_text``; ValueError with the rule id otherwise."""
    words = text.strip().split()
    if len(words) == 1 and words[0].lower() in ("draw", "pass"):
        return lat.DRAW if words[0].lower() == "draw" else lat.PASS
    if len(words) != 4 or words[0] not in ("U", "D"):
        raise ValueError("a move is 'draw', 'pass' or a cell and its corners, e.g. 'U 0 0 2-4-1'")
    try:
        x, y = int(words[1]), int(words[2])
        parts = words[3].split("-")
        ns = [int(p) for p in parts]
    except ValueError:
        raise ValueError("a move is 'draw', 'pass' or a cell and its corners, e.g. 'U 0 0 2-4-1'") from None
    if len(ns) != 3:
        raise ValueError("a cell has three corners, e.g. 'U 0 0 2-4-1' (TO-2)")
    t, rot = tt.from_corners(ns[0], ns[1], ns[2])
    if rot not in tt.rotations(t):
        rot = 0  # a triple: every rotation is the same placement
    return lat.move(lat.cell(words[0] == "D", x, y), t, rot)
