"""Taking back a dead step of the Luzon search (``solver.search``, ``solver.position``).

Kept apart from the search loop so that each module compiles inside a small
MicroPython heap; called once per dead end, not per node.
"""

from pipgrid.solver.position import POW6, RES, SG, SHIFT, SINGLE, rank


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
