"""What the HOW pages' pictures share (host_sim/how_pages: the scripts the board's HOW
data files are made from)."""


def step(t, period, steps):
    """Which of ``steps`` equal parts of a loop of ``period`` ms the moment ``t`` is in."""
    return (t % period) * steps // period


def between(t, t0, t1, a, b):
    """``a`` before ``t0``, ``b`` after ``t1``, the straight way in between (a slide)."""
    if t <= t0:
        return a
    if t >= t1:
        return b
    return a + (b - a) * (t - t0) // (t1 - t0)


def triangle(canvas, x0, y0, x1, y1, x2, y2, rgb, shift=0):
    """Fill the pixels whose centres lie inside the triangle (corners in pixels), a row
    at a time: each row's span between where its centre line meets the edges."""
    corners = ((x0, y0), (x1, y1), (x2, y2))
    for y in range(min(y0, y1, y2), max(y0, y1, y2) + 1):
        middle = y + 0.5
        low = high = None
        for i in range(3):
            ax, ay = corners[i]
            bx, by = corners[(i + 1) % 3]
            if ay == by or middle < min(ay, by) or middle > max(ay, by):
                continue
            x = ax + (middle - ay) * (bx - ax) / (by - ay)
            if low is None or x < low:
                low = x
            if high is None or x > high:
                high = x
        if low is not None:
            for x in range(int(low - 0.5 + 0.999), int(high - 0.5) + 1):
                canvas.set(x, y, rgb, shift)
