"""Italian domino milestone variant IT-M1..IT-M4 (shared/rules/italian.md), portable."""

from check import raises

from pipgrid.games.domino.italian import Italian  # noqa: I001  (the largest modules first, while the heap is empty)
from pipgrid.games.domino import transcript as domino_json
from pipgrid.games.domino import italian_check  # noqa: F401  (refusals and undo)
from pipgrid import tiles
from pipgrid.games.domino.moves import DRAW, PASS, RuleError

ON = {"milestones": True}


def T(text):
    return tiles.parse(text)


def setup(total, hands, player=0, boneyard=0):
    g = Italian(len(hands), 1, ON)
    g.hands = [sum(1 << T(x) for x in h) for h in hands]
    g.counts = [len(h) for h in hands]
    g.total = total
    g.plays = 3
    g.bone = 28 - boneyard
    g.current_player = player
    return g


def test_itm1_hand_sizes_and_boneyard():
    for players, size in ((2, 8), (3, 7), (4, 4), (5, 4)):
        g = Italian(players, 3, ON)
        assert g.tile_counts() == [size] * players
        assert g.boneyard_count() == 28 - players * size
    assert raises(RuleError, Italian, 6, 1, ON).rule == "IT-M1"
    assert '"boneyard":[' in domino_json.deal_event(Italian(2, 3, ON))


def test_itm2_draw_or_lay_no_pass():
    g = Italian(2, 8, ON)
    moves = g.legal_moves()
    assert moves[-1] == DRAW and PASS not in moves and len(moves) == 9
    assert raises(RuleError, g.play, PASS).rule == "IT-M2"
    s = g.current_player
    top = g.deck[g.bone]
    g.play(DRAW)
    assert g.hands[s] >> top & 1 and g.current_player == 1 - s
    g = setup(20, [[], ["0-1"]])
    assert g.legal_moves() == [PASS]  # no tiles, empty boneyard
    g = setup(20, [["0-1"], ["0-2"]])
    assert raises(RuleError, g.play, DRAW).rule == "IT-M2"


def test_itm3_milestones_score_1_2_4_8():
    g = setup(25, [["2-3", "6-6"], ["4-4"], ["0-0"]])
    assert (
        domino_json.move_event(g, T("2-3")) == '{"ev":"play","player":0,"tile":"2-3","total":30,"points":1}'
    )
    g.play(T("2-3"))
    assert g.scores() == [1, 0, 0]
    g.play(T("4-4"))  # 38: nothing
    assert g.scores() == [1, 0, 0]
    g = setup(38, [["6-6"], ["0-0"]])
    g.play(T("6-6"))  # 50
    assert g.scores() == [2, 0]
    g = setup(58, [["6-6"], ["0-0"]])
    g.play(T("6-6"))  # 70
    assert g.scores() == [4, 0]
    g.undo()
    assert g.scores() == [0, 0] and g.total == 58


def test_itm4_hand_ends_at_100_exact_or_over():
    g = setup(88, [["6-6"], ["0-0"]])
    g.play(T("6-6"))
    assert g.result() == ("exact", 0, 8) and g.scores() == [8, 0]
    g = setup(95, [["6-6"], ["0-0"]])
    g.play(T("6-6"))
    assert g.result() == ("over", None, 0) and g.scores() == [0, 0]
    assert (
        domino_json.end_event(g)
        == '{"ev":"end","round":1,"reason":"over","winner":null,"points":0,"totals":[0,0]}'
    )


def test_itm4_lead_passes_left_and_first_to_50_wins():
    g = Italian(3, 2, ON)
    leaders = [g.leader]
    while not g.match_over():
        while not g.is_over():
            g.play(g.legal_moves()[0])
        if not g.match_over():
            g.next_round()
            leaders.append(g.leader)
    for a, b in zip(leaders, leaders[1:]):
        assert b == (a + 1) % 3
    assert g.scores()[g.winner] >= 50
