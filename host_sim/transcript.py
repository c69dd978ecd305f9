"""JSON-lines transcripts: reading them and reporting what is wrong with them.

A transcript is one JSON object per line (see shared/rules/traditional.md,
italian.md, triominoes.md). Checking one must never raise anything but
``TranscriptError``, which names the line and, where a rule is broken, the rule id.

Bounds (issue 17): a transcript is at most ``MAX_BYTES`` (``cli_replay`` reads no
more), a line at most ``MAX_LINE`` characters, and JSON nests at most ``MAX_DEPTH``
deep (a deal's ``hands`` is 3 deep); past them one clear line, never a
RecursionError or a read until memory runs out.

Strict values (the rule files' format): integers are JSON integers (not 1.0, not
false: ``is_int``), a domino tile is written low-high ("0-4", not "4-0").
"""

import json

MAX_BYTES = 16 << 20
MAX_LINE = 1 << 20
MAX_DEPTH = 8


class TranscriptError(Exception):
    """A transcript that cannot be replayed: line number, rule id (or None), reason."""

    def __init__(self, line_no, rule, message):
        self.line_no = line_no
        self.rule = rule
        self.message = message
        where = "line %d" % line_no if line_no else "transcript"
        text = "%s: %s" % (where, message)
        if rule:
            text += " (%s)" % rule
        Exception.__init__(self, text)


def read_events(text):
    """[(line_no, event_dict)] for the non-blank lines of ``text``."""
    events = []
    for no, line in enumerate(text.split("\n"), 1):
        if not line.strip():
            continue
        if len(line) > MAX_LINE:
            raise TranscriptError(
                no, None, "a line is at most %d characters; this one has %d" % (MAX_LINE, len(line))
            )
        try:
            ev = json.loads(line)
        except RecursionError:
            raise TranscriptError(no, None, "JSON nested more than %d deep" % MAX_DEPTH) from None
        except ValueError as e:
            raise TranscriptError(no, None, "not valid JSON (%s); the file may be truncated" % e) from None
        if depth(ev) > MAX_DEPTH:
            raise TranscriptError(no, None, "JSON nested more than %d deep" % MAX_DEPTH)
        if not isinstance(ev, dict) or not isinstance(ev.get("ev"), str):
            raise TranscriptError(no, None, 'each line must be a JSON object with an "ev" field')
        events.append((no, ev))
    if not events:
        raise TranscriptError(0, None, "the transcript is empty")
    if events[0][1]["ev"] != "deal":
        raise TranscriptError(events[0][0], None, 'a transcript starts with a "deal" event')
    return events


def depth(value):
    """How deep lists and objects nest in a parsed JSON value (no recursion)."""
    most = 0
    stack = [(value, 1)]
    while stack:
        v, d = stack.pop()
        if isinstance(v, (list, dict)):
            if d > most:
                most = d
            if d > MAX_DEPTH:
                return d
            for item in v.values() if isinstance(v, dict) else v:
                stack.append((item, d + 1))
    return most


def is_int(v):
    """A JSON integer: not a bool, not a float such as 1.0."""
    return isinstance(v, int) and not isinstance(v, bool)


def int_list(no, ev, name, rule=None):
    """``ev[name]`` as a list of JSON integers; TranscriptError otherwise."""
    v = ev.get(name)
    if not isinstance(v, list) or not all(is_int(x) for x in v):
        raise TranscriptError(no, rule, '"%s" must be a list of whole numbers, not %s' % (name, short(v)))
    return v


def short(v, most=60):
    """``repr(v)`` cut to ``most`` characters, for one-line messages."""
    r = repr(v)
    return r if len(r) <= most else r[: most - 3] + "..."


def game_of(deal):
    """Which game a deal event belongs to: 'triominoes', 'italian' or 'traditional'."""
    options = deal.get("options")
    if not isinstance(options, dict):
        options = {}
    if "pool" in deal or "pools" in deal:  # (pools: Tri-Ominos' own pools, TO-16)
        return "triominoes"
    if "goal" in options or "milestones" in options or "aside" in deal:
        return "italian"
    return "traditional"
