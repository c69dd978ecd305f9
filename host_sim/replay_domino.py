"""Checking a line-domino transcript (traditional, Italian) event by event.

The transcript is replayed on the game engine itself: every move goes through
``play``, so a move the rules forbid is rejected with the rule id the engine
names (a ``RuleError``). Around it, this module checks the event order
(deal, moves, end, then deal or match), each event's fields, the players'
order of turns, drawn tiles, announced totals and the end/match results.
Strict (issue 17): tiles are written low-high as the rule files write them ("0-4",
never "4-0"), integers are JSON integers (not 1.0, not false), and every deal must
be what its seed deals, where the deal names one (a deal without ``"seed"``, written
by hand, may hold any deal of the 28 tiles): round r is the r-th ``Rng(seed).shuffle`` of the 28 tiles,
seat s holds ``deck[s*h:(s+1)*h]`` and the boneyard (Italian: the tiles set aside)
is the rest, in drawing order (docs/domino.md). Messages name seats by the JSON's
0-based ``player`` index ("player 0"); the summary numbers them 1..n ("seat 1").
"""

from pipgrid import tiles
from pipgrid.games.domino import moves as match
from pipgrid.games.domino.moves import DRAW, PASS, RuleError
from pipgrid.rng import Rng

from host_sim.transcript import TranscriptError, int_list, short


def field(no, ev, name, kind):
    """``ev[name]`` checked to be ``kind`` ("int", "bool", "str", "list", "dict", "int|null")."""
    if name not in ev:
        raise TranscriptError(no, None, 'the "%s" event has no "%s" field' % (ev["ev"], name))
    v = ev[name]
    ok = {
        "int": isinstance(v, int) and not isinstance(v, bool),
        "bool": isinstance(v, bool),
        "str": isinstance(v, str),
        "list": isinstance(v, list),
        "dict": isinstance(v, dict),
        "int|null": v is None or (isinstance(v, int) and not isinstance(v, bool)),
    }[kind]
    if not ok:
        raise TranscriptError(
            no, None, '"%s" must be %s, not %s' % (name, kind.replace("|", " or "), short(v))
        )
    return v


def tile_of(no, text, where):
    """The tile written ``text``: low-high, e.g. "1-3" (the rule files' form); TranscriptError otherwise."""
    try:
        t = tiles.parse(text)
    except ValueError:
        raise TranscriptError(
            no, None, "%s holds %s, not a tile written a-b with pips 0..6" % (where, short(text))
        ) from None
    if tiles.text(t) != text:
        raise TranscriptError(
            no, None, '%s holds "%s": a tile is written low-high, "%s"' % (where, text, tiles.text(t))
        )
    return t


def tile_list(no, ev, name):
    return [tile_of(no, text, '"%s"' % name) for text in field(no, ev, name, "list")]


def tiles_text(ts):
    return " ".join(tiles.text(t) for t in ts) or "nothing"


class Checker:
    """Replays events on a game; the per-game subclasses supply the rule ids and
    the game-specific fields."""

    game_name = ""
    cls = None
    option_names = ()
    rest_name = "boneyard"
    turn_rule = ""
    deal_rule = ""
    total_rule = ""
    match_rule = ""

    def __init__(self):
        self.game = None
        self.first = None
        self.phase = "deal"  # deal -> moves -> end -> (deal | match) -> done
        self.last_no = 0
        self.deal_rng = None  # Rng(seed) of the first deal: each round's shuffle in turn

    # Per-game hooks in the subclasses: move_of(no, ev) -> move,
    # check_play_fields(no, ev, move) after a play, end_rule(reason) -> rule id,
    # draw_size() -> tiles a draw takes now.

    def rest_of_deal(self, no, ev):
        return tile_list(no, ev, self.rest_name)

    # -- events --------------------------------------------------------------------------------

    def deal(self, no, ev):
        if self.phase not in ("deal", "after_end"):
            raise TranscriptError(no, None, "a deal before round %d has ended" % self.game.round_no)
        if self.game is not None and self.game.match_over():
            raise TranscriptError(no, self.match_rule, "the match is won; a match event must follow")
        expected = 1 if self.game is None else self.game.round_no + 1
        round_no = field(no, ev, "round", "int")
        if round_no != expected:
            raise TranscriptError(no, None, "expected round %d, not %d" % (expected, round_no))
        seed = field(no, ev, "seed", "int") if "seed" in ev else None  # None: a hand-made deal
        players = field(no, ev, "players", "int")
        options = field(no, ev, "options", "dict")
        for name in sorted(options):
            if name not in self.option_names:
                raise TranscriptError(no, None, "unknown option %r in the deal" % name)
        for name in self.option_names:
            if name not in options:
                raise TranscriptError(no, None, 'the deal\'s options lack "%s"' % name)
            if not isinstance(options[name], (bool, int)):
                raise TranscriptError(
                    no,
                    None,
                    'option "%s" is true, false or a whole number, not %s' % (name, short(options[name])),
                )
        hands = field(no, ev, "hands", "list")
        if len(hands) != players:
            raise TranscriptError(no, self.deal_rule, "%d hands for %d players" % (len(hands), players))
        deck = []
        parsed = []
        for s in range(players):
            if not isinstance(hands[s], list):
                raise TranscriptError(no, None, '"hands" holds lists of tiles, not %s' % short(hands[s]))
            hand = [tile_of(no, t, '"hands"[%d]' % s) for t in hands[s]]
            parsed.append(hand)
            deck.extend(hand)
        rest = self.rest_of_deal(no, ev)
        if self.first is None:
            try:
                game = self.cls(players, 0 if seed is None else seed, options, deck + rest)
            except ValueError as e:
                raise TranscriptError(no, getattr(e, "rule", None) or self.deal_rule, str(e)) from None
            self.first = (seed, players, dict(options))
            self.game = game
        else:
            if (seed, players, options) != self.first:
                raise TranscriptError(no, None, "seed, players and options stay the same all match")
            try:
                self.game.start_round(deck + rest)
            except ValueError as e:
                raise TranscriptError(no, getattr(e, "rule", None) or self.deal_rule, str(e)) from None
        for s in range(players):
            if len(hands[s]) != self.game.hand_size:
                raise TranscriptError(
                    no,
                    self.deal_rule,
                    "player %d is dealt %d tiles, not %d" % (s, len(hands[s]), self.game.hand_size),
                )
        self.check_seed(no, seed, parsed, rest)
        self.phase = "moves"

    def check_seed(self, no, seed, hands, rest):
        """The hands and the rest must be what ``seed`` deals this round (docs/domino.md);
        a deal without a seed (written by hand) may hold any deal of the 28 tiles."""
        if seed is None:
            return
        if self.deal_rng is None:
            self.deal_rng = Rng(seed)
        deck = match.deal(self.deal_rng)
        h = self.game.hand_size
        where = "round %d of seed %d (docs/domino.md: round r is the r-th Rng(seed).shuffle)" % (
            self.game.round_no,
            seed,
        )
        for s, hand in enumerate(hands):
            want = sorted(deck[s * h : (s + 1) * h])
            if sorted(hand) != want:
                raise TranscriptError(
                    no, self.deal_rule, '"hands"[%d] must be %s in %s' % (s, tiles_text(want), where)
                )
        want = list(deck[len(hands) * h :])
        if self.rest_name == "aside":  # set aside, never drawn: any order
            want, rest = sorted(want), sorted(rest)
        if rest != want:
            raise TranscriptError(
                no, self.deal_rule, '"%s" must be %s in %s' % (self.rest_name, tiles_text(want), where)
            )

    def move(self, no, ev):
        if self.phase != "moves":
            if self.phase == "end":
                reason = self.game.result()[0]
                raise TranscriptError(
                    no,
                    self.end_rule(reason),
                    "round %d is over (%s); an end event must follow" % (self.game.round_no, reason),
                )
            raise TranscriptError(no, None, 'a "%s" event outside a round' % ev["ev"])
        g = self.game
        player = field(no, ev, "player", "int")
        if player != g.current_player:
            raise TranscriptError(
                no, self.turn_rule, "it is player %d's turn, not player %d's" % (g.current_player, player)
            )
        kind = ev["ev"]
        if kind == "play":
            move = self.move_of(no, ev)
        elif kind == "draw":
            move = DRAW
            drawn = tile_list(no, ev, "tiles")
            expected = self.expected_draw()
            self.rule_check(no, move)
            if drawn != expected:
                raise TranscriptError(
                    no,
                    self.draw_rule,
                    "the draw gives %s, not %s" % (tiles_text(expected), tiles_text(drawn)),
                )
        else:
            move = PASS
        self.rule_check(no, move)
        g.play(move)
        if kind == "play":
            self.check_play_fields(no, ev, move)
        if g.is_over():
            self.phase = "end"

    def rule_check(self, no, move):
        """TranscriptError with the engine's rule id if ``move`` is illegal now."""
        try:
            self.game.check(move)
        except RuleError as e:
            raise TranscriptError(no, e.rule, e.message) from None
        except ValueError as e:
            raise TranscriptError(no, None, str(e)) from None

    def end(self, no, ev):
        g = self.game
        if self.phase != "end":
            claimed = ev.get("reason")
            raise TranscriptError(
                no,
                self.end_rule(claimed if isinstance(claimed, str) else ""),
                "round %d has not ended" % g.round_no if g else "no round was dealt",
            )
        reason, winner, points = g.result()
        rule = self.end_rule(reason)
        if field(no, ev, "round", "int") != g.round_no:
            raise TranscriptError(no, None, "this is round %d" % g.round_no)
        if field(no, ev, "reason", "str") != reason:
            raise TranscriptError(no, rule, 'the round ends by "%s", not "%s"' % (reason, ev["reason"]))
        w = field(no, ev, "winner", "int|null")
        if w != winner:
            raise TranscriptError(
                no,
                rule,
                "the winner is %s, not %s"
                % (
                    "nobody" if winner is None else "player %d" % winner,
                    "nobody" if w is None else "player %d" % w,
                ),
            )
        if field(no, ev, "points", "int") != points:
            raise TranscriptError(no, rule, "the round scores %d points, not %d" % (points, ev["points"]))
        if int_list(no, ev, "totals", self.total_rule) != g.scores():
            raise TranscriptError(
                no, self.total_rule, "the totals are %s, not %s" % (g.scores(), ev["totals"])
            )
        self.phase = "after_end"

    def match(self, no, ev):
        g = self.game
        if self.phase != "after_end" or not g.match_over():
            raise TranscriptError(no, self.match_rule, "no player has won the match yet")
        if field(no, ev, "winner", "int") != g.winner:
            raise TranscriptError(
                no,
                self.match_rule,
                "player %d wins the match, not player %d" % (g.winner, ev["winner"]),
            )
        if int_list(no, ev, "totals", self.match_rule) != g.scores():
            raise TranscriptError(
                no, self.match_rule, "the totals are %s, not %s" % (g.scores(), ev["totals"])
            )
        self.phase = "done"

    def run(self, events):
        handlers = {
            "deal": self.deal,
            "play": self.move,
            "draw": self.move,
            "pass": self.move,
            "end": self.end,
            "match": self.match,
        }
        for no, ev in events:
            self.last_no = no
            if self.phase == "done":
                raise TranscriptError(no, None, "nothing may follow the match event")
            handler = handlers.get(ev["ev"])
            if handler is None:
                raise TranscriptError(no, None, "unknown event %s" % short(ev["ev"]))
            try:
                handler(no, ev)
            except TranscriptError:
                raise
            except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:  # never a traceback
                raise TranscriptError(
                    no, None, "malformed %s event (%s)" % (short(ev["ev"]), short(e))
                ) from None
        g = self.game
        if self.phase in ("moves", "end"):
            raise TranscriptError(
                self.last_no, None, "the transcript stops in the middle of round %d (truncated?)" % g.round_no
            )
        if self.phase == "after_end" and g.match_over():
            raise TranscriptError(
                self.last_no,
                self.match_rule,
                "player %d has won the match but no match event follows (truncated?)" % g.winner,
            )
        return self.summary()

    def expected_draw(self):
        g = self.game
        return list(g.deck[g.bone : g.bone + self.draw_size()])

    def summary(self):
        g = self.game
        lines = [
            "%s: %d players, %d round%s, totals %s"
            % (
                self.game_name,
                g.players,
                g.round_no,
                "" if g.round_no == 1 else "s",
                " ".join("%d" % v for v in g.scores()),
            )
        ]
        if g.match_over():
            lines.append("match won by seat %d" % (g.winner + 1))
        else:
            lines.append("match not finished")
        return lines
