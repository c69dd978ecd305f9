"""Referee for traditional picture domino transcripts (shared/rules/traditional.md).

``check(text, players=, seed=, options=, rounds=)`` replays the JSON lines printed by
``python -m host_sim traditional ... --json`` and raises ``Violation`` (line, rule id)
at the first event the rules forbid or the first missing event they demand.
``rounds=None`` means ``--match`` (play until TR-14 ends the match).

Readings of the rule file this referee relies on:
- TR-4: the opener's first event is the highest-ranked dealt tile, written ``"end":"L"``;
  a non-double first tile a-b (low-high) leaves a on the left, b on the right.
- TR-8/TR-9/TR-10: a turn is exactly one of: play; draw then play; draw then pass; pass.
  The draw takes ``min(draw_count, boneyard)`` tiles from the front; after it the player
  plays iff any tile in hand (not only a drawn one) can be attached.
- TR-13: the rule defines *blocked* as a state (nobody can attach, nobody can draw), so the
  round ends with ``blocked`` right after the turn that reaches that state.
- TR-14: one player scores per round, so the first total to reach the target wins.
"""

from . import DOMINO_SET, Reader, check_partition, rank, tiles_of, value

DEFAULT_HAND = {2: 8, 3: 6, 4: 5}  # TR-2
DEFAULT_OPTIONS = {"wild_doubles": True, "draw_count": 2, "target": 100}


def fits(tile, end_number, wild):
    """TR-6/TR-7: the number the end shows after ``tile`` is attached there, or None."""
    a, b = tile
    if a == end_number:
        return b
    if b == end_number:
        return a
    if wild and a == b:
        return a
    return None


def can_attach(hand, ends, wild):
    return any(fits(t, e, wild) is not None for t in hand for e in ends)


def full_options(players, options):
    opts = dict(DEFAULT_OPTIONS)
    opts["hand_size"] = DEFAULT_HAND[players]
    opts.update(options or {})
    return opts


def check(text, players, seed, options=None, rounds=None, stats=None):
    """Replay a whole transcript; return the final totals. ``stats`` (a Counter) counts
    what the transcript exercised: end reasons, wild doubles on a mismatched end, draws."""
    r = Reader(text, stats)
    opts = full_options(players, options)
    totals = [0] * players
    round_no = 0
    while True:
        round_no += 1
        winner = _round(r, round_no, players, seed, opts, totals)
        best = max(totals)
        if best >= opts["target"]:
            # TR-14: only the round's winner scored, so the first to the target is that winner.
            r.final("TR-14", "match", winner, totals)
            return totals
        if rounds is not None and round_no == rounds:
            r.expect_end("TR-14")
            return totals


def _deal(r, round_no, players, seed, opts):
    ev = r.deal("TR-2", round_no, seed, players, opts, "boneyard")
    hands = [tiles_of(r, h, "TR-1", "hand %d" % i) for i, h in enumerate(ev["hands"])]
    boneyard = tiles_of(r, ev["boneyard"], "TR-1", "boneyard")
    for i, h in enumerate(hands):
        if len(h) != opts["hand_size"]:
            r.fail("TR-2", "hand %d holds %d tiles, hand_size is %d" % (i, len(h), opts["hand_size"]))
    check_partition(r, hands + [boneyard], DOMINO_SET, "TR-1")
    return [list(h) for h in hands], boneyard


def _play(r, ev, player, hand, ends, wild, first=False):
    """Check and apply a play event; return the new ends."""
    r.keys(ev, ("ev", "player", "tile", "end"), "TR-6")
    tiles = tiles_of(r, [ev["tile"]], "TR-1", "tile")
    tile = tiles[0]
    if tile not in hand:
        r.fail("TR-6", "player %d plays %s, which is not in their hand" % (player, ev["tile"]))
    side = ev["end"]
    if side not in ("L", "R"):
        r.fail("TR-6", 'end must be "L" or "R", got %r' % (side,))
    hand.remove(tile)
    if first:
        r.equal("TR-4", "end of the first tile", side, "L")
        return [tile[0], tile[1]]
    i = 0 if side == "L" else 1
    new = fits(tile, ends[i], wild)
    if new is not None and ends[i] not in tile:
        r.stats["wild double on a mismatched end"] += 1
    if new is None:
        rule = "TR-7" if tile[0] == tile[1] else "TR-6"
        r.fail(
            rule,
            "%s cannot be attached at %s (open ends %d|%d, wild_doubles %s)"
            % (ev["tile"], side, ends[0], ends[1], wild),
        )
    ends = list(ends)
    ends[i] = new
    return ends


def _round(r, round_no, players, seed, opts, totals):
    hands, boneyard = _deal(r, round_no, players, seed, opts)
    wild = opts["wild_doubles"]
    dc = opts["draw_count"]
    # TR-4: the holder of the highest dealt tile opens with it.
    top = max((t for h in hands for t in h), key=rank)
    cur = [i for i, h in enumerate(hands) if top in h][0]
    ev = r.next("TR-4")
    if ev.get("ev") != "play" or ev.get("player") != cur or ev.get("tile") != "%d-%d" % top:
        r.fail("TR-4", "player %d must open with %d-%d, got %s" % (cur, top[0], top[1], _show(ev)))
    ends = _play(r, ev, cur, hands[cur], None, wild, first=True)
    result = None
    if not hands[cur]:
        result = ("domino", cur)
    while result is None:
        if not _blocked(hands, ends, boneyard, wild, dc):
            cur = (cur + 1) % players  # TR-5
            done = _turn(r, cur, hands, ends, boneyard, wild, dc)
            ends = done
            if not hands[cur]:
                result = ("domino", cur)
        else:
            result = ("blocked", _blocked_winner(hands))
    reason, winner = result
    if winner is None:
        points = 0
    else:
        points = sum(value(t) for i, h in enumerate(hands) if i != winner for t in h)  # TR-12/13
        totals[winner] += points
    rule = "TR-12" if reason == "domino" else "TR-13"
    r.round_end(rule, round_no, reason, winner, points, totals, reason)
    r.stats["end " + reason + ("" if winner is not None else " tie")] += 1
    return winner


def _blocked(hands, ends, boneyard, wild, dc):
    """TR-13: no player can attach a tile and no player can draw."""
    if dc > 0 and boneyard:
        return False
    return not any(can_attach(h, ends, wild) for h in hands)


def _blocked_winner(hands):
    """TR-13: fewest tiles, then fewest pips; a tie on both gives no winner."""
    keys = [(len(h), sum(value(t) for t in h)) for h in hands]
    best = min(keys)
    who = [i for i, k in enumerate(keys) if k == best]
    return who[0] if len(who) == 1 else None


def _turn(r, cur, hands, ends, boneyard, wild, dc):
    hand = hands[cur]
    ev = r.next("TR-5")
    if ev.get("player") != cur:
        r.fail("TR-5", "player %d's turn, got %s" % (cur, _show(ev)))
    if can_attach(hand, ends, wild):
        if ev.get("ev") != "play":
            r.fail("TR-8", "player %d can attach a tile and must play, got %s" % (cur, _show(ev)))
        return _play(r, ev, cur, hand, ends, wild)
    n = min(dc, len(boneyard))
    if n == 0:
        if ev.get("ev") != "pass":
            r.fail("TR-10", "player %d can neither attach nor draw and must pass, got %s" % (cur, _show(ev)))
        r.keys(ev, ("ev", "player"), "TR-10")
        r.stats["pass without draw"] += 1
        return ends
    if ev.get("ev") != "draw":
        r.fail("TR-9", "player %d cannot attach and must draw %d, got %s" % (cur, n, _show(ev)))
    r.keys(ev, ("ev", "player", "tiles"), "TR-9")
    drawn = tiles_of(r, ev["tiles"], "TR-1", "drawn tiles")
    if drawn != boneyard[:n]:
        r.fail(
            "TR-9",
            "draw of %s; the next %d boneyard tiles are %s"
            % (ev["tiles"], n, ["%d-%d" % t for t in boneyard[:n]]),
        )
    del boneyard[:n]
    hand.extend(drawn)
    ev = r.next("TR-9")
    if ev.get("player") != cur:
        r.fail("TR-9", "after drawing, player %d ends the turn, got %s" % (cur, _show(ev)))
    r.stats["draw of %d" % n] += 1
    if can_attach(hand, ends, wild):
        if ev.get("ev") != "play":
            r.fail("TR-9", "after the draw player %d can attach and must play, got %s" % (cur, _show(ev)))
        return _play(r, ev, cur, hand, ends, wild)
    if ev.get("ev") != "pass":
        r.fail("TR-9", "after a fruitless draw player %d passes, got %s" % (cur, _show(ev)))
    r.keys(ev, ("ev", "player"), "TR-9")
    r.stats["pass after draw"] += 1
    return ends


def _show(ev):
    return "%s" % ({k: ev[k] for k in ev if k in ("ev", "player", "tile", "tiles", "end")},)
