"""Transcript lines of the line-domino games (traditional.md, italian.md "Transcript").

JSON built by hand with a fixed key order and no spaces, so a seeded match writes
byte-identical transcripts on CPython and MicroPython (their ``json.dumps`` differ
in separators and key order). Tiles are written low-high ("1-3").
``play_round`` / ``play_match`` drive a game with bots and write its transcript.
"""

from pipgrid import tiles
from pipgrid.games.match import DRAW, PASS

def json_value(v):
    if v is True:
        return "true"
    if v is False:
        return "false"
    if v is None:
        return "null"
    if isinstance(v, int):
        return "%d" % v
    if isinstance(v, str):
        return '"%s"' % v
    return "[" + ",".join(json_value(x) for x in v) + "]"


def json_tiles(ts):
    return "[" + ",".join('"%s"' % tiles.text(t) for t in ts) + "]"


def json_object(pairs):
    """``{"k":v,...}`` in the given key order; values already JSON text."""
    return "{" + ",".join('"%s":%s' % kv for kv in pairs) + "}"


def options_json(names, options):
    return json_object([(n, json_value(options[n])) for n in names])


def end_line(round_no, reason, winner, points, totals):
    return json_object((
        ("ev", '"end"'), ("round", "%d" % round_no), ("reason", '"%s"' % reason),
        ("winner", json_value(None if winner < 0 else winner)), ("points", "%d" % points),
        ("totals", json_value(totals)),
    ))


def match_line(winner, totals):
    return json_object((("ev", '"match"'), ("winner", "%d" % winner), ("totals", json_value(totals))))


def pass_line(player):
    return '{"ev":"pass","player":%d}' % player


def draw_line(player, drawn):
    return '{"ev":"draw","player":%d,"tiles":%s}' % (player, json_tiles(drawn))


def deal_event(game):
    """The ``deal`` line of the current round (traditional: "boneyard" in drawing
    order; Italian: "aside" ascending, or "boneyard" with milestones)."""
    rest = game.deck[game.players * game.hand_size :]
    if game.game == "italian" and not game.milestones:
        return deal_line(game, game.OPTION_NAMES, "aside", sorted(rest))
    return deal_line(game, game.OPTION_NAMES, "boneyard", rest)


def move_event(game, move):
    """The line of ``move`` by the current player; call it before ``game.play``."""
    s = game.current_player
    if move == PASS:
        return pass_line(s)
    if move == DRAW:
        k = 1 if game.game == "italian" else min(game.draw_count, 28 - game.bone)
        return draw_line(s, game.deck[game.bone : game.bone + k])
    if game.game != "italian":
        return '{"ev":"play","player":%d,"tile":"%s","end":"%s"}' % (
            s, tiles.text(move >> 1), "LR"[move & 1])
    from pipgrid.games.italian_rules import milestone_points

    total = game.total + tiles.VALUE[move]
    points = milestone_points(total) if game.milestones else 0
    return '{"ev":"play","player":%d,"tile":"%s","total":%d%s}' % (
        s, tiles.text(move), total, ',"points":%d' % points if points else "")


def end_event(game):
    reason, winner, points = game.result()
    return end_line(game.round_no, reason, winner, points, game.totals)


def match_event(game):
    return match_line(game.match_winner, game.totals)


def deal_line(game, option_names, rest_key, rest):
    """``deal``: hands dealt in blocks of ``game.hand_size`` (each written ascending),
    then ``rest_key`` ("boneyard" in drawing order, or "aside") with ``rest``."""
    h = game.hand_size
    hands = ",".join(json_tiles(sorted(game.deck[s * h : (s + 1) * h])) for s in range(game.players))
    return json_object((
        ("ev", '"deal"'), ("round", "%d" % game.round_no), ("seed", "%d" % game.seed),
        ("players", "%d" % game.players), ("options", options_json(option_names, game.options)),
        ("hands", "[" + hands + "]"), (rest_key, json_tiles(rest)),
    ))


def play_round(game, bots, rng, emit):
    """Play the current round to its end: ``bots[seat](view, rng) -> move``;
    ``emit(line)`` receives every transcript line (deal, moves, end)."""
    emit(deal_event(game))
    view = None
    while not game.is_over():
        seat = game.current_player
        view = game.view(seat, view)
        move = bots[seat](view, rng)
        emit(move_event(game, move))
        game.play(move)
    emit(end_event(game))


def play_match(game, bots, rng, emit, rounds=0):
    """Rounds until the match is won (``rounds`` 0) or ``rounds`` rounds are played;
    the ``match`` line follows the last round of a finished match (TR-14, IT-7, IT-M4)."""
    played = 0
    while True:
        play_round(game, bots, rng, emit)
        played += 1
        if game.match_over():
            emit(match_event(game))
            return
        if rounds and played >= rounds:
            return
        game.next_round()
