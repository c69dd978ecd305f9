"""The Tri-Ominos options table (shared/rules/triominoes.md) and its check.

One dict carries a game's options from the set-up pages and the command line to the
engine, the saves and the transcript, in one shape throughout:

- ``draw_limit``: None (no limit, the seed's) or 0..56, the most tiles drawn in a
  turn; 0: no drawing (TO-8);
- ``club``: False or True, the club scoring (TO-5, TO-10, TO-12) and the club's
  extras, drawing at any time (TO-14) and placing on vertices (TO-15);
- ``target``: 1..65535, the game's winning total; None in a table or a given dict
  means the rules' default, 400 (club: 200) (TO-12); a game holds the number;
- ``pools``: "shared" (one pool) or "own" (a face-down pool per player, TO-16; 2..6
  players).

One player is solitaire (TO-17): one round, no target, shared pool.
Loaded only to check given options (the engine builds the defaults itself).
"""

# (name, default, choices)
OPTIONS = (
    ("draw_limit", None, (None,) + tuple(range(57))),
    ("club", False, (False, True)),
    ("target", None, range(1, 65536)),
    ("pools", "shared", ("shared", "own")),
)
NAMES = ("draw_limit", "club", "target", "pools")
_SAY = {
    "draw_limit": "none or 0..56 (TO-8)",
    "club": "on or off (TO-14, TO-15)",
    "target": "1..65535 (TO-12)",
    "pools": "shared or own (TO-16)",
}


def defaults():
    """The table's defaults as a fresh dict (``target`` None: by ``club``)."""
    out = {}
    for name, default, _choices in OPTIONS:
        out[name] = default
    return out


def default_target(club):
    """The target when none is given: 400, with the club rules 200 (TO-12)."""
    return 200 if club else 400


def checked(players, given):
    """The full options for ``players`` seats with ``given`` (a dict, may be None)
    applied, ``target`` resolved; ValueError naming the option or the rule."""
    out = defaults()
    for name in sorted(given or {}):
        if name not in NAMES:
            raise ValueError("unknown option %r (known: %s)" % (name, ", ".join(NAMES)))
        value = given[name]
        choices = OPTIONS[NAMES.index(name)][2]
        if name == "target" and value is None:
            pass
        elif (
            isinstance(value, bool) != (name == "club")
            or (name == "target" and not isinstance(value, int))
            or value not in choices
        ):
            raise ValueError("option %s must be %s, not %r" % (name, _SAY[name], value))
        out[name] = value
    if out["target"] is None:
        out["target"] = default_target(out["club"])
    if not isinstance(players, int) or isinstance(players, bool) or not 1 <= players <= 6:
        raise ValueError("Tri-Ominos is for 1 to 6 players (TO-4, TO-17)")
    if players == 1 and out["pools"] == "own":
        raise ValueError("own pools need 2 to 6 players; solitaire draws from the one pool (TO-16)")
    return out
