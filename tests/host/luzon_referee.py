"""An independent Luzon referee written from shared/rules/luzon.md alone (no pipgrid
import): positions are 5 lists of (a, b) tiles top to bottom plus a reserve list.
Used by the host tests to replay the CLI's solutions and to brute-force deals."""


def tile(text):
    a, b = int(text[0]), int(text[2])
    assert text[1] == "-" and 0 <= a <= 6 and 0 <= b <= 6, text
    return (min(a, b), max(a, b))


def pairs(x, y, variant):
    """LZ-6 (values sum to 12); hard: LZ-H1 complement, LZ-H2 self-complementary tiles."""
    if x == y:
        return False
    if variant == "hard":
        comp = (6 - x[1], 6 - x[0])
        selfx = x[0] + x[1] == 6
        selfy = y[0] + y[1] == 6
        return comp == y or (selfx and selfy)
    return sum(x) + sum(y) == 12


def moves(cols, res, variant):
    """Every legal move: ("remove", x, y) and ("move", t, slot)."""
    out = []
    bottoms = [(c[-1], i) for i, c in enumerate(cols) if c]
    for i in range(len(bottoms)):
        for j in range(i + 1, len(bottoms)):
            if pairs(bottoms[i][0], bottoms[j][0], variant):
                out.append(("remove", bottoms[i][0], bottoms[j][0]))
        for r in res:  # LZ-8: reserve pairs only with bottoms
            if pairs(bottoms[i][0], r, variant):
                out.append(("remove", bottoms[i][0], r))
    empty = [i for i, c in enumerate(cols) if not c]
    if empty:
        for c in cols:
            if len(c) >= 2:  # LZ-9
                out.append(("move", c[-1], empty[0]))
    return out


def apply(cols, res, move):
    cols = [list(c) for c in cols]
    res = list(res)
    if move[0] == "move":
        _, t, slot = move
        src = [i for i, c in enumerate(cols) if c and c[-1] == t]
        assert src and len(cols[src[0]]) >= 2 and not cols[slot], move
        cols[slot].append(cols[src[0]].pop())
        return cols, res
    _, x, y = move
    for t in (x, y):
        src = [i for i, c in enumerate(cols) if c and c[-1] == t]
        if src:
            cols[src[0]].pop()
        else:
            res.remove(t)
    return cols, res


def parse(text):
    """A move written ``a-b+c-d`` or ``a-b>S``."""
    if ">" in text:
        t, s = text.split(">")
        return ("move", tile(t), int(s))
    x, y = text.split("+")
    return ("remove", tile(x), tile(y))


def legal(cols, res, move, variant):
    """Is ``move`` legal, comparing column moves by tile and target slot."""
    if move[0] == "move":
        _, t, slot = move
        return not cols[slot] and any(len(c) >= 2 and c[-1] == t for c in cols)
    _, x, y = move
    bottoms = [c[-1] for c in cols if c]
    if x not in bottoms and y not in bottoms:
        return False  # LZ-8 (or not available at all)
    return all(t in bottoms or t in res for t in (x, y)) and pairs(x, y, variant)


def replay(columns, reserve, solution, variant):
    """True when the written solution is legal move by move and removes all 28 tiles."""
    cols = [[tile(t) for t in c] for c in columns]
    res = [tile(t) for t in reserve]
    for text in solution:
        move = parse(text)
        if not legal(cols, res, move, variant):
            return False
        cols, res = apply(cols, res, move)
    return not res and not any(cols)


def winnable(cols, res, variant, memo=None):
    """Brute force: memoised search over every legal move (recursion is fine here)."""
    if memo is None:
        memo = {}
    key = (tuple(sorted(tuple(c) for c in cols)), tuple(sorted(res)))
    if key in memo:
        return memo[key]
    if not res and not any(cols):
        return True
    result = False
    for m in moves(cols, res, variant):
        c2, r2 = apply(cols, res, m)
        if winnable(c2, r2, variant, memo):
            result = True
            break
    memo[key] = result
    return result
