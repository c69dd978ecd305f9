"""Check a Tri-Ominos JSON-lines transcript move by move (shared/rules/triominoes.md).

The deal events give hands and pool explicitly, so any dealer's transcript can
be checked; every later event is replayed on ``pipgrid.games.triominoes.game`` and
compared field by field. Every violation raises ``TranscriptError`` with the
line number and the rule id: TO-1 (no such tile, a deal without the 56 tiles),
TO-2 (corners not a rotation of the tile: a mirrored tile), TO-4 (hand sizes),
TO-5 (wrong opener/opening tile, wrong turn), TO-6 (illegal placement), TO-7
(wrong points or bonuses), TO-8 (wrong draw, drawn tile or penalty, wrong
pass), TO-10/TO-11 (wrong round end), TO-12 (wrong game end), and a truncated
or malformed file.

Strict (issue 17): integers are JSON integers (not 1.0, not false) and each deal
must be what its seed deals, where it names one (a hand-made deal without
``"seed"`` may hold any deal of the 56 tiles): each round names its own seed (issue 26,
pipgrid/rng.py) and is checked alone, the first shuffle of ``Rng(seed)``
(``triominoes_deal.shuffled``: hands of ``HAND_SIZE`` tiles, then the pool in
drawing order, docs/triominoes.md). The summary numbers the seats 1..n.
"""

from host_sim.transcript import TranscriptError, int_list, is_int, short
from pipgrid.games.triominoes import game as tri
from pipgrid.games.triominoes import deal as deal_
from pipgrid.rng import Rng
from pipgrid.games.triominoes import text
from pipgrid.games.triominoes import lattice as lat
from pipgrid.games.triominoes import tiles as tt

OPTION_KEYS = ("club", "draw_limit", "target")
SOLITAIRE_KEYS = ("club", "draw_limit")  # TO-17: one round, no target


def _int(ev, key, no, low=None, high=None):
    v = ev.get(key)
    if not isinstance(v, int) or isinstance(v, bool):
        raise TranscriptError(no, None, "%s event needs a whole number %r" % (ev["ev"], key))
    if (low is not None and v < low) or (high is not None and v > high):
        raise TranscriptError(no, None, "%s event: %r = %d is out of range" % (ev["ev"], key, v))
    return v


def _tile(text, no):
    try:
        t = tt.parse(text)
    except ValueError:
        t = None
    if t is None or tt.text(t) != text:
        raise TranscriptError(
            no, "TO-1", "%s is not a tile (written clockwise from the lowest, e.g. 0-1-2)" % short(text)
        )
    return t


def _tiles(items, no, what):
    if not isinstance(items, list):
        raise TranscriptError(no, None, "%s must be a list of tiles" % what)
    return [_tile(s, no) for s in items]


def _options(ev, no, players):
    opts = ev.get("options")
    if players == 1:
        if not isinstance(opts, dict) or sorted(opts) != list(SOLITAIRE_KEYS):
            raise TranscriptError(
                no, "TO-17", 'solitaire options must be {"draw_limit":..,"club":..} (no target)'
            )
        opts = dict(opts, target=400)
    if not isinstance(opts, dict) or sorted(opts) != list(OPTION_KEYS):
        raise TranscriptError(no, None, 'deal options must be {"draw_limit":..,"club":..,"target":..}')
    limit = opts["draw_limit"]
    if limit is not None and (not isinstance(limit, int) or isinstance(limit, bool) or not 0 <= limit <= 56):
        raise TranscriptError(no, "TO-8", "draw_limit must be null or 0..56")
    if not isinstance(opts["club"], bool):
        raise TranscriptError(no, None, "option club must be true or false")
    target = opts["target"]
    if not isinstance(target, int) or isinstance(target, bool) or not 1 <= target <= 65535:
        raise TranscriptError(no, "TO-12", "option target must be 1..65535")
    return limit, opts["club"], target


class Replay:
    """The checker's state between events."""

    def __init__(self):
        self.game = None
        self.expect = "deal"  # deal, move, end, game, done
        self.settings = None

    def deal(self, ev, no):
        round_no = _int(ev, "round", no)
        seed = _int(ev, "seed", no, 0, (1 << 32) - 1) if "seed" in ev else None  # None: a hand-made deal
        players = _int(ev, "players", no)
        if not 1 <= players <= 6:
            raise TranscriptError(no, "TO-4", "Tri-Ominos is for 1 to 6 players (TO-4, TO-17)")
        own = "pools" in ev  # TO-16
        if own and ("pool" in ev or players == 1):
            raise TranscriptError(
                no, "TO-16", 'a deal has "pool" (one pool) or "pools" (own pools, 2..6 players), not both'
            )
        if "hand_sizes" in ev and "hands" not in ev:  # the board's console: what all may see (HS-1)
            raise TranscriptError(
                no,
                "HS-1",
                "this deal is a board's console line, which names no tile: such a log cannot be"
                " replayed; 'pipgrid triominoes --seed S --json' writes a whole transcript",
            )
        settings = (players,) + _options(ev, no, players) + (own,)
        hands = ev.get("hands")
        if not isinstance(hands, list) or len(hands) != players:
            raise TranscriptError(no, "TO-4", "the deal must list one hand per player")
        hands = [_tiles(h, no, "a hand") for h in hands]
        if own:
            pools = ev.get("pools")
            if not isinstance(pools, list) or len(pools) != players:
                raise TranscriptError(no, "TO-16", "pools must list one pool per player")
            pools = [_tiles(p, no, "a pool") for p in pools]
            pool = self.merged(pools, hands, no)
        else:
            pool = _tiles(ev.get("pool"), no, "pool")
        for h in hands:
            if len(h) != tri.HAND_SIZE[players]:
                raise TranscriptError(
                    no, "TO-4", "with %d players each hand holds %d tiles" % (players, tri.HAND_SIZE[players])
                )
        expected_round = 1 if self.game is None else self.game.round_no + 1
        if round_no != expected_round:
            raise TranscriptError(no, None, "expected round %d, not %d" % (expected_round, round_no))
        if self.settings is not None and settings != self.settings:
            raise TranscriptError(no, None, "players and options cannot change between rounds")
        try:
            if self.game is None:
                self.settings = settings
                options = {"draw_limit": settings[1], "club": settings[2], "target": settings[3]}
                options["pools"] = "own" if own else "shared"
                self.game = tri.Triominoes(players, seed or 0, options, (hands, pool))
            else:
                self.game._deal((hands, pool))
        except ValueError as e:
            raise TranscriptError(no, "TO-1", str(e)) from None
        if own and self.game.pools != pools:
            raise TranscriptError(
                no,
                "TO-16",
                "the pools are dealt round-robin from the seat after the opener's (seat %d): %s"
                % (
                    (self.game.opener + 1) % players,
                    " / ".join(" ".join(tt.text(t) for t in p) for p in self.game.pools),
                ),
            )
        self.check_seed(no, seed, hands, pool)
        self.expect = "move"

    def merged(self, pools, hands, no):
        """The drawing order the own pools were dealt from (TO-16): round-robin from the
        seat after the opener's, which TO-5 finds in the hands."""
        from pipgrid.games.triominoes.deal import opener

        n = len(pools)
        try:
            s = opener(hands)[0]
        except (IndexError, ValueError):
            raise TranscriptError(no, "TO-5", "no opener in these hands") from None
        out = []
        at = [0] * n
        while True:
            s = s + 1 if s + 1 < n else 0
            if at[s] >= len(pools[s]):
                break
            out.append(pools[s][at[s]])
            at[s] += 1
        if len(out) != sum(len(p) for p in pools):
            raise TranscriptError(
                no,
                "TO-16",
                "own pools are dealt round-robin: their sizes differ by at most one, the larger first",
            )
        return out

    def check_seed(self, no, seed, hands, pool):
        """The hands and the pool must be what ``seed`` deals this round; a deal without a
        seed (written by hand) may hold any deal of the 56 tiles."""
        if seed is None:
            return
        want_hands, want_pool = deal_.shuffled(Rng(seed), len(hands))
        where = (
            "round %d, seed %d (a round is its own seed's first Rng(seed) shuffle, docs/triominoes.md)"
            % (
                self.game.round_no,
                seed,
            )
        )
        for s, hand in enumerate(hands):
            if sorted(hand) != sorted(want_hands[s]):
                raise TranscriptError(
                    no,
                    "TO-4",
                    "hands[%d] must be %s in %s" % (s, " ".join(tt.text(t) for t in want_hands[s]), where),
                )
        if list(pool) != list(want_pool):
            raise TranscriptError(
                no, "TO-8", "the pool must be %s in %s" % (" ".join(tt.text(t) for t in want_pool), where)
            )

    def turn(self, ev, no):
        game = self.game
        player = _int(ev, "player", no)
        if player != game.current_player:
            raise TranscriptError(
                no, "TO-5", "it is player %d's turn, not player %d's" % (game.current_player, player)
            )
        legal = game.legal_moves() if game.board.order else []
        can_place = any(m >= 0 for m in legal) if game.board.order else True
        kind = ev["ev"]
        if kind == "place":
            self.place(ev, no)
            return
        if kind == "pass" and can_place:
            raise TranscriptError(no, "TO-8", "player %d can place a tile, so may not pass" % player)
        if kind == "draw" and can_place and tri.DRAW not in legal:
            rule = "TO-14" if game.club else "TO-8"
            raise TranscriptError(no, rule, "player %d can place a tile, so may not draw" % player)
        penalty = _int(ev, "penalty", no)
        if kind == "draw":
            if not game.can_draw():
                if game.pool_left(player) == 0:
                    rule = "TO-8" if game.pools is None else "TO-16"
                    raise TranscriptError(no, rule, "the pool is empty: no drawing")
                raise TranscriptError(
                    no, "TO-8", "the draw limit (%s) is reached: no drawing" % game.draw_limit
                )
            tile = _tile(ev.get("tile"), no)
            if game.pools is not None:
                expected = game.pools[player][0]
            else:
                expected = game.pool[game.drawn]
            if tile != expected:
                raise TranscriptError(
                    no, "TO-8", "the next tile in the pool is %s, not %s" % (tt.text(expected), tt.text(tile))
                )
            free = game.players == 1 and not game.hands[0]
            if free and penalty != 0:
                raise TranscriptError(no, "TO-17", "an empty hand takes the next tile for free: penalty 0")
            if not free and penalty != -tri.DRAW_PENALTY:
                raise TranscriptError(no, "TO-8", "a drawn tile costs -5, not %d" % penalty)
            game.play(tri.DRAW)
        else:
            if game.can_draw():
                raise TranscriptError(no, "TO-8", "player %d can still draw, so may not pass" % player)
            if penalty != -tri.PASS_PENALTY:
                raise TranscriptError(no, "TO-8", "a pass costs -10, not %d" % penalty)
            game.play(tri.PASS)

    def place(self, ev, no):
        game = self.game
        tile = _tile(ev.get("tile"), no)
        cell = ev.get("cell")
        if (
            not isinstance(cell, list)
            or len(cell) != 3
            or cell[0] not in ("U", "D")
            or any(not isinstance(v, int) or isinstance(v, bool) for v in cell[1:])
        ):
            raise TranscriptError(no, None, 'cell must be ["U" or "D", x, y]')
        try:
            key = lat.cell(cell[0] == "D", cell[1], cell[2])
        except ValueError as e:
            raise TranscriptError(no, "TO-6", str(e)) from None
        corners = ev.get("corners")
        if not isinstance(corners, list) or len(corners) != 3:
            raise TranscriptError(no, "TO-2", "corners must list the three numbers on the cell's corners")
        try:
            t, rot = tt.from_corners(corners[0], corners[1], corners[2])
        except ValueError as e:
            raise TranscriptError(no, "TO-2", str(e)) from None
        if t != tile:
            raise TranscriptError(no, "TO-2", "corners %s are no rotation of %s" % (corners, tt.text(tile)))
        if rot not in tt.rotations(t):
            rot = 0
        m = lat.move(key, t, rot)
        if tile not in game.hands[game.current_player]:
            raise TranscriptError(
                no, "TO-6", "%s is not in player %d's hand" % (tt.text(tile), game.current_player)
            )
        if not game.board.order:
            if tile not in game.opening:
                raise TranscriptError(
                    no, "TO-5", "the round opens with %s" % " or ".join(tt.text(o) for o in game.opening)
                )
            if key != tri.ORIGIN:
                raise TranscriptError(no, "TO-5", "the first tile goes into cell U 0 0")
        elif not game.board.is_legal(key, t, rot, game.club):
            raise TranscriptError(
                no, "TO-6", "%s does not fit in %s %d %d" % (tt.text(tile), cell[0], cell[1], cell[2])
            )
        points, code = tri.score(game.board, game.club, m)
        rule = "TO-5" if not game.board.order else "TO-7"
        if ev.get("bonus") != text.bonus_names(code):
            raise TranscriptError(
                no, rule, "bonus should be %s, not %s" % (text.bonus_names(code), ev.get("bonus"))
            )
        if _int(ev, "points", no) != points:
            raise TranscriptError(no, rule, "this placement scores %d, not %d" % (points, ev["points"]))
        game.play(m)

    def end(self, ev, no):
        game = self.game
        rule = "TO-10" if game.end_reason == "out" else "TO-11"
        if _int(ev, "round", no) != game.round_no:
            raise TranscriptError(no, None, "this is round %d" % game.round_no)
        if ev.get("reason") != game.end_reason:
            raise TranscriptError(
                no, rule, "the round ended %r, not %r" % (game.end_reason, ev.get("reason"))
            )
        winner = ev.get("winner", 0)
        if winner != game.round_winner or not (winner is None or is_int(winner)):
            raise TranscriptError(no, rule, "the round's winner is %s, not %s" % (game.round_winner, winner))
        if _int(ev, "points", no) != game.round_points:
            raise TranscriptError(no, rule, "the winner gains %d, not %d" % (game.round_points, ev["points"]))
        if int_list(no, ev, "totals", rule) != game.totals:
            raise TranscriptError(no, rule, "totals should be %s, not %s" % (game.totals, ev.get("totals")))
        self.expect = "game" if game.match_over() else "deal"

    def final(self, ev, no):
        game = self.game
        if ev.get("winner") != game.winner or not is_int(ev.get("winner")):
            raise TranscriptError(
                no, "TO-12", "the game's winner is %d, not %s" % (game.winner, short(ev.get("winner")))
            )
        if int_list(no, ev, "totals", "TO-12") != game.totals:
            raise TranscriptError(
                no, "TO-12", "totals should be %s, not %s" % (game.totals, ev.get("totals"))
            )
        self.expect = "done"

    def event(self, ev, no):
        kind = ev["ev"]
        if self.expect == "done":
            raise TranscriptError(no, "TO-12", "the game is over: nothing may follow the game event")
        if self.expect == "move" and self.game.is_over():
            self.expect = "end"
        if kind == "deal":
            if self.expect == "game":
                raise TranscriptError(
                    no, "TO-12", "a total reached the target: the game ended, expected a game event"
                )
            if self.expect != "deal":
                raise TranscriptError(no, None, "a new deal before the round ended")
            self.deal(ev, no)
        elif kind in ("place", "draw", "pass"):
            if self.expect == "end":
                rule = "TO-10" if self.game.end_reason == "out" else "TO-11"
                raise TranscriptError(
                    no, rule, "the round has ended (%s): expected an end event" % self.game.end_reason
                )
            if self.expect != "move":
                raise TranscriptError(no, None, "a %s event outside a round" % kind)
            self.turn(ev, no)
        elif kind == "end":
            if self.expect != "end":
                if self.expect == "move":
                    raise TranscriptError(
                        no, "TO-10", "the round has not ended: a player still holds tiles and play can go on"
                    )
                raise TranscriptError(no, None, "an end event outside a round")
            self.end(ev, no)
        elif kind == "game":
            if self.expect != "game":
                raise TranscriptError(
                    no,
                    "TO-12",
                    "a game event only follows the end of a round where a total reached the target",
                )
            self.final(ev, no)
        else:
            raise TranscriptError(no, None, "unknown event %r" % kind)


def replay(events):
    """Check every event; the lines to print (final totals) or TranscriptError."""
    r = Replay()
    for no, ev in events:
        try:
            r.event(ev, no)
        except TranscriptError:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
            raise TranscriptError(no, None, "malformed %s event (%s)" % (ev.get("ev"), e)) from None
    last = events[-1][0]
    game = r.game
    if r.expect in ("move", "end"):
        raise TranscriptError(
            last, None, "the transcript ends in the middle of round %d: truncated" % game.round_no
        )
    if r.expect == "game":
        raise TranscriptError(
            last, "TO-12", "a total reached the target but the game event is missing: truncated"
        )
    if game.players == 1:  # TO-17
        return [
            "Tri-Ominos solitaire, deal %d: every move legal" % game.seed,
            "score: %d (%s)" % (game.totals[0], "cleared" if game.end_reason == "out" else "blocked"),
        ]
    lines = ["Tri-Ominos: %d players, %d round(s) replayed, every move legal" % (game.players, game.round_no)]
    if game.winner is not None:
        lines.append("winner: seat %d" % (game.winner + 1))
    else:
        lines.append("game unfinished: no total reached the target of %d" % game.target)
    for seat, total in enumerate(game.totals):
        lines.append("seat %d: %d" % (seat + 1, total))
    return lines
