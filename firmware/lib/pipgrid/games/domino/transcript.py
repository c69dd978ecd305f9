"""Transcript lines of the line-domino games (traditional.md, italian.md "Transcript").

JSON built by hand with a fixed key order and no spaces, so a seeded match writes
byte-identical transcripts on CPython and MicroPython (their ``json.dumps`` differ
in separators and key order). Tiles are written low-high ("1-3").
Few, flat functions: the board loads this module for each move it writes to the
console (ui/domino/table.Table); matches played by bots are in ``autoplay``.

The board's console during a round gets only the *public* lines (``text``: plain text
naming no tile the grid is not showing, a draw as a count, HS-4); at the round's end
the round's whole transcript, rebuilt by ``history``.
"""

from pipgrid import tiles
from pipgrid.games.domino.moves import DRAW, PASS


def _tiles(line):
    """``["1-3","0-0"]``."""
    out = []
    for t in line:
        out.append('"%s"' % tiles.text(t))
    return "[%s]" % ",".join(out)


def _ints(values):
    """``[12,0,7]``."""
    out = []
    for v in values:
        out.append("%d" % v)
    return "[%s]" % ",".join(out)


def deal_event(game):
    """The ``deal`` line of the current round: the options, every hand dealt in
    blocks of ``game.hand_size`` (each written ascending), then the rest: traditional
    "boneyard" in drawing order; Italian "aside" ascending, or "boneyard" with
    milestones."""
    h = game.hand_size
    rest = game.deck[game.players * h :]
    key = "boneyard"
    if game.game == "italian" and not game.milestones:
        key = "aside"
        rest = sorted(rest)
    options = []
    for name in game.OPTION_NAMES:
        v = game.options[name]
        options.append('"%s":%s' % (name, "true" if v is True else "false" if v is False else "%d" % v))
    hands = []
    for s in range(game.players):
        hands.append(_tiles(sorted(game.deck[s * h : (s + 1) * h])))
    return '{"ev":"deal","round":%d,"seed":%d,"players":%d,"options":{%s},"hands":[%s],"%s":%s}' % (
        game.round_no,
        game.seed,
        game.players,
        ",".join(options),
        ",".join(hands),
        key,
        _tiles(rest),
    )


def move_event(game, move):
    """The line of ``move`` by the current player; call it before ``game.play``."""
    s = game.current_player
    if move == PASS:
        return '{"ev":"pass","player":%d}' % s
    if move == DRAW:
        k = 1 if game.game == "italian" else min(game.draw_count, 28 - game.bone)
        return '{"ev":"draw","player":%d,"tiles":%s}' % (s, _tiles(game.deck[game.bone : game.bone + k]))
    if game.game != "italian":
        return '{"ev":"play","player":%d,"tile":"%s","end":"%s"}' % (s, tiles.text(move >> 1), "LR"[move & 1])
    from pipgrid.games.domino.italian_rules import milestone_points

    total = game.total + tiles.VALUE[move]
    points = milestone_points(total) if game.milestones else 0
    return '{"ev":"play","player":%d,"tile":"%s","total":%d%s}' % (
        s,
        tiles.text(move),
        total,
        ',"points":%d' % points if points else "",
    )


def end_event(game):
    """``end``: the round's reason, winner (null for none), points and match totals."""
    reason, winner, points = game.result()
    return '{"ev":"end","round":%d,"reason":"%s","winner":%s,"points":%d,"totals":%s}' % (
        game.round_no,
        reason,
        "null" if winner is None else "%d" % winner,
        points,
        _ints(game.totals),
    )


def match_event(game):
    return '{"ev":"match","winner":%d,"totals":%s}' % (game.winner, _ints(game.totals))


# The names below are ones the board has interned anyway (``text``, ``history``, ``keep``,
# ``log``): a new name would cost a qstr for as long as the board is on.


def text(game, move=None):
    """The public line (HS-4) of ``move`` by the current player, before ``game.play``;
    without a move, of the round's deal (counts only). A traditional tile stays on the
    line, so it is named; an Italian tile leaves the grid after its call-out, so only its
    value and the new total are; a draw is a count."""
    if move is None:
        rest = 28 - game.players * game.hand_size
        return "round %d: %d seats, %d tiles each, %d %s" % (
            game.round_no,
            game.players,
            game.hand_size,
            rest,
            "aside" if game.game == "italian" and not game.milestones else "in the boneyard",
        )
    s = game.current_player + 1
    if move == PASS:
        return "seat %d passes" % s
    if move == DRAW:
        k = 1 if game.game == "italian" else min(game.draw_count, 28 - game.bone)
        return "seat %d draws %d" % (s, k)
    if game.game != "italian":
        return "seat %d plays %s on %s" % (s, tiles.text(move >> 1), "LR"[move & 1])
    return "seat %d lays a tile worth %d, total %d" % (s, tiles.VALUE[move], game.total + tiles.VALUE[move])


def history(game, keep, log=None):
    """The current round played again from its deal with only its first ``keep`` moves:
    all of them at the round's end, to write its transcript (``log`` gets the deal and
    every move's line, before the move; the caller adds ``end_event`` and
    ``match_event``), all but the last for a take-back. Not the engines' undo(): its
    check modules would intern their names on the board for good."""
    moves = game.moves_played()
    game.totals = list(game.round_base)
    game.winner = None
    game.round_no -= 1
    if game.game == "italian" and game.milestones and game.round_no:
        game.leader = (game.leader - 1) % game.players  # _start passes the lead on (IT-M4)
    game._start(game.deck)
    if log is not None:
        log(deal_event(game))
    for i in range(keep):
        if log is not None:
            log(move_event(game, moves[i]))
        game.play(moves[i])
