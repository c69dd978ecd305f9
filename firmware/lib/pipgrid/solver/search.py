"""Exact depth-first search over Luzon positions (symbols, counts: ``solver.position``).

One loop changing one position in place, with its own stack: no recursion, no
object and no function call per node (a call per safe class, ``safe``, and per dead
end, ``solver.dead_end.back``, kept apart so that each module compiles in a small heap).
Play always
ends (at most 14 removals + 25 column moves: a moved tile is alone in its slot and a
lone tile never moves again), so the stack is at most 39 deep.

Moves of a position, in this order: for each slot bottom (slot 0 first) with a
partner available, its removals with a later slot's bottom, with a single, with a
reserve tile; then removals of each single (in the order they were moved) with a
single or a reserve tile; then, with a slot free, the column moves of slots holding 2
or more tiles (LZ-9). A safe class (see ``solver.position``) met during that scan
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

from pipgrid.solver.dead_end import back, begin, pause, singles
from pipgrid.solver.position import POW6, RES, SG, SHIFT, SINGLE, rank, safe

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


DEFAULT_TABLE = const(4096)
_SLOTS = const((0, 1, 2, 3, 4))
_LATER = const(((1, 2, 3, 4), (2, 3, 4), (3, 4), (4,), ()))  # the slots after slot k
_ROOM = const(40)  # a position has fewer moves than this
# The search's own lists, kept between searches so that a node allocates nothing:
# the moves of every open frame one after another (_MV: grown to the most a search
# needs, then reused), per frame its next and end positions in _MV (frame d's moves
# start where frame d - 1's end) and where its step starts in _PATH (the moves played
# from the root; play always ends within 39 moves, so 40 frames at most), and _ACC
# for luzon_back.back's results.
_MV = [0] * 96  # room for the moves of deals 1..20000 (both variants need 85)
_FN = [0] * 41
_FE = [0] * 41
_FS = [0] * 41
_PATH = [0] * 41
_ACC = [0, 0, 0, 0]


def search(columns, reserve, variant, table=None, table_limit=DEFAULT_TABLE):
    """Exact DFS from a position (5 columns of tiles top to bottom, reserve tiles):
    (abstract winning line or None, nodes). ``table``: positions proven dead, shared
    by searches of one deal and variant. Nothing is allocated per node."""
    s = begin(columns, reserve, variant, table, table_limit)
    step(s, -1)  # no limit: to the end
    return s[6], s[5]


def step(r, limit):
    """At most ``limit`` nodes of the search ``r`` (``begin``; -1: no limit); True once
    done. The budget is in nodes, never in time: every interpreter pauses at the same
    places and finds the same answer. One search works at a time (_MV and the frames
    are the module's)."""
    if r[7] == 3:
        return True
    # mode: 0 expand the position, 1 it is dead, 2 try the next move of the frame;
    # sc, sr: the singles' code and rank (luzon_position); d: the top frame (-1:
    # none yet); top: the first free position in mv; pl: moves played from the
    # root (path[:pl]); cs: where the step being played starts in path (-1: the
    # root, no step)
    table, table_limit, tb, cd, state, nodes, _, mode, key, bur, sc, sr, d, top, pl, cs = r
    ts, tp, tw, partner, cm, _, _, empty = tb
    sw = cd[0]
    h, bot, pa, avr, sg, rs, _, col = state
    n = nodes + limit if limit >= 0 else 1073741823  # 2**30 - 1: a small int
    mv = _MV
    fn = _FN
    fe = _FE
    fs = _FS
    path = _PATH
    acc = _ACC
    m = 0
    while True:
        if mode == 0:
            c = top  # the moves of this position go to mv[top:c] (room for _ROOM)
            for k in _SLOTS:
                x = bot[k]
                if not pa[x]:
                    continue  # no partner available (LZ-6), or an empty slot
                p = partner[x]
                if not bur & cm[x]:
                    c = top
                    w = safe(x, p, bot, pa, avr)
                    if w >= 0:
                        mv[c] = w
                        c += 1
                    break
                if pa[x] > avr[p]:  # a partner in a slot
                    for j in _LATER[k]:
                        if bot[j] == p:
                            mv[c] = k * 128 + j
                            c += 1
                    if sg and p in sg:
                        mv[c] = k * 128 + SINGLE + p
                        c += 1
                if avr[p]:
                    mv[c] = k * 128 + RES + p
                    c += 1
            else:
                if sg:  # the singles' moves (rare: only after column moves)
                    c = singles(c, top, mv, sg, bot, pa, avr, partner, cm, bur)
                if c < 0:  # a safe class among the singles decided
                    c = -1 - c
                else:
                    for x in rs:
                        if x != empty and not bur & cm[x]:
                            c = top
                            w = safe(x, partner[x], bot, pa, avr)
                            if w >= 0:
                                mv[c] = w
                                c += 1
                            break
                    else:
                        if bot.count(empty) > len(sg):  # a free slot
                            for k in _SLOTS:
                                if h[k] >= 2:
                                    mv[c] = SHIFT + k
                                    c += 1
            if cs < 0 or c - top > 1:  # the root is always a frame; a choice opens one
                d += 1
                fn[d] = top
                fe[d] = c
                fs[d] = cs if cs >= 0 else pl
                top = c
                while len(mv) < top + _ROOM:
                    mv.append(0)  # only past the most any earlier search needed
                mode = 2
            elif c > top:  # no choice: part of the same step
                m = mv[top]
            else:
                mode = 1
        if mode == 1:
            # Dead: remembered in the table, the step that led here undone.
            acc[0] = key
            acc[1] = bur
            acc[2] = sc
            acc[3] = sr
            back(path, cs if cs >= 0 else pl, pl, acc, state, tb, cd, table, table_limit)
            key = acc[0]
            bur = acc[1]
            sc = acc[2]
            sr = acc[3]
            if cs >= 0:
                pl = cs
            if d < 0:
                r[5] = nodes
                r[7] = 3
                return True
            mode = 2
        if mode == 2:
            i = fn[d]
            if i == fe[d]:  # every move of the frame failed: its position is dead
                top = fe[d - 1] if d else 0
                cs = fs[d]  # the step that led to it (the root's: none)
                d -= 1
                mode = 1
                continue
            m = mv[i]
            fn[d] = i + 1
            cs = pl
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
            mode = 1 if pl > cs else 2  # dead too: the step so far, or the frame's next move
            continue
        path[pl] = m
        pl += 1
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
            a = m >> 7
            j = 2
            while j:  # the two sources (not a tuple of them: nothing allocated)
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
                j -= 1
                a = m & 127
            if not key:  # every tile removed: won
                r[5] = nodes
                r[6] = path[:pl]
                r[7] = 3
                return True
        nodes += 1
        mode = 0
        if nodes >= n:  # the slice is used up: the loop's variables kept for the next
            return pause(r, nodes, key, bur, sc, sr, d, top, pl, cs)
