"""Tri-Ominos round seeds (issue 26, pipgrid/rng.py): each round is the first shuffle
of its own seed's ``Rng``; a chosen seed derives the later rounds; a game nobody chose a
seed for takes each round's seed from the board (``next_round(seed)``)."""

from check import raises
from pipgrid.games.triominoes import deal as tri_deal
from pipgrid.games.triominoes.game import Triominoes
from pipgrid.rng import Rng


def test_each_triominoes_round_is_its_own_seeds_first_shuffle():
    g = Triominoes(2, 11)
    hands, pool = tri_deal.shuffled(Rng(11), 2)
    assert [list(h) for h in g.dealt] == hands and list(g.pool) == pool
    g.match_seed = None
    raises(ValueError, g.next_round, None)  # the round is still on, and no seed
    back = Triominoes.from_bytes(g.to_bytes())
    assert back.match_seed is None and back.seed == 11


def test_a_later_round_is_its_seeds_first_shuffle():
    g = Triominoes(2, 11)
    g.match_seed = None
    g.end_reason = "blocked"  # (the round's end itself is TO-11's test; here the deal)
    g.next_round(4242)
    hands, pool = tri_deal.shuffled(Rng(4242), 2)
    assert g.round_no == 2 and g.seed == 4242
    assert [list(h) for h in g.dealt] == hands and list(g.pool) == pool
