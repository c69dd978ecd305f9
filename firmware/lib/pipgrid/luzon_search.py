"""Exact depth-first search over Luzon positions (``luzon_position``).

The search changes one position in place (``do``/``undo``) and keeps its own
stack, never recursing. Play always ends (at most 14 removals + 25 column moves:
a moved tile is alone in its slot and a lone tile never moves again), so the stack
is at most 39 deep. Removals come before column moves. A position with exactly one
move is no choice: that move is played at once as part of the same step.

The table holds only positions proven dead, keyed by a canonical int: the height
left of each slot's own column, the multiset of symbols of lone tiles moved into
slots, and the multiset of reserve symbols (slots are alike, tiles of a symbol are
alike). It is bounded: at ``table_limit`` entries it is cleared, which costs time,
never correctness, so memory stays bounded on a microcontroller.
"""

from pipgrid.luzon_position import Position

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


DEFAULT_TABLE = const(4096)


def search(columns, reserve, variant, table=None, table_limit=DEFAULT_TABLE):
    """Exact DFS from a position (5 columns of tiles top to bottom, reserve tiles).

    Returns (abstract winning line or None, nodes). ``table`` is a set of positions
    proven dead, shared by searches of positions of the same deal and variant.
    """
    if table is None:
        table = set()
    st = Position(columns, reserve, variant)
    if st.rem == 0:
        return [], 1
    nodes = 1
    do = st.do
    expand = st.moves
    stack = [iter(expand())]  # per frame: the moves not yet tried
    line = []  # per frame below the root: the moves that led to it
    while stack:
        m = next(stack[-1], -1)
        if m < 0:
            stack.pop()
            _back(st, line.pop() if line else (), table, table_limit)
            continue
        # A move, then every move that is the only one (forced or safe): one step.
        seq = [m]
        do(m)
        child = None
        while st.rem:
            if st.key in table:
                break
            nodes += 1
            child = expand()
            if len(child) != 1:
                break
            m = child[0]
            seq.append(m)
            do(m)
        if st.rem == 0:
            out = []
            for step in line:
                out.extend(step)
            out.extend(seq)
            return out, nodes
        if not child or st.key in table:
            _back(st, seq, table, table_limit)  # a dead end: remembered, no frame
            continue
        line.append(seq)
        stack.append(iter(child))
    return None, nodes


def _back(st, seq, table, limit):
    """The position is dead: remember it, then undo the step ``seq`` that led to it,
    remembering each position it passed through (all dead: they had one move)."""
    i = len(seq)
    while True:
        if len(table) >= limit:
            table.clear()
        table.add(st.key)
        if i == 0:
            return
        i -= 1
        st.undo(seq[i])
        if i == 0:
            return
