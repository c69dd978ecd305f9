"""Parity: seeded Tri-Ominos transcripts (bots, 2/3/4 players, both option sets).

With arguments ``PLAYERS SEED`` it plays one whole game to the target with
greedy bots and prints only the last line (the benchmark runs it that way under
MicroPython with a small heap).
"""

import sys

from pipgrid.bots.triominoes import choose_greedy
from pipgrid.bots import choose_random
from pipgrid.games.triominoes.game import Triominoes
from pipgrid.games.triominoes.play import play_game
from pipgrid.rng import Rng


def last_line_of_game(players, seed):
    last = []

    def keep(line):
        if last:
            last[0] = line
        else:
            last.append(line)

    game = Triominoes(players, seed)
    play_game(game, [choose_greedy] * players, Rng(seed ^ 0x2545F491), keep)
    print(last[0])


def main(argv):
    if len(argv) == 3:
        last_line_of_game(int(argv[1]), int(argv[2]))
        return
    runs = (
        (2, 1, None, False, [choose_greedy, choose_random], 0),
        (3, 7, 3, False, [choose_random, choose_greedy, choose_greedy], 1),
        (4, 42, 0, True, [choose_greedy] * 4, 1),
        (2, 2026, None, True, [choose_random, choose_random], 1),
    )
    for players, seed, limit, club, bots, rounds in runs:
        game = Triominoes(players, seed, {"draw_limit": limit, "club": club})
        play_game(game, bots, Rng(seed ^ 0x2545F491), print, rounds)
        print(" ".join(str(t) for t in game.scores()))
    variants = (  # the seed's variants (TO-14..TO-17)
        (1, 5, {}, [choose_greedy]),
        (1, 6, {"club": True, "draw_limit": 2}, [choose_random]),
        (3, 7, {"pools": "own"}, [choose_random, choose_greedy, choose_greedy]),
        (2, 9, {"pools": "own", "club": True}, [choose_random, choose_random]),
    )
    for players, seed, options, bots in variants:
        game = Triominoes(players, seed, options)
        play_game(game, bots, Rng(seed ^ 0x2545F491), print, 1)
        print(" ".join(str(t) for t in game.scores()))


main(sys.argv)
