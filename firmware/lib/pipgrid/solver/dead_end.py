"""Taking back a dead step of the Luzon search (``solver.search``, ``solver.position``),
and the search's other rare work: starting it (``begin``), pausing it between slices
(``pause``), the singles' moves.

Kept apart from the search loop so that each module compiles inside a small
MicroPython heap; called once per dead end, per search, per slice, or when singles
exist, not per node.
"""

from pipgrid.solver.position import POW6, RES, SG, SHIFT, SINGLE, codes, rank, safe, start, tables


def back(path, first, i, acc, state, tb, cd, table, table_limit):
    """The position is dead: remember it in ``table``, then undo the step
    ``path[first:i]`` that led to it, remembering each position it passed through
    (all dead: they had one move), but not the position before the step (it may have
    other moves). Changes the lists of ``state`` in place, and ``acc``, the search's
    (key, bur, sc, sr): ``sc``, ``sr`` the singles' code and rank (a list, not a
    returned tuple: nothing allocated)."""
    h, bot, pa, avr, sg, rs, rs0, col = state
    ts, tp, _, partner, cm, _, _, _ = tb
    sw = cd[0]
    key = acc[0]
    bur = acc[1]
    sc = acc[2]
    sr = acc[3]
    while True:
        nc = sc
        if len(table) >= table_limit:
            table.clear()
        table.add(key)
        if i == first:
            break
        i -= 1
        u = path[i]
        if u >= SHIFT:
            k = u - SHIFT
            hk = h[k]
            s = bot[k]
            h[k] = hk + 1
            x = ts[col[k][hk]]
            bot[k] = x
            bur += cm[s] & -cm[s]
            pa[partner[s]] -= 1
            key += POW6[k]
            nc -= sw[x]
            sg.remove(x)
        else:
            b = u & 127  # the second source first: play's mirror
            if b < SINGLE:
                hk = h[b]
                if hk:
                    s = bot[b]
                    bur += cm[s] & -cm[s]
                    pa[partner[s]] -= 1
                t = col[b][hk]
                h[b] = hk + 1
                bot[b] = ts[t]
                pa[tp[t]] += 1
                key += POW6[b]
            elif b < RES:
                s = b - SINGLE
                sg.append(s)
                pa[partner[s]] += 1
                nc += sw[s]
            else:
                s = b - RES
                j = len(rs) - 1  # the last position of s removed: the highest one
                while rs0[j] != s or rs[j] == s:  # dealt s, now removed
                    j -= 1
                rs[j] = s
                avr[s] += 1
                pa[partner[s]] += 1
                key += 7776 << j
            a = u >> 7
            if a < SINGLE:
                hk = h[a]
                if hk:
                    s = bot[a]
                    bur += cm[s] & -cm[s]
                    pa[partner[s]] -= 1
                t = col[a][hk]
                h[a] = hk + 1
                bot[a] = ts[t]
                pa[tp[t]] += 1
                key += POW6[a]
            else:
                s = a - SINGLE
                sg.append(s)
                pa[partner[s]] += 1
                nc += sw[s]
        if nc != sc:
            nr = rank(nc, cd)
            key += SG * (nr - sr)
            sc = nc
            sr = nr
        if i == first:
            break
    acc[0] = key
    acc[1] = bur
    acc[2] = sc
    acc[3] = sr


def begin(columns, reserve, variant, table=None, table_limit=4096):
    """``search.search`` to be run in slices by ``search.step`` (issue 12; docs/luzon.md): a list,
    no object (a class here would not compile in a 64 KB MicroPython heap). Items:
    the table, its limit, the variant's tables and codes, the position's lists, then
    ``nodes`` (5) and ``line`` (6: the abstract winning line, None: no win) once
    ``step`` has returned True, then the loop's variables between slices: mode (3:
    done), key, bur, the singles' code and rank, top frame, first free place in _MV,
    moves played, where the step being played starts in _PATH."""
    if table is None:
        table = set()
    tb = tables(variant)
    # slot heights left and bottom symbols, counts (luzon_position), reserve symbols
    h, bot, pa, avr, rs, bur, key = start(columns, reserve, tb)
    sg = []  # symbols of the singles, in the order they were moved
    state = (h, bot, pa, avr, sg, rs, tuple(rs), columns)
    return [
        table,
        table_limit,
        tb,
        codes(variant),
        state,
        1,
        None if key else [],
        0 if key else 3,
        key,
        bur,
        0,
        0,
        -1,
        0,
        0,
        -1,
    ]


def pause(s, nodes, key, bur, sc, sr, d, top, pl, cs):
    """The loop's variables kept in ``s`` for the next slice (apart: ``search.step``
    must compile in a small heap); False: not done."""
    s[5] = nodes
    s[7] = 0
    s[8] = key
    s[9] = bur
    s[10] = sc
    s[11] = sr
    s[12] = d
    s[13] = top
    s[14] = pl
    s[15] = cs
    return False


def singles(c, top, mv, sg, bot, pa, avr, partner, cm, bur):
    """The moves of the singles (``solver.search``'s order: each single with a single
    or a reserve tile), written into ``mv`` from ``c`` on: the new end, or -1 - the
    end when a safe class among them decides alone (its one pair at ``top``, or none:
    dead). Apart from the search loop so that it compiles in a small heap; called
    only when singles exist."""
    seen = 0
    for x in sg:
        if (seen >> x) & 1:
            continue
        seen |= 1 << x
        if not pa[x]:
            continue
        p = partner[x]
        if not bur & cm[x]:
            c = top
            w = safe(x, p, bot, pa, avr)
            if w >= 0:
                mv[c] = w
                c += 1
            return -1 - c
        if x == p:
            if sg.count(x) >= 2:
                mv[c] = (SINGLE + x) * 129
                c += 1
        elif x < p and p in sg:
            mv[c] = (SINGLE + x) * 128 + SINGLE + p
            c += 1
        if avr[p]:
            mv[c] = (SINGLE + x) * 128 + RES + p
            c += 1
    return c
