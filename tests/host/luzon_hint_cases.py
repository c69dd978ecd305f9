"""The positions the sliced solver is checked on (issue 12), and their answers as
the one-press solver of commit e9522a8 gave them (``luzon_hints.txt``).

For each deal and variant: a playout seeded by the deal number (the project's
generator picks one of the legal moves each time) until no move is left; HINT is
asked at every position of it (the start included). A line of the file is
``variant deal: a a a ...`` with one answer per position: the hint's move (a game
move, an int), ``-k`` (no win from here, k undos back to a winnable position) or
``x`` (not even the deal can be won). The last line, ``winnable variant: ...``,
lists the winnable deals of 1..999 (DEALS = WIN's range on the board).

Run as a script (``python tests/host/luzon_hint_cases.py > tests/host/luzon_hints.txt``)
to write the file again from the solver in the tree.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "firmware", "lib"))

from pipgrid.games.luzon.game import Luzon  # noqa: E402
from pipgrid.rng import Rng  # noqa: E402

FILE = os.path.join(HERE, "luzon_hints.txt")
DEALS = 600  # deals 1..DEALS in each variant
BOARD_DEALS = 999


def playout(deal, variant):
    """The positions of deal ``deal``'s seeded playout, as games (the start first)."""
    g = Luzon(deal, variant)
    rng = Rng(deal * 2 + (variant == "hard"))
    out = [g.copy()]
    while True:
        moves = g.legal_moves()
        if not moves:
            return out
        g.play(moves[rng.below(len(moves))])
        out.append(g.copy())


def answer_text(found):
    move, back = found
    if move is not None:
        return str(move)
    return "x" if back is None else "-%d" % back


def read():
    """{(variant, deal): [answer text per position]}, {variant: set of winnable deals}."""
    hints = {}
    won = {}
    with open(FILE) as f:
        for line in f:
            head, _, rest = line.partition(":")
            words = head.split()
            if words[0] == "winnable":
                won[words[1]] = {int(w) for w in rest.split()}
            else:
                hints[(words[0], int(words[1]))] = rest.split()
    return hints, won


def main():
    from pipgrid.solver import verdict

    for variant in ("classic", "hard"):
        for deal in range(1, DEALS + 1):
            answers = [answer_text(verdict.hint(g, 512)) for g in playout(deal, variant)]
            print("%s %d: %s" % (variant, deal, " ".join(answers)))
    for variant in ("classic", "hard"):
        table = set()
        won = [n for n in range(1, BOARD_DEALS + 1) if verdict.winnable(n, variant, table, 512)]
        print("winnable %s: %s" % (variant, " ".join(str(n) for n in won)))


if __name__ == "__main__":
    main()
