"""Checks the line-domino games need only when a match starts with options or
from a deck given from outside: rule options against a game's option table
(TR-2, IT-1, IT-M1 player counts) and a deck of the 28 tiles (TR-1). Imported
on demand: a match with default options that deals its own rounds never loads
this module, which saves its memory on a microcontroller.
"""

from pipgrid import tiles
from pipgrid.games.domino.moves import RuleError


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
        if is_bool != wants_bool or not (is_bool or isinstance(value, int)) or value not in choices:
            raise ValueError("option %s must be %s, not %r" % (name, choice_text(choices), value))
        out[name] = value
    return out


def choice_text(choices):
    if isinstance(choices[0], bool):
        return "on or off"
    if len(choices) > 4 and choices[-1] - choices[0] == len(choices) - 1:
        return "%d..%d" % (choices[0], choices[-1])
    return "/".join("%d" % c for c in choices)


def traditional_options(players, given):
    """Full option dict for ``players`` seats (TR-2 players, traditional_rules.OPTIONS)."""
    from pipgrid.games.domino import traditional_rules as rules

    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 4:
        raise RuleError("TR-2", "traditional domino is for 2 to 4 players")
    given = dict(given or {})
    for name in sorted(given):
        if name not in rules.OPTION_NAMES:
            raise ValueError("unknown option %r (known: %s)" % (name, ", ".join(rules.OPTION_NAMES)))
    size = given.pop("hand_size", None)
    table = [row for row in rules.OPTIONS if row[0] != "hand_size"]
    options = check_options(table, given)
    if size is None:
        size = rules.HAND_SIZE[players]
    elif isinstance(size, bool) or not isinstance(size, int) or not 1 <= size <= tiles.COUNT // players:
        raise ValueError("option hand_size must be 1..%d with %d players" % (tiles.COUNT // players, players))
    options["hand_size"] = size
    return options


def italian_options(players, given):
    """Full option dict for ``players`` seats (IT-1, IT-M1 player counts)."""
    from pipgrid.games.domino.italian_rules import OPTIONS

    options = check_options(OPTIONS, given)
    low = 2 if options["milestones"] else 3
    if not isinstance(players, int) or isinstance(players, bool) or not low <= players <= 5:
        rule = "IT-M1" if options["milestones"] else "IT-1"
        raise RuleError(
            rule,
            "Italian domino%s is for %d to 5 players"
            % (" with milestones" if options["milestones"] else "", low),
        )
    return options
