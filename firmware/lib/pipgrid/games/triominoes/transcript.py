"""Tri-Ominos transcript lines (shared/rules/triominoes.md, "Coordinates and transcript").

Built with a fixed key order and no spaces, exactly as the rule file's examples,
so CPython and MicroPython print identical bytes (their ``json.dumps`` differ).
Each function takes the game (triominoes.Triominoes). The deal's line, every tile
named, is deal_line.py's (the board writes a public one and loads this module for
every move).
"""

from pipgrid.games.triominoes import lattice as lat
from pipgrid.games.triominoes import tiles as tt

# (text.py, the written forms' parser, is not imported: the board writes these lines
# after every move, and each module loaded interns its names for good)


def json_list(items):
    """A JSON list of written items (one helper: every function name is an interned
    name on the board, which writes these lines after every move)."""
    return "[" + ",".join(items) + "]"


def options_json(g):
    """The deal's options; solitaire has no target (TO-17)."""
    items = '{"draw_limit":%s,"club":%s,"target":%d}' % (
        "null" if g.draw_limit is None else str(g.draw_limit),
        "true" if g.club else "false",
        g.target,
    )
    # (the target, last, left out; its closing brace as a slice: "}" would be an interned name)
    return items if g.players > 1 else items[: items.rfind(",")] + items[-1:]


def move_line(g):
    """The JSON line of the last move played."""
    m, seat, points, code = g.last_move()
    if m == lat.DRAW:
        return '{"ev":"draw","player":%d,"tile":"%s","penalty":%d}' % (
            seat,
            tt.text(g.hands[seat][-1]),
            points,
        )
    if m == lat.PASS:
        return '{"ev":"pass","player":%d,"penalty":%d}' % (seat, points)
    t = lat.move_tile(m)
    kind, x, y = lat.cell_parts(lat.move_cell(m))
    return (
        '{"ev":"place","player":%d,"tile":"%s","cell":["%s",%d,%d],"corners":%s,"points":%d,"bonus":%s}'
        % (
            seat,
            tt.text(t),
            kind,
            x,
            y,
            json_list([str(v) for v in tt.corners(t, lat.move_rot(m))]),
            points,
            json_list(['"%s"' % b for b in bonus_names(code)]),
        )
    )


def bonus_names(code):
    """The transcript's bonus list for a bonus code: hexagons, then bridge, then start,
    then the vertex placements (score.py's code: hexagons 0..3, + 4 a bridge, + 8 the
    start bonus, + 16 two vertices, + 32 three vertices, TO-15)."""
    names = ["hexagon"] * (code & 3)
    if code & 4:
        names.append("bridge")
    if code & 8:
        names.append("start")
    if code & 48:  # a placement on corners (club, TO-15)
        from pipgrid.games.triominoes import corners

        names = corners.bonus_names(code)
    return names


def end_line(g):
    return '{"ev":"end","round":%d,"reason":"%s","winner":%s,"points":%d,"totals":%s}' % (
        g.round_no,
        g.end_reason,
        "null" if g.round_winner is None else str(g.round_winner),
        g.round_points,
        json_list([str(v) for v in g.totals]),
    )


def game_line(g):
    return '{"ev":"game","winner":%d,"totals":%s}' % (g.winner, json_list([str(v) for v in g.totals]))
