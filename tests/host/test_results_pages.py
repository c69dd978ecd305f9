"""Labelled results (issue 24): every number on a round's end, a Tri-Ominos info page
and a match's end stands beside its label (the seat's badge, a word, the tiles left, an
icon) and keeps off the page dots, and a match's end shows every seat's final score
before WIN. Whole matches of every game at every player count (Tri-Ominos solitaire
too) are played by presses in both palettes (COLOUR); every page of the first round's
end, every info page (UP on a Tri-Ominos turn) and every page of the match's end is read
back from its pixels alone (board_decoder.results_page) and checked against the game."""

import pytest
from board_decoder import results_page
from host_sim.drive import triominoes as tri_drive
from host_sim.drive.hotseat import Board, goto, move_keys, start

from pipgrid.bots.domino import greedy_italian, greedy_traditional
from pipgrid.bots.triominoes import choose_greedy
from pipgrid.ui import font

P = 0  # every seat a person: the greedy bot chooses, the presses play it


def new_board(cb):
    b = Board()
    while b.app.screen_name == "intro":
        b.press("B")
    if cb:
        goto(b, "COLOUR")
        b.press("RIGHT")
    return b


def read(b, now=None, dots=True):
    """The page on show, drawn afresh at ``now`` and decoded."""
    b.canvas.clear()
    b.app.stack[-1].draw(b.canvas, b.now if now is None else now)
    return results_page(b.canvas, b.app.palette(), dots)


def numbers_by(page, kind):
    return [(text, label.text) for text, label in page["numbers"] if label.kind == kind]


class Seen:
    def __init__(self):
        self.round_pages = self.info_pages = self.match_pages = 0


def check_round_end(b, seen):
    """Every page of a round's end: the page dots say which; a seat's page names the
    seat by its badge with its total under it."""
    end = b.app.stack[-1]
    g = end.board.game
    for p in range(end.pages):
        end.page = p
        page = read(b)
        assert page["dots"] == (p, end.pages)
        seen.round_pages += 1
        if g.players == 1 or p == 0:
            continue
        badges = [t.text for t in page["things"] if t.kind == "badge"]
        assert badges == [p - 1]
        assert (str(g.totals[p - 1]), p - 1) in numbers_by(page, "badge")


def check_match_end(b, seen):
    """Every seat's final score, a page each (its badge, its total under it, WIN under the
    winner's), then WIN and the winner among sparks."""
    end = b.app.stack[-1]
    g = b.app.game.game if b.app.game is not None else None
    totals = end.totals if hasattr(end, "totals") else g.totals
    end.draw(b.canvas, b.now)  # its first frame starts its clock
    for s in range(len(totals)):
        page = read(b, end.since + 1000 * s + 10)
        assert page["dots"] is None
        assert numbers_by(page, "badge") == [(str(totals[s]), s)]
        words = [t.text for t in page["things"] if t.kind == "word"]
        assert words == (["WIN"] if s == end.winner else [])
        seen.match_pages += 1
    page = read(b, end.since + 1000 * len(totals) + 10, dots=False)
    assert page["numbers"] == [] and [t.text for t in page["things"] if t.kind == "word"][:1] == ["WIN"]


def check_info(b, seen):
    """UP on a Tri-Ominos turn: a page per seat (its badge, its total under it, its tiles
    beside a grey tile), then the pool."""
    g = b.app.stack[-1].game
    b.press("UP")
    info = b.app.stack[-1]
    for p in range(info.pages()):
        info.page = p
        page = read(b)
        assert page["dots"] == (p, info.pages())
        if p < g.players:
            assert (str(g.totals[p]), p) in numbers_by(page, "badge")
            assert (str(len(g.hands[p])), None) in numbers_by(page, "picture")  # beside the grey tile
        else:
            pool = g.pool_left() if g.pools is None else g.pool_left(p - g.players)
            label = [
                w for text, w in numbers_by(page, "word") + numbers_by(page, "badge") if text == str(pool)
            ]
            assert label in (["POOL"], ["POO"], ["OOL"], [p - g.players])  # (POOL scrolls: 15 columns in 14)
        seen.info_pages += 1
    b.press("B")


def play(b, turn, solitaire=False):
    """Presses through a match (``turn(seat's screen, seen)`` plays a person's turn),
    reading the first round's end and the match's end; a solitaire stops at its end."""
    seen = Seen()
    for _ in range(100000):
        name = b.app.screen_name
        if name == "matchend":
            b.wait(60)
            check_match_end(b, seen)
            return seen
        if name in ("best", "handover"):
            b.press("A")
        elif name == "turn":
            turn(b.app.stack[-1], seen)
        elif name == "roundend":
            if not seen.round_pages:
                b.wait(60)
                check_round_end(b, seen)
            if solitaire:
                return seen  # a solitaire's end (TO-17): A deals the next deal
            b.press("A")
        else:
            b.wait(100)
    raise AssertionError("the match did not end")


def play_domino(word, players, cb, milestones=False):
    b = new_board(cb)
    start(b, word, players, [P] * players, milestones=milestones)
    choose = greedy_traditional if word == "TRAD" else greedy_italian

    def turn(s, seen):
        b.press(*move_keys(s, choose(s.game.view(s.game.current_player), None)))

    return play(b, turn)


def play_triominoes(players, cb):
    b = new_board(cb)
    tri_drive.start(b, players, [P] * players, (("CLUB", 1),) if players > 1 else ())  # to 200
    turns = []

    def turn(s, seen):
        turns.append(s.game.current_player)
        if len(turns) in (2, 9):
            check_info(b, seen)
        move = choose_greedy(s.game.view(s.game.current_player), None)
        b.press(*tri_drive.choose_keys(s, move))
        if move >= 0:
            b.press(*tri_drive.place_keys(s, move))

    return play(b, turn, players == 1)


@pytest.mark.parametrize("cb", [False, True], ids=["normal", "colour-blind"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_traditional_results_are_labelled(players, cb):
    seen = play_domino("TRAD", players, cb)
    assert seen.round_pages == players + 1 and seen.match_pages == players


@pytest.mark.parametrize("cb", [False, True], ids=["normal", "colour-blind"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_italian_results_are_labelled(players, cb):
    seen = play_domino("ITAL", players, cb, milestones=players == 2)
    assert seen.round_pages == players + 1 and seen.match_pages == players


@pytest.mark.parametrize("cb", [False, True], ids=["normal", "colour-blind"])
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5, 6])
def test_triominoes_results_and_info_pages_are_labelled(players, cb):
    seen = play_triominoes(players, cb)
    assert seen.info_pages == 2 * (players + 1)
    assert seen.round_pages == (6 if players == 1 else players + 1)
    assert seen.match_pages == (0 if players == 1 else players)


def test_the_decoder_fails_a_number_without_a_label_or_against_the_dots():
    """The decoder is no test that cannot fail: a bare number, a number beside another
    number, a number on column 14 and a dot hidden under a word are each refused."""
    from board_decoder import DecodeError

    from pipgrid.ui import palette
    from pipgrid.ui.canvas import Canvas

    pal = palette.NORMAL
    seats = palette.seat_colours(pal)

    def page(*draws):
        c = Canvas(16, 16)
        for d in draws:
            d(c)
        return c

    dots = lambda c: font.dots(c, 1, 3, True)  # noqa: E731
    ok = page(lambda c: font.score(c, 2, seats, -30), dots)
    assert results_page(ok, pal)["numbers"][0][0] == "-30"
    bare = page(lambda c: font.draw_number(c, 13, 6, 42, palette.WHITE), dots)
    two = page(
        lambda c: font.draw_number(c, 5, 6, 42, palette.WHITE),
        lambda c: font.draw_number(c, 13, 6, 7, palette.LABEL),
        dots,
    )
    edge = page(
        lambda c: font.draw_text(c, 0, 0, "TIE", palette.LABEL),
        lambda c: font.draw_number(c, 14, 6, 42, palette.WHITE),
        lambda c: font.dots(c, 1, 3),
    )
    hidden = page(lambda c: font.dots(c, 0, 3), lambda c: font.draw_text(c, 0, 4, "POOL", palette.LABEL))
    for frame in (bare, two, edge, hidden):
        with pytest.raises(DecodeError):
            results_page(frame, pal)
    assert font.CHARS[font._MINUS] == "-" and font.CHARS[font._PLUS] == "+"
    for won, shown in ((7, "+7"), (25, "+25"), (123, "123")):  # points won under the badge, in 14 columns
        frame = page(
            lambda c, won=won: font.draw_seat(c, 4, 6, 0, seats),
            lambda c, won=won: font.points(c, 6, 11, won, palette.GOOD),
            dots,
        )
        numbers = results_page(frame, pal)["numbers"]
        assert [(text, label.kind) for text, label in numbers] == [(shown, "badge")]
