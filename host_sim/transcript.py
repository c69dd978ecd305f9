"""JSON-lines transcripts: reading them and reporting what is wrong with them.

A transcript is one JSON object per line (see shared/rules/traditional.md,
italian.md, triominoes.md). Checking one must never raise anything but
``TranscriptError``, which names the line and, where a rule is broken, the rule id.
"""

import json


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
    for no, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            ev = json.loads(line)
        except ValueError as e:
            raise TranscriptError(no, None, "not valid JSON (%s); the file may be truncated" % e) from None
        if not isinstance(ev, dict) or not isinstance(ev.get("ev"), str):
            raise TranscriptError(no, None, 'each line must be a JSON object with an "ev" field')
        events.append((no, ev))
    if not events:
        raise TranscriptError(0, None, "the transcript is empty")
    if events[0][1]["ev"] != "deal":
        raise TranscriptError(events[0][0], None, 'a transcript starts with a "deal" event')
    return events


def game_of(deal):
    """Which game a deal event belongs to: 'triominoes', 'italian' or 'traditional'."""
    options = deal.get("options")
    if not isinstance(options, dict):
        options = {}
    if "pool" in deal:
        return "triominoes"
    if "goal" in options or "milestones" in options or "aside" in deal:
        return "italian"
    return "traditional"
