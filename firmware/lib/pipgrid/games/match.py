"""Pieces shared by the line-domino games (traditional.py, italian.py).

- ``RuleError``: a ``ValueError`` that names the broken rule id (TR-n, IT-n), so the
  board can show it and a transcript checker can report it.
- Move codes shared by both games: a play is a small int (see each game), ``DRAW``
  and ``PASS`` are the two button actions of a turn without a play.
- Rule options: checking a dict of options against a game's option table.
- Transcript lines: JSON built by hand with a fixed key order and no spaces, so a
  seeded match writes byte-identical transcripts on CPython and MicroPython
  (their ``json.dumps`` differ in separators and key order).
- ``deal(rng)``: the shuffled deck every round is dealt from.
- ``play_round`` / ``play_match``: drive a game with bots, writing the transcript.
"""

from pipgrid import tiles

DRAW = 56
PASS = 57


class RuleError(ValueError):
    """A move or transcript event that breaks rule ``rule`` (e.g. "TR-6")."""

    def __init__(self, rule, message):
        ValueError.__init__(self, "%s (%s)" % (message, rule))
        self.rule = rule
        self.message = message


def deal(rng):
    """A fresh deck for one round: the 28 tiles in ``rng.shuffle`` order.

    Seat s receives ``deck[s*h:(s+1)*h]`` (h = hand size); the rest is the
    boneyard (or the tiles set aside), front first.
    """
    return rng.shuffle(list(range(tiles.COUNT)))


def check_deck(deck):
    """ValueError unless ``deck`` holds each of the 28 tiles exactly once (TR-1)."""
    if len(deck) != tiles.COUNT:
        raise RuleError("TR-1", "a deal holds all 28 tiles, got %d" % len(deck))
    seen = 0
    for t in deck:
        if not (isinstance(t, int) and 0 <= t < tiles.COUNT) or seen >> t & 1:
            raise RuleError("TR-1", "a deal holds each of the 28 tiles exactly once")
        seen |= 1 << t
    return bytearray(deck)


# BIT_TILE[1 << t] = t; BIT_VALUE[1 << t] = value of t: walk a mask bit by bit.
BIT_TILE = {}
BIT_VALUE = {}
for _t in range(tiles.COUNT):
    BIT_TILE[1 << _t] = _t
    BIT_VALUE[1 << _t] = tiles.VALUE[_t]
# Tiles from the highest opening rank down (TR-4, IT-3).
BY_RANK = tuple(sorted(range(tiles.COUNT), key=tiles.rank, reverse=True))


def mask_tiles(mask):
    """The tiles of a bit mask, ascending."""
    out = []
    while mask:
        b = mask & -mask
        mask ^= b
        out.append(BIT_TILE[b])
    return out


def mask_pips(mask):
    """Sum of the values of the tiles in a bit mask."""
    total = 0
    while mask:
        b = mask & -mask
        mask ^= b
        total += BIT_VALUE[b]
    return total


def highest(mask):
    """The highest-ranked tile of a non-empty mask (TR-4, IT-3); -1 if empty."""
    for t in BY_RANK:
        if mask >> t & 1:
            return t
    return -1


# -- rule options -----------------------------------------------------------------

def check_options(table, given):
    """The full option dict for ``table`` ((name, default, choices), ...) with
    ``given`` (a dict, may be None) applied; ValueError naming the bad option.

    Boolean options accept only True/False; integer options only ints (not bools)
    listed in their choices.
    """
    out = {}
    for name, default, _choices in table:
        out[name] = default
    names = [row[0] for row in table]
    for name in sorted(given or {}):
        if name not in names:
            raise ValueError("unknown option %r (known: %s)" % (name, ", ".join(names)))
        value = given[name]
        choices = table[names.index(name)][2]
        is_bool = isinstance(value, bool)
        wants_bool = isinstance(choices[0], bool)
        if is_bool != wants_bool or not isinstance(value, int) or value not in choices:
            raise ValueError("option %s must be %s, not %s" % (name, choice_text(choices), json_value(value)))
        out[name] = value
    return out


def choice_text(choices):
    if isinstance(choices[0], bool):
        return "on or off"
    if len(choices) > 4 and choices[-1] - choices[0] == len(choices) - 1:
        return "%d..%d" % (choices[0], choices[-1])
    return "/".join("%d" % c for c in choices)


# -- transcript lines ----------------------------------------------------------------

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


# -- driving a game with bots -----------------------------------------------------------

def play_round(game, bots, rng, emit):
    """Play the current round to its end: ``bots[seat](view, rng) -> move``;
    ``emit(line)`` receives every transcript line (deal, moves, end)."""
    emit(game.deal_event())
    view = None
    while not game.is_over():
        seat = game.current_player
        view = game.view(seat, view)
        move = bots[seat](view, rng)
        emit(game.move_event(move))
        game.play(move)
    emit(game.end_event())


def play_match(game, bots, rng, emit, rounds=0):
    """Rounds until the match is won (``rounds`` 0) or ``rounds`` rounds are played;
    the ``match`` line follows the last round of a finished match (TR-14, IT-7, IT-M4)."""
    played = 0
    while True:
        play_round(game, bots, rng, emit)
        played += 1
        if game.match_over():
            emit(game.match_event())
            return
        if rounds and played >= rounds:
            return
        game.next_round()
