"""Traditional domino rules, one test per rule id (shared/rules/traditional.md).
Portable: runs under pytest and MicroPython."""

from check import raises

from pipgrid import tiles
from pipgrid.games import match
from pipgrid.games.match import DRAW, PASS, RuleError
from pipgrid.games.traditional import Traditional, parse_move


def T(text):
    return tiles.parse(text)


def mask(texts):
    m = 0
    for x in texts:
        m |= 1 << T(x)
    return m


def deck_of(hands, boneyard=()):
    """Hands dealt in blocks, then the boneyard, then every other tile ascending."""
    used = [T(x) for hand in hands for x in hand] + [T(x) for x in boneyard]
    return used + [t for t in range(28) if t not in used]


def position(hands, ends, boneyard=(), player=0, **options):
    """A hand-built mid-round position: ``hands`` per seat, open ``ends``, the
    boneyard in drawing order; every other tile counts as already on the line."""
    options.setdefault("hand_size", 1)
    g = Traditional(len(hands), 1, options)
    g.hands = [mask(h) for h in hands]
    g.counts = [len(h) for h in hands]
    rest = [T(x) for x in boneyard]
    g.deck = bytearray([t for t in range(28) if t not in rest] + rest)
    g.bone = 28 - len(rest)
    g.left, g.right = ends
    g.current_player = player
    return g


def play(g, text):
    g.play(parse_move(text))


def rule_of(fn, *args):
    return raises(RuleError, fn, *args).rule


def test_tr1_deal_holds_each_tile_once():
    g = Traditional(3, 5)
    assert sorted(g.deck) == list(range(28))
    assert rule_of(match.check_deck, [0] * 28) == "TR-1"
    assert rule_of(match.check_deck, list(range(27))) == "TR-1"


def test_tr2_hand_sizes_and_player_counts():
    for players, size in ((2, 8), (3, 6), (4, 5)):
        g = Traditional(players, 9)
        assert g.tile_counts() == [size] * players
        assert g.boneyard_count() == 28 - players * size
    assert rule_of(Traditional, 5, 1) == "TR-2"
    assert rule_of(Traditional, 1, 1) == "TR-2"
    g = Traditional(4, 1, {"hand_size": 7, "draw_count": 0, "wild_doubles": False})
    assert g.tile_counts() == [7, 7, 7, 7] and g.boneyard_count() == 0
    raises(ValueError, Traditional, 4, 1, {"hand_size": 8})
    raises(ValueError, Traditional, 2, 1, {"target": 70})
    raises(ValueError, Traditional, 2, 1, {"wild_doubles": 1})
    raises(ValueError, Traditional, 2, 1, {"jokers": True})


def test_tr3_view_holds_no_other_seat_tiles_nor_boneyard():
    g = Traditional(3, 4)
    for seat in range(3):
        v = g.view(seat)
        assert v.hand() == g.hand(seat)
        others = 0
        for s in range(3):
            if s != seat:
                others |= g.hands[s]
        for name in v.__dict__:
            value = getattr(v, name)
            if isinstance(value, int) and value > 255:
                assert value & others == 0, name
        assert v.boneyard == g.boneyard_count()
        assert (v.legal_moves() != []) == (seat == g.current_player)


def test_tr4_highest_tile_opens_and_must_be_laid():
    g = Traditional(2, 1, None, deck_of([["5-6", "0-0", "1-1", "1-2", "1-3", "1-4", "1-5", "1-6"],
                                         ["5-5", "4-6", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6"]]))
    # 6-6 is in the boneyard: 5-6 (value 11, low half 5) outranks 5-5 (10) and 4-6 (10)
    assert g.current_player == 0
    assert g.legal_moves() == [parse_move("5-6L")]
    assert rule_of(g.play, parse_move("0-0L")) == "TR-4"
    assert rule_of(g.play, parse_move("5-6R")) == "TR-4"
    assert rule_of(g.play, PASS) == "TR-4"
    play(g, "5-6L")
    assert g.ends() == (5, 6) and g.line() == [(5, 6)]


def test_tr5_turns_go_left():
    g = Traditional(4, 2)
    first = g.current_player
    g.play(g.legal_moves()[0])
    assert g.current_player == (first + 1) % 4


def test_tr6_tile_fits_an_end_showing_its_number():
    g = position([["2-5", "3-4"], ["0-0"]], (5, 1), wild_doubles=False)
    assert g.legal_moves() == [parse_move("2-5L")]
    assert rule_of(g.play, parse_move("3-4L")) == "TR-6"
    assert rule_of(g.play, parse_move("2-5R")) == "TR-6"
    play(g, "2-5L")
    assert g.ends() == (2, 1)  # the other half becomes the open end


def test_tr6_both_ends_equal_offers_both_sides():
    g = position([["3-6", "0-1"], ["0-0"]], (3, 3))
    assert g.legal_moves() == [parse_move("3-6L"), parse_move("3-6R")]


def test_tr7_privileged_double_on_mismatched_end():
    g = position([["4-4", "0-1"], ["2-2"]], (6, 3))
    assert g.legal_moves() == [parse_move("4-4L"), parse_move("4-4R")]
    play(g, "4-4R")
    assert g.ends() == (6, 4)  # after x-x the end shows x
    off = position([["4-4", "0-1"], ["2-2"]], (6, 3), wild_doubles=False)
    assert off.legal_moves() == [PASS]
    assert rule_of(off.play, parse_move("4-4R")) == "TR-7"


def test_tr8_must_attach_when_able():
    g = position([["1-2", "5-5"], ["0-0"]], (1, 6), ["3-3", "4-4"], wild_doubles=False)
    assert g.legal_moves() == [parse_move("1-2L")]
    assert rule_of(g.play, DRAW) == "TR-8"
    assert rule_of(g.play, PASS) == "TR-8"


def test_tr9_draw_two_then_play_if_a_drawn_tile_fits():
    g = position([["0-0"], ["3-3"]], (5, 6), ["4-4", "2-5", "1-1"], wild_doubles=False)
    assert g.legal_moves() == [DRAW]
    assert rule_of(g.play, PASS) == "TR-9"
    assert g.move_event(DRAW) == '{"ev":"draw","player":0,"tiles":["4-4","2-5"]}'
    g.play(DRAW)
    assert g.hand(0) == [T("0-0"), T("2-5"), T("4-4")] and g.boneyard_count() == 1
    assert g.current_player == 0
    assert g.legal_moves() == [parse_move("2-5L")]  # must play the drawn tile that fits
    assert rule_of(g.play, DRAW) == "TR-8"


def test_tr9_draw_of_two_with_one_left_draws_one_then_passes():
    g = position([["0-0"], ["3-3"]], (5, 6), ["1-2"], wild_doubles=False)
    g.play(DRAW)
    assert g.hand(0) == [T("0-0"), T("1-2")] and g.boneyard_count() == 0
    assert g.legal_moves() == [PASS]
    assert rule_of(g.play, DRAW) == "TR-9"
    g.play(PASS)
    assert g.current_player == 1


def test_tr9_draw_count_option():
    g = position([["0-0"], ["3-3"]], (5, 6), ["1-2", "1-3", "1-4"], wild_doubles=False, draw_count=1)
    g.play(DRAW)
    assert g.boneyard_count() == 2 and g.hand(0) == [T("0-0"), T("1-2")]


def test_tr10_no_draw_from_empty_boneyard_pass():
    g = position([["0-0"], ["5-5", "1-2"]], (5, 6), wild_doubles=False)
    assert g.legal_moves() == [PASS]
    assert rule_of(g.play, DRAW) == "TR-10"


def test_tr12_domino_scores_opponents_pips():
    g = position([["5-6"], ["1-2", "3-3"], ["0-4"]], (6, 1))
    play(g, "5-6L")
    assert g.is_over()
    assert g.result() == ("domino", 0, 3 + 6 + 4)
    assert g.scores() == [13, 0, 0]
    assert g.end_event() == '{"ev":"end","round":1,"reason":"domino","winner":0,"points":13,"totals":[13,0,0]}'


def test_tr13_blocked_fewest_tiles_wins():
    g = position([["1-6", "0-1"], ["6-6", "2-3", "0-2"]], (1, 4), wild_doubles=False, draw_count=0)
    play(g, "1-6L")
    # ends 6|4: seat 1 holds 6-6 -- not blocked yet
    assert not g.is_over()
    play(g, "6-6L")
    # ends 6|4, nobody holds a 6 or a 4
    assert g.is_over() and g.result() == ("blocked", 0, 5 + 2)


def test_tr13_blocked_decided_on_pips():
    g = position([["1-6", "5-5"], ["0-0", "1-1", "0-2"]], (1, 3), wild_doubles=False)
    play(g, "1-6L")  # ends 6|3; seat 0 holds 5-5 (10), seat 1 0-0 1-1 0-2 -- counts 1 vs 3
    assert g.result() == ("blocked", 0, 4)
    g = position([["1-6", "5-5", "0-0"], ["0-1", "1-1", "1-2"]], (1, 3), wild_doubles=False)
    play(g, "1-6L")  # 2 tiles (10 pips) against 3 tiles: fewer tiles wins
    assert g.result() == ("blocked", 0, 1 + 2 + 3)
    g = position([["1-6", "5-5", "0-0"], ["0-1", "1-2"]], (1, 3), wild_doubles=False)
    play(g, "1-6L")  # 2 tiles each: 10 pips against 4 pips
    assert g.result() == ("blocked", 1, 10)


def test_tr13_perfect_tie_nobody_scores():
    g = position([["1-6", "2-3"], ["0-5"]], (1, 4), wild_doubles=False)
    play(g, "1-6L")  # ends 6|4: one tile of 5 pips each
    assert g.result() == ("blocked", -1, 0)
    assert g.scores() == [0, 0]
    assert g.end_event() == '{"ev":"end","round":1,"reason":"blocked","winner":null,"points":0,"totals":[0,0]}'


def test_tr13_not_blocked_while_someone_can_draw():
    g = position([["1-6", "2-3"], ["0-5"]], (1, 4), ["4-4"], wild_doubles=False)
    play(g, "1-6L")
    assert not g.is_over() and g.legal_moves() == [DRAW]


def test_tr14_match_to_target_and_next_round():
    g = Traditional(2, 3, {"target": 50})
    rounds = 0
    while not g.match_over():
        while not g.is_over():
            g.play(g.legal_moves()[0])
        rounds += 1
        if not g.match_over():
            before = g.scores()
            g.next_round()
            assert g.scores() == before and g.round_no == rounds + 1
            best = match.highest(g.hands[0] | g.hands[1])
            assert g.hands[g.current_player] >> best & 1  # TR-4 again
    assert max(g.scores()) >= 50 and g.scores()[g.match_winner] >= 50
    assert rule_of(g.next_round) == "TR-14"
    assert g.match_event().startswith('{"ev":"match","winner":%d,"totals":[' % g.match_winner)


def test_undo_restores_every_move():
    g = Traditional(3, 21)
    snapshots = []
    while not g.is_over():
        snapshots.append((g.hands[:], g.counts[:], g.left, g.right, g.bone, g.current_player, g.line(), g.scores()))
        g.play(g.legal_moves()[-1])
    while snapshots:
        assert g.undo()
        assert (g.hands[:], g.counts[:], g.left, g.right, g.bone, g.current_player, g.line(),
                g.scores()) == snapshots.pop()
    assert not g.undo()


def test_save_round_trip_and_corrupt_saves():
    g = Traditional(4, 8, {"draw_count": 1})
    for _ in range(9):
        g.play(g.legal_moves()[0])
    data = g.to_bytes()
    h = Traditional.from_bytes(data)
    assert h.to_bytes() == data and h.line() == g.line() and h.hands == g.hands
    raises(ValueError, Traditional.from_bytes, data[:10])
    raises(ValueError, Traditional.from_bytes, b"XXXX" + data[4:])
    bad = bytearray(data)
    bad[-1] = 57 if bad[-1] != 57 else 0
    raises(ValueError, Traditional.from_bytes, bytes(bad))


def test_move_text_round_trip():
    for m in (0, 1, 54, 55, DRAW, PASS):
        assert parse_move(Traditional.move_text(m)) == m
    raises(ValueError, parse_move, "6-6X")
    raises(ValueError, parse_move, "7-1L")


def test_deal_event_format():
    g = Traditional(2, 7, {"hand_size": 2, "draw_count": 1})
    line = g.deal_event()
    assert line.startswith('{"ev":"deal","round":1,"seed":7,"players":2,"options":{"wild_doubles":true,'
                           '"draw_count":1,"hand_size":2,"target":100},"hands":[["')
    assert line.count('"') == 2 * (28 + 12)
