"""Exact depth-first search over Luzon positions (symbols, counts: ``luzon_position``).

One loop changing one position in place, with its own stack: no recursion, no
object and no function call per node (a call per safe class, ``safe``, and per dead
end, ``luzon_back.back``, kept apart so that each module compiles in a small heap).
Play always
ends (at most 14 removals + 25 column moves: a moved tile is alone in its slot and a
lone tile never moves again), so the stack is at most 39 deep.

Moves of a position, in this order: for each slot bottom (slot 0 first) with a
partner available, its removals with a later slot's bottom, with a single, with a
reserve tile; then removals of each single (in the order they were moved) with a
single or a reserve tile; then, with a slot free, the column moves of slots holding 2
or more tiles (LZ-9). A safe class (see ``luzon_position``) met during that scan
replaces them all with its one pair, or with nothing when it is dead. A position with
exactly one move is no choice: that move is played at once as part of the same step.

The table holds only positions proven dead, keyed by a canonical int below 2**30
(a small int on a 32-bit board): the height left of each slot's own column, one bit
per reserve position left, and the rank of the singles' symbols (slots are alike,
tiles of a symbol are alike; ``luzon_position.rank``). It is
bounded: at ``table_limit`` entries it is cleared, which costs time, never
correctness, so memory stays bounded on a microcontroller. The key is 0 exactly
when every tile is gone (LZ-10: won).
"""

from pipgrid.luzon_back import back
from pipgrid.luzon_position import POW6, RES, SG, SHIFT, SINGLE, codes, rank, safe, start, tables

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


DEFAULT_TABLE = const(4096)
_SLOTS = (0, 1, 2, 3, 4)
_LATER = ((1, 2, 3, 4), (2, 3, 4), (3, 4), (4,), ())  # the slots after slot k


def search(columns, reserve, variant, table=None, table_limit=DEFAULT_TABLE):
    """Exact DFS from a position (5 columns of tiles top to bottom, reserve tiles).

    Returns (abstract winning line or None, nodes). ``table`` is a set of positions
    proven dead, shared by searches of positions of the same deal and variant.
    ``columns`` and ``reserve`` are read, never changed.
    """
    if table is None:
        table = set()
    tb = tables(variant)
    ts, tp, tw, partner, cm, _, _, empty = tb
    cd = codes(variant)
    sw = cd[0]
    sc = 0  # the singles' code and rank (luzon_position)
    sr = 0
    col = columns
    # slot heights left and bottom symbols, counts (luzon_position), reserve symbols
    h, bot, pa, avr, rs, bur, key = start(columns, reserve, tb)
    sg = []  # symbols of the singles, in the order they were moved
    state = (h, bot, pa, avr, sg, rs, tuple(rs), col)
    if not key:
        return [], 1
    nodes = 1
    stack = []  # per frame: the moves not yet tried
    line = []  # per frame below the root: the step that led to it
    seq = None  # the step being played (None: the root)
    mode = 0  # 0 expand the position, 1 it is dead, 2 try the next move of the frame
    m = 0
    while True:
        if mode == 0:
            child = []
            for k in _SLOTS:
                x = bot[k]
                if not pa[x]:
                    continue  # no partner available (LZ-6), or an empty slot
                p = partner[x]
                if not bur & cm[x]:
                    child = safe(x, p, bot, pa, avr)
                    break
                if pa[x] > avr[p]:  # a partner in a slot
                    for j in _LATER[k]:
                        if bot[j] == p:
                            child.append(k * 128 + j)
                    if sg and p in sg:
                        child.append(k * 128 + SINGLE + p)
                if avr[p]:
                    child.append(k * 128 + RES + p)
            else:
                seen = 0
                for x in sg:
                    if (seen >> x) & 1:
                        continue
                    seen |= 1 << x
                    if not pa[x]:
                        continue
                    p = partner[x]
                    if not bur & cm[x]:
                        child = safe(x, p, bot, pa, avr)
                        break
                    if x == p:
                        if sg.count(x) >= 2:
                            child.append((SINGLE + x) * 129)
                    elif x < p and p in sg:
                        child.append((SINGLE + x) * 128 + SINGLE + p)
                    if avr[p]:
                        child.append((SINGLE + x) * 128 + RES + p)
                else:
                    for x in rs:
                        if x != empty and not bur & cm[x]:
                            child = safe(x, partner[x], bot, pa, avr)
                            break
                    else:
                        if bot.count(empty) > len(sg):  # a free slot
                            for k in _SLOTS:
                                if h[k] >= 2:
                                    child.append(SHIFT + k)
            if seq is None:  # the root is always a frame
                stack.append(iter(child))
                mode = 2
            elif len(child) == 1:  # no choice: part of the same step
                m = child[0]
            elif child:
                line.append(seq)
                stack.append(iter(child))
                mode = 2
            else:
                mode = 1
        if mode == 1:
            # Dead: remembered in the table, the step that led here undone.
            key, bur, sc, sr = back(seq, key, bur, sc, sr, state, tb, cd, table, table_limit)
            if not stack:
                return None, nodes
            mode = 2
        if mode == 2:
            # not next(it, -1): MicroPython builds without MICROPY_PY_BUILTINS_NEXT2
            # (1.21 here, and CircuitPython's) take one argument only
            try:
                m = next(stack[-1])
            except StopIteration:
                m = -1
            if m < 0:  # every move of the frame failed: its position is dead
                stack.pop()
                seq = line.pop() if line else ()
                mode = 1
                continue
            seq = []
        # The key after m first: a position known to be dead is not entered.
        nc = sc
        if m >= SHIFT:
            k = m - SHIFT
            nk = key - POW6[k]
            nc += sw[bot[k]]
        else:
            a = m >> 7
            if a < SINGLE:
                nk = key - POW6[a]
            else:
                nk = key
                nc -= sw[a - SINGLE]
            a = m & 127
            if a < SINGLE:
                nk -= POW6[a]
            elif a < RES:
                nc -= sw[a - SINGLE]
            else:
                nk -= 7776 << rs.index(a - RES)  # the first reserve position holding it
        if nc != sc:
            nr = rank(nc, cd)
            nk += SG * (nr - sr)
        if nk in table:
            if len(table) >= table_limit:
                table.clear()
            table.add(nk)
            mode = 1 if seq else 2  # dead too: the step so far, or the frame's next move
            continue
        seq.append(m)
        key = nk
        if nc != sc:
            sc = nc
            sr = nr
        # Play m.
        if m >= SHIFT:
            hk = h[k] - 1
            s = bot[k]
            h[k] = hk
            t = col[k][hk - 1]
            bot[k] = ts[t]
            bur -= tw[t]
            pa[tp[t]] += 1
            sg.append(s)
        else:
            for a in (m >> 7, m & 127):
                if a < SINGLE:
                    s = bot[a]
                    pa[partner[s]] -= 1
                    hk = h[a] - 1
                    h[a] = hk
                    if hk:
                        t = col[a][hk - 1]
                        bot[a] = ts[t]
                        bur -= tw[t]
                        pa[tp[t]] += 1
                    else:
                        bot[a] = empty
                elif a < RES:
                    s = a - SINGLE
                    sg.remove(s)
                    pa[partner[s]] -= 1
                else:
                    s = a - RES
                    rs[rs.index(s)] = empty
                    avr[s] -= 1
                    pa[partner[s]] -= 1
            if not key:  # every tile removed: won
                out = []
                for step in line:
                    out.extend(step)
                out.extend(seq)
                return out, nodes
        nodes += 1
        mode = 0
