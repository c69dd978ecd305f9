"""Outside referees: checkers written from the rule files in shared/rules/ only.

Each module replays one game's CLI output and raises :class:`Violation` at the first
event that breaks a rule, naming the transcript line and the rule id. They import
nothing from the engines (``firmware/lib/pipgrid/games``) or the project's own
transcript checkers (``host_sim/replay_*``): agreeing with those would prove nothing.

Shared here: the transcript reader and the double-six tile helpers (TR-1, LZ-1).
"""

import json
import re
from collections import Counter


class Violation(AssertionError):
    """A transcript event that breaks a rule: ``line`` is 1-based (0 = whole output)."""

    def __init__(self, line, rule, message):
        self.line = line
        self.rule = rule
        self.message = message
        super().__init__("line %d: %s: %s" % (line, rule, message))


class Reader:
    """JSON lines, one event each, read in order with the line number kept for errors."""

    def __init__(self, text, stats=None):
        self.stats = Counter() if stats is None else stats  # what the transcript exercised
        self.lines = [ln for ln in text.splitlines()]
        self.pos = 0  # index of the next line to read
        self.line = 0  # 1-based number of the last line read

    def next(self, rule="format"):
        if self.pos >= len(self.lines):
            raise Violation(self.pos + 1, rule, "transcript ends here, another event was due")
        raw = self.lines[self.pos]
        self.pos += 1
        self.line = self.pos
        try:
            ev = json.loads(raw)
        except ValueError:
            raise Violation(self.line, "format", "not a JSON line: %r" % raw[:80]) from None
        if not isinstance(ev, dict) or "ev" not in ev:
            raise Violation(self.line, "format", 'an event object with an "ev" key was due')
        return ev

    def at_end(self):
        return self.pos >= len(self.lines)

    def expect_end(self, rule):
        if not self.at_end():
            raise Violation(self.pos + 1, rule, "no more events were due, got %r" % self.lines[self.pos][:80])

    def fail(self, rule, message):
        raise Violation(self.line, rule, message)

    def keys(self, ev, keys, rule="format", optional=()):
        """The event holds exactly ``keys`` (plus any of ``optional``)."""
        got = set(ev)
        missing = set(keys) - got
        extra = got - set(keys) - set(optional)
        if missing or extra:
            self.fail(
                rule,
                "%s event: missing keys %s, unexpected keys %s"
                % (ev.get("ev"), sorted(missing), sorted(extra)),
            )

    def equal(self, rule, what, got, want):
        if got != want:
            self.fail(rule, "%s is %r, the rules give %r" % (what, got, want))

    def deal(self, rule, round_no, seed, players, options, rest_key, options_rule="options"):
        """The deal event's header (shared by every game's transcript); returns the event."""
        ev = self.next(rule)
        self.equal(rule, "event", ev.get("ev"), "deal")
        self.keys(ev, ("ev", "round", "seed", "players", "options", "hands", rest_key), rule)
        self.equal(rule, "round number", ev["round"], round_no)
        if round_no == 1:  # the chosen seed deals round 1 (the rule files' `"seed":7` for --seed 7)
            self.equal(rule, "seed", ev["seed"], seed)
        elif not isinstance(ev["seed"], int) or isinstance(ev["seed"], bool) or not 0 <= ev["seed"] < 1 << 32:
            # every later round names its own seed (issue 26): how it follows from the
            # match's is the project's own business, not the rules'
            self.fail(rule, "a round's seed is an integer 0..2**32-1, not %r" % (ev["seed"],))
        self.equal(rule, "players", ev["players"], players)
        self.equal(options_rule, "options", ev["options"], options)
        if not isinstance(ev["hands"], list) or len(ev["hands"]) != players:
            self.fail(rule, "hands must list one hand per player")
        return ev

    def round_end(self, rule, round_no, reason, winner, points, totals, why, points_rule=None):
        """The ``end`` event every game writes after a round; ``why`` says what ended it."""
        ev = self.next(rule)
        if ev.get("ev") != "end":
            self.fail(rule, "the round is over (%s); an end event was due, got %r" % (why, ev))
        self.keys(ev, ("ev", "round", "reason", "winner", "points", "totals"), rule)
        self.equal(rule, "end round", ev["round"], round_no)
        if reason is not None:
            self.equal(rule, "end reason", ev["reason"], reason)
            self.equal(rule, "end winner", ev["winner"], winner)
        if points is not None:
            self.equal(points_rule or rule, "end points", ev["points"], points)
        self.equal(points_rule or rule, "end totals", ev["totals"], totals)
        return ev

    def final(self, rule, name, winner, totals):
        """The last event (``match`` or ``game``): winner and totals, then nothing more."""
        ev = self.next(rule)
        self.keys(ev, ("ev", "winner", "totals"), rule)
        self.equal(rule, "event", ev["ev"], name)
        self.equal(rule, name + " winner", ev["winner"], winner)
        self.equal(rule, name + " totals", ev["totals"], totals)
        self.expect_end(rule)
        self.stats[name] += 1


# ---- double-six tiles (TR-1, LZ-1, IT-1) ---------------------------------------------

DOMINO_SET = [(a, b) for a in range(7) for b in range(a, 7)]
_DOMINO_RE = re.compile(r"^([0-6])-([0-6])$")


def ascending(text, pattern):
    """Numbers of a tile text matching ``pattern``, as a tuple, when they never decrease
    (dominoes are written low-high, TR-1; Tri-Ominos clockwise from the lowest, TO-1)."""
    if not isinstance(text, str):
        return None
    m = pattern.match(text)
    if not m:
        return None
    t = tuple(int(g) for g in m.groups())
    return t if list(t) == sorted(t) else None


def domino(text):
    """'a-b' written low-high -> (a, b); None when it is not such a tile."""
    return ascending(text, _DOMINO_RE)


def domino_text(t):
    return "%d-%d" % t


def value(t):
    return sum(t)


def rank(t):
    """TR-4 ranking key (bigger ranks higher): value, then a double above a non-double,
    then the higher low half: 6-6, 5-6, 5-5, 4-6, 4-5, 3-6, 4-4, 3-5, 2-6, ..."""
    return (t[0] + t[1], t[0] == t[1], t[0])


def tiles_of(reader, items, rule, what):
    """Parse a list of tile texts, failing on anything that is not a low-high tile."""
    if not isinstance(items, list):
        reader.fail(rule, "%s must be a list" % what)
    out = []
    for s in items:
        t = domino(s)
        if t is None:
            reader.fail(rule, "%s holds %r, not a double-six tile written low-high" % (what, s))
        out.append(t)
    return out


def check_partition(reader, groups, full, rule):
    """Every tile of ``full`` exactly once across ``groups`` (lists of tiles)."""
    seen = []
    for g in groups:
        seen.extend(g)
    if sorted(seen) != sorted(full) or len(set(seen)) != len(seen):
        dup = sorted(t for t in set(seen) if seen.count(t) > 1)
        missing = sorted(set(full) - set(seen))
        reader.fail(
            rule, "the deal is not the %d-tile set: duplicated %s, missing %s" % (len(full), dup, missing)
        )
