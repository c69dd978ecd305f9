"""Tri-Ominos computer seats of a level L1..L5 on the board (issue 15): the set-up
offers the levels, a level seat thinks in slices (the running dots keep moving, B
answers), and its moves are the engine's Monte Carlo player's with the board's bot
generator, so the console is the engine's game."""

from host_sim.drive.triominoes import play, start
from triominoes_watch import console, new_board, public

from pipgrid.bots import mc_triominoes as mc
from pipgrid.bots.triominoes import BOTS, choose_greedy
from pipgrid.games.triominoes.game import Triominoes
from pipgrid.games.triominoes.play import play_game
from pipgrid.rng import Rng
from pipgrid.ui.domino import seats

P = seats.PERSON


def level_bot(kind):
    return lambda view, rng: mc.choose(view, rng, kind - 3)


def engine(players, seed, kinds):
    g = Triominoes(players, seed)
    bots = [
        BOTS["greedy"] if k == P else (level_bot(k) if k >= 3 else BOTS[seats.BOT_NAMES[k]]) for k in kinds
    ]
    lines = []
    play_game(g, bots, Rng(seed ^ seats.BOT_SEED), lines.append)
    return [public(line) for line in lines]


def test_a_person_against_l5_and_l1_plays_the_engines_game_and_thinking_takes_slices():
    b, watch = new_board()
    kinds = [P, 7, 3]
    table = start(b, 3, kinds)
    slices = []
    real = table.think

    def counting():
        done = real()
        slices.append(done)
        return done

    table.think = counting
    play(b, choose_greedy)
    g = table.game
    assert g.match_over()
    assert console(b) == engine(3, g.seed, kinds)
    assert slices.count(False) > 20  # L5 worked in many slices, one per loop step
    assert table.search is None
