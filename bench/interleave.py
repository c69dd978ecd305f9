"""Rows a sceptic can compare: run them in turns, A B A B ..., in one process.

A busy moment of the shared machine then falls on every row alike. Each row's
figure is the median of its rounds' rates; a comparison of two rows is the median
of the per-round ratios (row A's time over row B's in the same round), with the
spread of those ratios (lowest and highest), so a reader sees how steady it was.
"""

import time


def run(rows, rounds):
    """rows: (name, fn, items, count) with ``fn(items)`` doing ``count`` units of work.
    Returns {name: (list of per-round rates, last result)}, rounds in turn."""
    out = {name: ([], None) for name, _fn, _items, _count in rows}
    for _ in range(rounds):
        for name, fn, items, count in rows:
            t0 = time.perf_counter()
            result = fn(items)
            dt = time.perf_counter() - t0
            out[name][0].append(count / dt)
            out[name] = (out[name][0], result)
    return out


def median(xs):
    s = sorted(xs)
    n = len(s)
    return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2


def ratio(results, a, b):
    """(median, lowest, highest) of row a's rate over row b's, round by round."""
    rs = [x / y for x, y in zip(results[a][0], results[b][0])]
    return median(rs), min(rs), max(rs)


def ratio_text(results, a, b):
    m, lo, hi = ratio(results, a, b)
    return "%.2fx (spread %.2f-%.2f over %d rounds)" % (m, lo, hi, len(results[a][0]))
