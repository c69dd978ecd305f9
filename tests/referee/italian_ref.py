"""Referee for Italian domino transcripts (shared/rules/italian.md).

``check(text, players=, seed=, goal=, milestones=, rounds=)`` replays the JSON lines of
``python -m host_sim italian ... --json``; ``rounds=None`` means ``--match``.

Booklet rules (IT-1..IT-7), as read here:
- IT-1 deal: 8/6/5 tiles for 3/4/5 players, the rest listed as ``aside`` (never drawn).
- IT-3: every round the holder of the highest tile (TR-4 ranking) opens by laying it.
- IT-4: any tile, ``total`` grows by its value; a pass is always allowed (decided), and a
  player without tiles passes.
- IT-5: the play that makes the total equal the goal ends the round at once (``exact``).
- IT-6: ``closest`` ends the round when the total exceeds the goal or after one pass per
  player in a row; the winner's last announced total is closest to the goal, at-or-below
  beats above on equal distance, then the earlier announcement.
- IT-7: a round won is 1 point; the first to 3 points wins the match.

Milestone variant (IT-M1..M4):
- IT-M1: 8/7/4/4 tiles for 2/3/4/5 players, the rest is the boneyard in drawing order.
- IT-M2: a turn is a draw of the next boneyard tile or a play of any tile; a pass only when
  neither is possible (no tiles, empty boneyard).
- IT-M3: reaching exactly 30/50/70/100 scores 1/2/4/8 to the player who laid the tile.
  A 0-0 laid on a total already at a milestone does not *make* it; that reading is
  accepted either way (``ambiguous_zero`` in the result counts such plays).
- IT-M4: the hand ends when the total reaches 100 or more; the leads of successive hands
  go left; the first player to 50 points wins, the match event following that hand's end.
  The first hand's lead is the holder of the highest tile (IT-3 carried over: the
  variant does not say who leads first).
- The rule file's ``end`` reasons are ``exact``/``closest``; a milestone hand ending above
  100 has no closest winner, so ``strict_reasons=False`` also accepts ``over`` with no
  winner and no points there.
"""

from . import DOMINO_SET, Reader, check_partition, rank, tiles_of, value

BOOKLET_HAND = {3: 8, 4: 6, 5: 5}  # IT-1
MILESTONE_HAND = {2: 8, 3: 7, 4: 4, 5: 4}  # IT-M1
MILESTONES = {30: 1, 50: 2, 70: 4, 100: 8}  # IT-M3
MATCH_POINTS = 3  # IT-7
MILESTONE_MATCH = 50  # IT-M4


class Result:
    def __init__(self, players):
        self.totals = [0] * players
        self.ambiguous_zero = 0


def check(text, players, seed, goal=50, milestones=False, rounds=None, strict_reasons=True, stats=None):
    """Replay a whole transcript; return a Result (totals, ambiguous_zero). ``stats`` (a
    Counter) counts what the transcript exercised."""
    r = Reader(text, stats)
    res = Result(players)
    round_no = 0
    lead = None
    while True:
        round_no += 1
        if milestones:
            lead, winner = _milestone_hand(r, round_no, players, seed, goal, res, lead, strict_reasons)
            over = winner is not None
        else:
            winner = _booklet_round(r, round_no, players, seed, goal, res)
            over = max(res.totals) >= MATCH_POINTS
        if over:
            rule = "IT-M4" if milestones else "IT-7"
            r.final(rule, "match", winner, res.totals)
            return res
        if rounds is not None and round_no == rounds:
            r.expect_end("IT-7")
            return res


def _deal(r, round_no, players, seed, goal, milestones):
    sizes = MILESTONE_HAND if milestones else BOOKLET_HAND
    rule = "IT-M1" if milestones else "IT-1"
    rest_key = "boneyard" if milestones else "aside"
    ev = r.deal(rule, round_no, seed, players, {"goal": goal, "milestones": milestones}, rest_key, "IT-2")
    hands = [tiles_of(r, h, "IT-1", "hand %d" % i) for i, h in enumerate(ev["hands"])]
    rest = tiles_of(r, ev[rest_key], "IT-1", rest_key)
    for i, h in enumerate(hands):
        if len(h) != sizes[players]:
            r.fail(
                rule, "hand %d holds %d tiles; %d players take %d each" % (i, len(h), players, sizes[players])
            )
    check_partition(r, hands + [rest], DOMINO_SET, "IT-1")
    return hands, rest


def _lay(r, ev, cur, hand, total, rule, extra=()):
    r.keys(ev, ("ev", "player", "tile", "total"), rule, optional=extra)
    tile = tiles_of(r, [ev["tile"]], "IT-1", "tile")[0]
    if tile not in hand:
        r.fail("IT-4", "player %d lays %s, which is not in their hand" % (cur, ev["tile"]))
    hand.remove(tile)
    total += value(tile)
    r.equal("IT-4", "announced total", ev["total"], total)
    return tile, total


def _booklet_round(r, round_no, players, seed, goal, res):
    hands, _aside = _deal(r, round_no, players, seed, goal, False)
    top = max((t for h in hands for t in h), key=rank)
    cur = [i for i, h in enumerate(hands) if top in h][0]
    total = 0
    last = {}  # player -> (total, sequence number of the announcement)
    seq = 0
    passes = 0
    first = True
    reason = None
    while reason is None:
        ev = r.next("IT-4")
        if ev.get("player") != cur:
            r.fail("IT-3", "player %d's turn (turns go left), got %r" % (cur, ev))
        if first and (ev.get("ev") != "play" or ev.get("tile") != "%d-%d" % top):
            r.fail(
                "IT-3", "player %d opens by laying the highest tile %d-%d, got %r" % (cur, top[0], top[1], ev)
            )
        first = False
        if ev.get("ev") == "play":
            _tile, total = _lay(r, ev, cur, hands[cur], total, "IT-4")
            seq += 1
            last[cur] = (total, seq)
            passes = 0
            if total == goal:
                reason = "exact"
            elif total > goal:
                reason = "closest"
                r.stats["closest over the goal"] += 1
        elif ev.get("ev") == "pass":
            r.keys(ev, ("ev", "player"), "IT-4")
            passes += 1
            if passes == players:
                reason = "closest"
                r.stats["closest after a round of passes"] += 1
        else:
            r.fail("IT-4", "a turn is a play or a pass, got %r" % (ev,))
        if reason is None:
            cur = (cur + 1) % players
    if reason == "exact":
        winner = cur
    else:
        # IT-6: closest last announcement; at/below beats above; then the earlier one.
        winner = min(last, key=lambda p: (abs(last[p][0] - goal), last[p][0] > goal, last[p][1]))
        dist = [abs(t - goal) for t, _ in last.values()]
        if dist.count(min(dist)) > 1:
            r.stats["closest tie broken"] += 1
    r.stats["end " + reason] += 1
    res.totals[winner] += 1
    rule = "IT-5" if reason == "exact" else "IT-6"
    r.round_end(rule, round_no, reason, winner, 1, res.totals, reason, points_rule="IT-7")
    return winner


def _milestone_hand(r, round_no, players, seed, goal, res, lead, strict_reasons):
    """One hand; returns (lead of this hand, match winner or None)."""
    hands, boneyard = _deal(r, round_no, players, seed, goal, True)
    if lead is None:
        top = max((t for h in hands for t in h), key=rank)
        lead = [i for i, h in enumerate(hands) if top in h][0]
    else:
        lead = (lead + 1) % players  # IT-M4: the lead passes left
    cur = lead
    total = 0
    match_winner = None
    last_points = 0
    while total < 100:
        ev = r.next("IT-M2")
        if ev.get("player") != cur:
            r.fail("IT-M4", "player %d's turn (hand led by %d, turns go left), got %r" % (cur, lead, ev))
        kind = ev.get("ev")
        if kind == "draw":
            r.keys(ev, ("ev", "player", "tiles"), "IT-M2")
            if not boneyard:
                r.fail("IT-M2", "draw from an empty boneyard")
            drawn = tiles_of(r, ev["tiles"], "IT-1", "drawn tiles")
            if drawn != boneyard[:1]:
                r.fail(
                    "IT-M2",
                    "a draw takes the next boneyard tile %d-%d, got %s" % (boneyard[0] + (ev["tiles"],)),
                )
            del boneyard[0]
            hands[cur].extend(drawn)
            r.stats["draw"] += 1
        elif kind == "play":
            before = total
            tile, total = _lay(r, ev, cur, hands[cur], total, "IT-M2", extra=("points",))
            pts = MILESTONES.get(total, 0)
            if pts and before == total:
                # a 0-0 on a milestone total: accept both readings, count them
                res.ambiguous_zero += 1
                pts = ev.get("points", 0)
                if pts not in (0, MILESTONES[total]):
                    r.fail("IT-M3", "points %r for a 0-0 laid on %d" % (pts, total))
                r.stats[
                    "0-0 on a milestone total scored" if pts else "0-0 on a milestone total not scored"
                ] += 1
            elif "points" in ev:
                r.equal("IT-M3", "play points", ev["points"], pts)
                if pts == 0:
                    r.fail("IT-M3", "a play that makes no milestone carries points %r" % ev["points"])
            res.totals[cur] += pts
            last_points = pts
            if pts:
                r.stats["milestone %d" % total] += 1
            if match_winner is None and res.totals[cur] >= MILESTONE_MATCH:
                match_winner = cur
        elif kind == "pass":
            r.keys(ev, ("ev", "player"), "IT-M2")
            if hands[cur] or boneyard:
                r.fail(
                    "IT-M2", "player %d passes but could %s" % (cur, "lay a tile" if hands[cur] else "draw")
                )
            r.stats["milestone pass"] += 1
        else:
            r.fail("IT-M2", "a turn is a draw or a play, got %r" % (ev,))
        if total < 100:
            cur = (cur + 1) % players
    if total == 100:
        ev = r.round_end("IT-M4", round_no, "exact", cur, last_points, res.totals, "total 100", "IT-M3")
    else:
        ev = r.round_end("IT-M4", round_no, None, None, None, res.totals, "total %d" % total, "IT-M3")
        allowed = ("exact", "closest") if strict_reasons else ("exact", "closest", "over")
        if ev["reason"] not in allowed:
            r.fail(
                "IT-M4", "end reason %r is not one of the rule file's %s" % (ev["reason"], "/".join(allowed))
            )
        if ev["reason"] == "exact":
            r.fail("IT-M4", "reason exact but the total is %d" % total)
        if ev["reason"] == "over":
            r.equal("IT-M4", "end winner", ev["winner"], None)
            r.equal("IT-M4", "end points", ev["points"], 0)
    r.stats["hand end " + ev["reason"]] += 1
    return lead, match_winner
