"""Referee for Luzon verdicts (shared/rules/luzon.md, CLI shape from issue 2).

``check(obj, deal=, variant=)`` checks one object printed by
``python -m host_sim luzon --deal N [--variant V] --json``: the exact shape, the deal as a
partition of the 28 tiles (LZ-1, LZ-2), and the solution replayed move by move (LZ-5 ..
LZ-10, LZ-H1/H2) to a won game of 14 removals. ``solve(columns, reserve, variant)`` is an
exhaustive search of our own used to confirm "unwinnable" verdicts.

Move text (issue 2): a removal ``a-b+c-d``, a column move ``a-b>S`` to slot S (0..4).
A column is written top to bottom; its last tile is the bottom tile (LZ-2).
"""

import re

from . import DOMINO_SET, Violation, domino

KEYS = ["deal", "variant", "columns", "reserve", "winnable", "solution"]
SELF_COMPLEMENT = {(0, 6), (1, 5), (2, 4), (3, 3)}  # LZ-H2
_REMOVE_RE = re.compile(r"^([0-6]-[0-6])\+([0-6]-[0-6])$")
_MOVE_RE = re.compile(r"^([0-6]-[0-6])>([0-4])$")


def complement(t):
    a, b = 6 - t[1], 6 - t[0]
    return (a, b)


def pairs(t, u, variant):
    """LZ-6 (classic: values sum to 12) or LZ-H1/H2 (hard: the one partner)."""
    if t == u:
        return False
    if variant == "classic":
        return sum(t) + sum(u) == 12
    if t in SELF_COMPLEMENT:
        return u in SELF_COMPLEMENT
    return u == complement(t)


def _fail(rule, msg):
    raise Violation(0, rule, msg)


def check(obj, deal, variant="classic"):
    """Check one verdict object; return True when it claims (and proves) a win."""
    if not isinstance(obj, dict) or list(obj) != KEYS:
        _fail(
            "format",
            "keys must be exactly %s in this order, got %s"
            % (KEYS, list(obj) if isinstance(obj, dict) else obj),
        )
    if obj["deal"] != deal or isinstance(obj["deal"], bool):
        _fail("LZ-4", "deal is %r, asked for %d" % (obj["deal"], deal))
    if obj["variant"] != variant:
        _fail("format", "variant is %r, asked for %r" % (obj["variant"], variant))
    cols = obj["columns"]
    if not (
        isinstance(cols, list) and len(cols) == 5 and all(isinstance(c, list) and len(c) == 5 for c in cols)
    ):
        _fail("LZ-2", "columns must be 5 lists of 5 tiles, got %r" % (cols,))
    res = obj["reserve"]
    if not (isinstance(res, list) and len(res) == 3):
        _fail("LZ-2", "the reserve must hold 3 tiles, got %r" % (res,))
    columns = [[_tile(s) for s in c] for c in cols]
    reserve = [_tile(s) for s in res]
    every = [t for c in columns for t in c] + reserve
    if sorted(every) != DOMINO_SET:
        _fail("LZ-1", "columns and reserve are not the 28 tiles, each once")
    if not isinstance(obj["winnable"], bool) or not isinstance(obj["solution"], list):
        _fail("format", "winnable must be true/false and solution a list")
    if not obj["winnable"]:
        if obj["solution"]:
            _fail("format", "an unwinnable deal has an empty solution")
        return False
    replay(columns, reserve, obj["solution"], variant)
    return True


def _tile(s):
    t = domino(s)
    if t is None:
        _fail("LZ-1", "%r is not a double-six tile written low-high" % (s,))
    return t


def replay(columns, reserve, moves, variant):
    """Play ``moves`` from the deal; fail unless every move is legal and the game is won."""
    slots = [list(c) for c in columns]
    reserve = list(reserve)
    removals = 0
    for i, m in enumerate(moves):
        where = "solution move %d %r" % (i + 1, m)
        rm = _REMOVE_RE.match(m) if isinstance(m, str) else None
        mv = _MOVE_RE.match(m) if isinstance(m, str) else None
        if rm:
            t, u = _tile(rm.group(1)), _tile(rm.group(2))
            if t == u:
                _fail("LZ-6", "%s: one tile alone is never removed" % where)
            bottoms = [s[-1] for s in slots if s]
            for x in (t, u):
                if x not in bottoms and x not in reserve:
                    _fail(
                        "LZ-5",
                        "%s: %d-%d is not available (bottoms %s, reserve %s)"
                        % (where, x[0], x[1], bottoms, reserve),
                    )
            if t in reserve and u in reserve:
                _fail("LZ-8", "%s: two reserve tiles never pair" % where)
            if not pairs(t, u, variant):
                _fail(
                    "LZ-H1" if variant == "hard" else "LZ-6",
                    "%s: these tiles do not pair (%s rules)" % (where, variant),
                )
            for x in (t, u):
                if x in reserve:
                    reserve.remove(x)
                else:
                    [s for s in slots if s and s[-1] == x][0].pop()
            removals += 1
        elif mv:
            t, slot = _tile(mv.group(1)), int(mv.group(2))
            if t in reserve:
                _fail("LZ-9", "%s: reserve tiles never move into a slot" % where)
            src = [s for s in slots if s and s[-1] == t]
            if not src:
                _fail("LZ-9", "%s: only a bottom tile moves" % where)
            if len(src[0]) < 2:
                _fail("LZ-9", "%s: the tile's column holds only it" % where)
            if slots[slot]:
                _fail("LZ-9", "%s: slot %d is not empty" % (where, slot))
            src[0].pop()
            slots[slot].append(t)
        else:
            _fail("format", "%s is neither a-b+c-d nor a-b>S" % where)
    if any(slots) or reserve:
        _fail("LZ-10", "after the solution %d tiles remain" % (sum(map(len, slots)) + len(reserve)))
    if removals != 14:
        _fail("LZ-10", "a won game makes 14 removals, the solution makes %d" % removals)


def solve(columns, reserve, variant="classic"):
    """Exhaustive search, independent of the engine: True when the deal can be won.

    State: the multiset of non-empty columns (slots are interchangeable) and the reserve.
    Every move either removes two tiles or adds a column, so the state graph has no cycle;
    failed states are memoised.
    """
    failed = set()

    def key(cols, res):
        return (tuple(sorted(cols)), tuple(sorted(res)))

    def win(cols, res):
        if not cols and not res:
            return True
        k = key(cols, res)
        if k in failed:
            return False
        bottoms = [c[-1] for c in cols]
        # removals: column bottom with column bottom, column bottom with reserve (LZ-6, LZ-8)
        for i in range(len(cols)):
            t = bottoms[i]
            for j in range(i + 1, len(cols)):
                if pairs(t, bottoms[j], variant):
                    nc = [c for n, c in enumerate(cols) if n != i and n != j]
                    for n in (i, j):
                        if len(cols[n]) > 1:
                            nc.append(cols[n][:-1])
                    if win(nc, res):
                        return True
            for r in range(len(res)):
                if pairs(t, res[r], variant):
                    nc = [c for n, c in enumerate(cols) if n != i]
                    if len(cols[i]) > 1:
                        nc.append(cols[i][:-1])
                    if win(nc, res[:r] + res[r + 1 :]):
                        return True
        # column moves into an empty slot (LZ-9)
        if len(cols) < 5:
            for i in range(len(cols)):
                if len(cols[i]) >= 2:
                    nc = [c for n, c in enumerate(cols) if n != i]
                    nc.append(cols[i][:-1])
                    nc.append((cols[i][-1],))
                    if win(nc, res):
                        return True
        failed.add(k)
        return False

    return win([tuple(c) for c in columns if c], tuple(reserve))
