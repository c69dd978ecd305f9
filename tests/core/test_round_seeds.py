"""Round seeds (issue 26, pipgrid/rng.py): every round of a match is dealt from its
own seed, the first shuffle of ``Rng(seed)``; a chosen seed derives the later rounds one
way; a match nobody chose a seed for takes each round's seed fresh."""

from check import raises
from pipgrid.games.domino import moves as match
from pipgrid.games.domino.traditional import Traditional
from pipgrid.rng import Rng, digest, fresh
from speck_reference import round_seed, speck


def _finish(g):
    """Play the round out with the first legal move each turn."""
    while not g.is_over():
        g.play(g.legal_moves()[0])


def test_speck_is_the_published_cipher():
    # Speck32/64's test vector (Beaulieu et al. 2013): key 1918 1110 0908 0100
    assert speck(0x0100, 0x0908, 0x1110, 0x1918, 0x6574, 0x694C) == (0xA868, 0x42F2)


def test_digest_is_the_papers_cipher_in_davies_meyer_form():
    for seed in (0, 1, 7, 11, 12345, 0x3FFFFFFF, 0x80000001, 0xFFFFFFFF):
        for k in (2, 3, 9, 255, 256, 0x10000, 0xFFFFFFFF):
            assert digest(seed, k) == round_seed(seed, k)


def test_a_chosen_seed_deals_round_one_and_derives_the_rest():
    assert round_seed(7, 1) == 7
    seeds = [round_seed(7, k) for k in range(2, 40)]
    assert len(set(seeds)) == len(seeds) and 7 not in seeds
    for s in seeds:
        assert 0 <= s < 1 << 30  # small ints on a 32-bit board
    # neighbouring match seeds give unrelated round seeds
    assert len(set(digest(s, 2) for s in range(200))) == 200


def test_each_domino_round_is_its_own_seeds_first_shuffle():
    g = Traditional(3, 11)
    assert list(g.deck) == list(match.deal(Rng(11)))
    _finish(g)
    g.next_round()
    assert g.round_no == 2 and g.seed == digest(11, 2)
    assert list(g.deck) == list(match.deal(Rng(g.seed)))


def test_a_fresh_match_needs_each_rounds_seed():
    g = Traditional(2, 5)
    g.match_seed = None  # as the board starts a match: no seed chosen
    _finish(g)
    raises(ValueError, g.next_round)
    g.next_round(123456)
    assert g.seed == 123456 and list(g.deck) == list(match.deal(Rng(123456)))
    back = Traditional.from_bytes(g.to_bytes())
    assert back.seed == 123456 and back.match_seed is None and back.round_no == 2


def test_a_chosen_match_keeps_its_seed_through_a_save():
    g = Traditional(2, 9)
    back = Traditional.from_bytes(g.to_bytes())
    assert back.match_seed == 9
    _finish(back)
    back.next_round()
    assert back.seed == digest(9, 2)


class _App:
    def __init__(self, urandom, presses=0):
        self.urandom = urandom
        self.presses = presses


def test_fresh_takes_the_source_else_clock_and_presses():
    assert fresh(_App(lambda n: b"\xff\xff\xff\xff"[:n]), 5) == (1 << 30) - 1
    a = fresh(_App(None, 3), 1000)
    assert a == fresh(_App(None, 3), 1000) and a != fresh(_App(None, 4), 1000)
    assert 0 <= a < 1 << 30


def _broken(n):
    raise OSError("no entropy")


def test_fresh_without_a_working_source_falls_back():
    assert fresh(_App(_broken, 7), 99) == fresh(_App(None, 7), 99)
