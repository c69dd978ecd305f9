"""Referee for Tri-Ominos transcripts (shared/rules/triominoes.md).

``check(text, players=, seed=, draw_limit=, club=, target=, rounds=, pools=)`` replays the
JSON lines of ``python -m host_sim triominoes ... --json``; ``rounds=None`` plays to TO-12;
``players=1`` is solitaire (TO-17), ``pools="own"`` one pool per player (TO-16).

Geometry is rebuilt here from the rule file's corner lists only: ``U x y`` has corners
(x, y), (x, y+1), (x+1, y); ``D x y`` has (x, y+1), (x+1, y+1), (x+1, y). Two cells share an
edge when they share two corners; the cells around a point are found from the same lists.

Readings of the rule file this referee relies on:
- TO-1/TO-2: a tile is a <= b <= c read clockwise; ``corners`` must be one of its three
  rotations (a, b, c), (b, c, a), (c, a, b) - never a mirror reading.
- TO-5: the opening tile may go into any cell; later placements need an edge (TO-6).
- TO-6: every corner on a point some tile already touches must carry that point's number.
- TO-7a: a corner point whose tile count goes from 5 to 6 is a hexagon (+50 each).
- TO-7b: exactly one edge-neighbour, and the opposite corner on a point already touched
  (+40), not when a hexagon is scored.
- TO-8: a player who cannot place draws (pool not empty, fewer than ``draw_limit`` draws
  this turn), -5 each; the first drawn tile that fits is placed at once (the next event);
  a player who cannot place and may not draw passes, -10.
- TO-11: blocked when a pass completes one pass per player in a row and nobody can draw
  (empty pool or ``draw_limit`` 0); the end event follows that pass.
- TO-14 (club): on their turn a player may draw (pool not empty, under ``draw_limit``)
  even when a tile fits, -5 each; a drawn tile need not be placed; the turn ends with a
  placement or a pass, and a player who can place may not pass.
- TO-15 (club): a placement sharing no edge is legal when two or three of its corners
  are on occupied points and match; it scores value - 5 (``two_vertices``) or value + 30
  (``three_vertices``), never a hexagon or a bridge; "can place" counts it.
- TO-16: ``pools`` in the deal instead of ``pool``, dealt round-robin from the seat after
  the opener's (so pool i's sizes follow), each seat draws from its own; blocked needs
  every own pool empty.
- TO-17 (one player): hand 9; an empty hand with tiles in the pool takes the next one
  (``penalty`` 0, not counted toward ``draw_limit``); out when hand and pool are empty
  (+25), blocked after a pass with the pool empty or ``draw_limit`` 0 (minus the hand's
  values); the end's winner is 0 and a game event follows; options carry no target.
- Bonus names are compared as multisets (the rule file fixes no order).
"""

import re

from . import Reader, ascending

TILE_SET = [(a, b, c) for a in range(6) for b in range(a, 6) for c in range(b, 6)]  # TO-1
HAND = {1: 9, 2: 9, 3: 7, 4: 7, 5: 6, 6: 6}  # TO-4, TO-17
_TILE_RE = re.compile(r"^([0-5])-([0-5])-([0-5])$")


def tile_of(text):
    """'a-b-c' with a <= b <= c (the only reading of a tile, TO-1) -> tuple, else None."""
    return ascending(text, _TILE_RE)


def rotations(t):
    """TO-2: the three clockwise readings of a tile, no mirror."""
    a, b, c = t
    return {(a, b, c), (b, c, a), (c, a, b)}


def corners(cell):
    kind, x, y = cell
    if kind == "U":
        return ((x, y), (x, y + 1), (x + 1, y))
    return ((x, y + 1), (x + 1, y + 1), (x + 1, y))


def cells_at(point):
    """The six cells having ``point`` as a corner, derived from the corner lists."""
    px, py = point
    out = []
    for kind in ("U", "D"):
        for dx in (-1, 0):
            for dy in (-1, 0):
                c = (kind, px + dx, py + dy)
                if point in corners(c):
                    out.append(c)
    return out


_NEIGHBOURS = {}


def edge_neighbours(cell):
    """Cells sharing two corners (a full edge) with ``cell``, each with the shared edge."""
    known = _NEIGHBOURS.get(cell)
    if known is None:
        known = _NEIGHBOURS[cell] = _edge_neighbours(cell)
    return known


def _edge_neighbours(cell):
    cs = corners(cell)
    out = []
    for i in range(3):
        p, q = cs[i], cs[(i + 1) % 3]
        for other in cells_at(p):
            if other != cell and q in corners(other):
                out.append((other, (p, q)))
    return out


def hand_value(hand):
    return sum(sum(t) for t in hand)


class Board:
    def __init__(self):
        self.cells = {}  # cell -> corner numbers
        self.number = {}  # point -> number
        self.count = {}  # point -> tiles touching it

    def placement_error(self, cell, numbers, first, adjacent=False):
        """None when legal by TO-6, else the reason (``adjacent``: known to share an edge)."""
        if cell in self.cells:
            return "cell %s is already taken" % (cell,)
        if not first:
            if not adjacent and not any(n in self.cells for n, _ in edge_neighbours(cell)):
                return "cell %s shares no edge with a tile on the board" % (cell,)
            for p, n in zip(corners(cell), numbers):
                if p in self.number and self.number[p] != n:
                    return "corner %s carries %d but the board has %d there" % (p, n, self.number[p])
        return None

    def frontier(self):
        out = set()
        for cell in self.cells:
            for n, _ in edge_neighbours(cell):
                if n not in self.cells:
                    out.add(n)
        return out

    def can_place(self, tile, frontier=None, club=False):
        for cell in frontier if frontier is not None else self.frontier():
            for rot in rotations(tile):
                if self.placement_error(cell, rot, False, adjacent=True) is None:
                    return True
        if club:
            for cell in self.vertex_cells():
                for rot in rotations(tile):
                    if self.vertex_error(cell, rot) is None:
                        return True
        return False

    def touching(self, cell):
        """How many of the cell's corners lie on points some tile touches."""
        return sum(1 for p in corners(cell) if p in self.number)

    def vertex_cells(self):
        """TO-15 candidates: empty cells with no edge-neighbour on the board and two or
        three corners on touched points."""
        out = set()
        for p in self.number:
            for cell in cells_at(p):
                if (
                    cell not in self.cells
                    and self.touching(cell) >= 2
                    and not any(n in self.cells for n, _ in edge_neighbours(cell))
                ):
                    out.add(cell)
        return out

    def vertex_error(self, cell, numbers):
        """None when ``cell`` takes ``numbers`` by TO-15 (no edge shared), else the reason."""
        if cell in self.cells:
            return "cell %s is already taken" % (cell,)
        if self.touching(cell) < 2:
            return "cell %s shares no edge and touches fewer than two occupied corners" % (cell,)
        for p, n in zip(corners(cell), numbers):
            if p in self.number and self.number[p] != n:
                return "corner %s carries %d but the board has %d there" % (p, n, self.number[p])
        return None

    def bonuses(self, cell):
        """TO-7 bonuses a placement at ``cell`` would score (before it is placed)."""
        out = []
        for p in corners(cell):
            if self.count.get(p, 0) == 5:
                out.append("hexagon")
        if not out:
            shared = [(n, e) for n, e in edge_neighbours(cell) if n in self.cells]
            if len(shared) == 1:
                edge = shared[0][1]
                opposite = [p for p in corners(cell) if p not in edge][0]
                if self.count.get(opposite, 0) > 0:
                    out.append("bridge")
        return out

    def place(self, cell, numbers):
        self.cells[cell] = numbers
        for p, n in zip(corners(cell), numbers):
            self.number[p] = n
            self.count[p] = self.count.get(p, 0) + 1


def check(
    text, players, seed, draw_limit=None, club=False, target=None, rounds=None, stats=None, pools="shared"
):
    """Replay a whole transcript; return the final totals. ``stats`` (a Counter) counts
    what the transcript exercised: bonuses, openings, draws, passes, round ends."""
    if target is None:
        target = 200 if club else 400
    r = Reader(text, stats)
    totals = [0] * players
    round_no = 0
    opts = {"draw_limit": draw_limit, "club": club, "target": target}
    opts["own"] = pools == "own"
    if players == 1:  # TO-17: one round, no target; the end's winner is 0
        winner = _round(r, 1, 1, seed, opts, totals)
        r.final("TO-17", "game", 0, totals)
        r.stats["solitaire"] += 1
        return totals
    while True:
        round_no += 1
        winner = _round(r, round_no, players, seed, opts, totals)
        at_target = [p for p in range(players) if totals[p] >= target]
        if at_target:
            # TO-12: the round's winner when among them, else the highest, then the lower seat.
            if winner in at_target:
                best = winner
            else:
                best = min(at_target, key=lambda p: (-totals[p], p))
            r.final("TO-12", "game", best, totals)
            if best != winner:
                r.stats["game won by another than the round's winner"] += 1
            return totals
        if rounds is not None and round_no == rounds:
            r.expect_end("TO-12")
            return totals


def _deal(r, round_no, players, seed, opts):
    """(hands, pools): ``pools`` one drawing list per seat (TO-16), else one shared list
    every seat's entry points to."""
    shown = {"draw_limit": opts["draw_limit"], "club": opts["club"]}
    if players > 1:
        shown["target"] = opts["target"]
    ev = r.deal("TO-4", round_no, seed, players, shown, "pools" if opts["own"] else "pool")
    hands = [_tiles(r, h, "hand %d" % i) for i, h in enumerate(ev["hands"])]
    if opts["own"]:
        if not isinstance(ev["pools"], list) or len(ev["pools"]) != players:
            r.fail("TO-16", "pools must list one pool per player")
        own = [_tiles(r, p, "pool %d" % i) for i, p in enumerate(ev["pools"])]
        pool = [t for p in own for t in p]
    else:
        pool = _tiles(r, ev["pool"], "pool")
    for i, h in enumerate(hands):
        if len(h) != HAND[players]:
            r.fail("TO-4", "hand %d holds %d tiles; %d players take %d" % (i, len(h), players, HAND[players]))
    everything = [t for h in hands for t in h] + pool
    if sorted(everything) != TILE_SET:
        r.fail("TO-1", "hands and pool are not the 56 tiles, each once")
    if not opts["own"]:
        return hands, [pool] * players
    # TO-16: round-robin from the seat after the opener's: that seat's pool is the
    # largest, each later seat's as large or one smaller, the sizes differing by <= 1
    opener = _opening(hands, opts["club"])[0]
    sizes = [len(p) for p in own]
    n = len(pool)
    for k in range(players):
        seat = (opener + 1 + k) % players
        want = n // players + (1 if k < n % players else 0)
        if sizes[seat] != want:
            r.fail(
                "TO-16",
                "pool %d holds %d tiles; dealt round-robin from seat %d it holds %d"
                % (seat, sizes[seat], (opener + 1) % players, want),
            )
    return hands, own


def _tiles(r, items, what):
    if not isinstance(items, list):
        r.fail("TO-1", "%s must be a list" % what)
    out = []
    for s in items:
        t = tile_of(s)
        if t is None:
            r.fail(
                "TO-1",
                "%s holds %r, which is not a tile written clockwise from its lowest number" % (what, s),
            )
        out.append(t)
    return out


def _opening(hands, club):
    """TO-5: (opener, {tile: points}, bonus list) for the first placement of a round."""
    triples = [t for h in hands for t in h if t[0] == t[2]]
    if triples:
        top = max(triples)
        opener = [i for i, h in enumerate(hands) if top in h][0]
        zero_points = 30 if club else 40
        allowed = {top: zero_points if top == (0, 0, 0) else sum(top) + 10}
        if (0, 0, 0) in hands[opener]:
            allowed[(0, 0, 0)] = zero_points
        return opener, allowed, ["start"]
    top = max((t for h in hands for t in h), key=lambda t: (sum(t), t[2], t[1]))
    opener = [i for i, h in enumerate(hands) if top in h][0]
    return opener, {top: sum(top)}, []


def _place(r, ev, cur, hand, board, first=False, must_tile=None, club=False):
    """Check a place event's shape, tile, cell and corners; return (tile, cell, numbers)."""
    r.keys(ev, ("ev", "player", "tile", "cell", "corners", "points", "bonus"), "TO-6")
    tile = tile_of(ev["tile"])
    if tile is None:
        r.fail("TO-1", "%r is not a tile written clockwise from its lowest number" % (ev["tile"],))
    if tile not in hand:
        r.fail("TO-6", "player %d places %s, which is not in their hand" % (cur, ev["tile"]))
    if must_tile is not None and tile != must_tile:
        r.fail(
            "TO-8",
            "the drawn tile %s fits and is placed at once, got %s"
            % ("-".join(map(str, must_tile)), ev["tile"]),
        )
    cell = ev["cell"]
    if not (
        isinstance(cell, list)
        and len(cell) == 3
        and cell[0] in ("U", "D")
        and all(isinstance(v, int) and not isinstance(v, bool) for v in cell[1:])
    ):
        r.fail("format", 'cell must be ["U"|"D", x, y], got %r' % (cell,))
    cell = (cell[0], cell[1], cell[2])
    nums = ev["corners"]
    if not (isinstance(nums, list) and len(nums) == 3):
        r.fail("format", "corners must list three numbers")
    nums = tuple(nums)
    if nums not in rotations(tile):
        r.fail("TO-2", "corners %s are not a rotation of %s read clockwise" % (list(nums), ev["tile"]))
    err = board.placement_error(cell, nums, first)
    if err and club and not first and not any(n in board.cells for n, _ in edge_neighbours(cell)):
        err = board.vertex_error(cell, nums)  # TO-15: on two or three corners
        if err:
            r.fail("TO-15", err)
    elif err:
        r.fail("TO-6", err)
    return tile, cell, nums


def _round(r, round_no, players, seed, opts, totals):
    hands, pools = _deal(r, round_no, players, seed, opts)
    limit = opts["draw_limit"]
    club = opts["club"]
    board = Board()
    cur, allowed, start_bonus = _opening(hands, club)
    ev = r.next("TO-5")
    if ev.get("ev") != "place" or ev.get("player") != cur or tile_of(ev.get("tile")) not in allowed:
        r.fail(
            "TO-5",
            "player %d opens with %s, got %r"
            % (cur, " or ".join("-".join(map(str, t)) for t in sorted(allowed)), ev),
        )
    tile, cell, nums = _place(r, ev, cur, hands[cur], board, first=True)
    r.equal("TO-5", "opening points", ev["points"], allowed[tile])
    r.equal("TO-5", "opening bonus", ev["bonus"], start_bonus)
    board.place(cell, nums)
    hands[cur].remove(tile)
    totals[cur] += allowed[tile]
    r.stats["opening " + ("0-0-0" if tile == (0, 0, 0) else "triple" if start_bonus else "no triple")] += 1
    passes = 0
    result = None
    solitaire = players == 1
    if not hands[cur] and not solitaire:
        result = ("out", cur)
    while result is None:
        cur = (cur + 1) % players  # TO-5: turns go left
        placed = _turn(r, cur, hands[cur], board, pools[cur], limit, totals, club, solitaire)
        if placed:
            passes = 0
            if not hands[cur] and (not solitaire or not pools[0]):
                result = ("out", cur)
        else:
            passes += 1
            if passes >= players and (not any(pools) or limit == 0):
                result = ("blocked", 0 if solitaire else _blocked_winner(hands))
    reason, winner = result
    if solitaire:  # TO-17: +25 out, else minus the hand's values
        rule = "TO-17"
        points = 25 if reason == "out" else -hand_value(hands[0])
        totals[0] += points
    elif reason == "out":
        rule = "TO-10"
        others = sum(hand_value(h) for i, h in enumerate(hands) if i != winner)
        if club:
            points = 25
            for i, h in enumerate(hands):
                if i != winner:
                    totals[i] -= hand_value(h)
        else:
            points = 25 + others
        totals[winner] += points
    else:
        rule = "TO-11"
        if winner is None:
            points = 0
        else:
            others = sum(hand_value(h) for i, h in enumerate(hands) if i != winner)
            points = others - hand_value(hands[winner])
            totals[winner] += points
    r.round_end(rule, round_no, reason, winner, points, totals, reason)
    r.stats["end " + reason + ("" if winner is not None else " tie")] += 1
    return winner


def _blocked_winner(hands):
    """TO-11: fewest tiles, then lowest remaining value, else no winner."""
    keys = [(len(h), hand_value(h)) for h in hands]
    best = min(keys)
    who = [i for i, k in enumerate(keys) if k == best]
    return who[0] if len(who) == 1 else None


def _score_placement(r, ev, tile, cell, board, vertex=False):
    if vertex:  # TO-15: on two corners value - 5, on three value + 30, nothing else
        three = board.touching(cell) == 3
        bonus = ["three_vertices" if three else "two_vertices"]
        points = sum(tile) + (30 if three else -5)
        rule = "TO-15"
    else:
        bonus = board.bonuses(cell)
        points = sum(tile) + 50 * bonus.count("hexagon") + 40 * bonus.count("bridge")
        rule = "TO-7"
    if not isinstance(ev["bonus"], list) or sorted(ev["bonus"]) != sorted(bonus):
        r.fail(rule, "placement at %s has bonuses %r, the rules give %r" % (cell, ev["bonus"], bonus))
    r.equal(rule, "placement points", ev["points"], points)
    for b in set(bonus):
        r.stats["%d x %s" % (bonus.count(b), b)] += 1
    return points


def _turn(r, cur, hand, board, pool, limit, totals, club=False, solitaire=False):
    """One turn; True when it ended with a placement. ``pool``: the list this seat draws
    from (the shared one, or its own, TO-16)."""
    frontier = board.frontier()
    can = any(board.can_place(t, frontier, club) for t in hand)
    must_tile = None
    draws = 0
    while True:
        ev = r.next("TO-5")
        if ev.get("player") != cur:
            r.fail("TO-5", "player %d's turn (turns go left), got %r" % (cur, ev))
        kind = ev.get("ev")
        free = solitaire and not hand and bool(pool)  # TO-17: the next tile, no penalty
        may_draw = free or (bool(pool) and (limit is None or draws < limit))
        if free and kind != "draw":
            r.fail("TO-17", "the hand is empty and the pool is not: the next tile is taken, got %r" % (ev,))
        if kind == "draw" and can and not (club and may_draw):
            r.fail("TO-14" if club else "TO-8", "player %d can place a tile, so may not draw" % cur)
        if can and kind != "draw":
            if kind != "place":
                r.fail(
                    "TO-8" if must_tile else "TO-6",
                    "player %d can place %sand must, got %r"
                    % (cur, "the drawn tile " if must_tile else "", ev),
                )
            tile, cell, nums = _place(
                r, ev, cur, hand, board, must_tile=None if club else must_tile, club=club
            )
            vertex = not any(n in board.cells for n, _ in edge_neighbours(cell))
            points = _score_placement(r, ev, tile, cell, board, vertex)
            board.place(cell, nums)
            hand.remove(tile)
            totals[cur] += points
            if must_tile:
                r.stats["placed the drawn tile"] += 1
            return True
        if may_draw:
            if kind != "draw":
                r.fail(
                    "TO-8",
                    "player %d cannot place and must draw (draw %d, limit %s), got %r"
                    % (cur, draws + 1, limit, ev),
                )
            r.keys(ev, ("ev", "player", "tile", "penalty"), "TO-8")
            if tile_of(ev["tile"]) != pool[0]:
                r.fail(
                    "TO-8",
                    "the next pool tile is %s, the draw shows %r" % ("-".join(map(str, pool[0])), ev["tile"]),
                )
            penalty = 0 if free else -5
            r.equal("TO-17" if free else "TO-8", "draw penalty", ev["penalty"], penalty)
            totals[cur] += penalty
            drawn = pool.pop(0)
            hand.append(drawn)
            if free:
                r.stats["free draw"] += 1
            else:
                draws += 1
                if can:
                    r.stats["voluntary draw"] += 1
            if board.can_place(drawn, frontier, club):
                can = True
                must_tile = drawn
            continue
        if kind != "pass":
            r.fail("TO-8", "player %d can neither place nor draw and passes, got %r" % (cur, ev))
        r.keys(ev, ("ev", "player", "penalty"), "TO-8")
        r.equal("TO-8", "pass penalty", ev["penalty"], -10)
        totals[cur] -= 10
        r.stats["pass after %d draws" % draws if draws else "pass without drawing"] += 1
        return False
