"""Tri-Ominos computer seats of a level L1..L5 on the board (issue 15): the set-up
offers the levels, a level seat thinks in slices (the running dots keep moving, B
answers), and its moves are the engine's Monte Carlo player's with the board's bot
generator, so the console is the engine's game."""

from host_sim.drive.triominoes import play, start
from triominoes_watch import console, engine_transcript, new_board

from pipgrid.bots.triominoes import choose_greedy
from pipgrid.ui.hotseat import seats

P = seats.PERSON


def engine(players, seeds, kinds):
    """The engine's game of the board's round seeds (Board.round_seeds, issue 26)."""
    return engine_transcript(players, seeds, kinds)


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
    assert console(b) == engine(3, b.round_seeds, kinds)
    assert slices.count(False) > 20  # L5 worked in many slices, one per loop step
    assert table.search is None
