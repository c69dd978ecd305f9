"""Tri-Ominos' seed variants on the board, played by presses (issue 25): solitaire
(TO-17) with its numbered deals and best scores, own pools (TO-16), the club's
extras (TO-14 drawing at any time, TO-15 placing on corners). Each game is the
engine's game of the same seed, whose CLI transcript passes the strict ``replay``
and the outside referee."""

from host_sim.drive.triominoes import play, start
from triominoes_watch import console, engine_transcript, new_board

from host_sim.transcript import read_events
from host_sim.replay_triominoes import replay
from pipgrid.bots.triominoes import choose_greedy
from pipgrid.games.triominoes import corners
from pipgrid.games.triominoes.game import Triominoes
from pipgrid.games.triominoes.play import play_game
from pipgrid.rng import Rng
from pipgrid.ui.triominoes import best
from tests.referee import triominoes_ref

P, G = 0, 1


def transcript(players, seed, options, bots):
    lines = []
    g = Triominoes(players, seed, options)
    play_game(g, bots, Rng(seed), lines.append)
    return "\n".join(lines) + "\n", g


def checked(players, seed, options, bots, pools="shared"):
    """The engine's transcript passes the strict replay and the referee; the game."""
    text, g = transcript(players, seed, options, bots)
    assert "every move legal" in replay(read_events(text))[0]
    triominoes_ref.check(
        text,
        players,
        seed,
        draw_limit=options.get("draw_limit"),
        club=options.get("club", False),
        pools=pools,
    )
    return text, g


def deal_page(b, deal):
    """On the set-up's DEAL page: RIGHT until ``deal`` shows."""
    pages = b.app.stack[-1]
    while pages.current().word != "DEAL":
        b.press("DOWN")
    while best.deal_of(b.app, pages.setup.data) != deal:
        b.press("RIGHT")


def test_solitaire_by_presses_is_deal_n_keeps_its_best_and_labels_its_end():
    """One seat is solitaire (TO-17): deal 5 on the board is ``--seed 5``; its end pages
    say the score, the tiles placed and the bonuses; the best score is kept (at most 64
    bytes of the store) and shown on the deal's page and at its start."""
    b, watch = new_board()
    while b.app.screen_name == "intro":
        b.press("B")
    from host_sim.drive.hotseat import goto, settle

    goto(b, "TRI")
    b.press("A")
    settle(b)
    pages = b.app.stack[-1]
    goto(b, "PLAYERS")
    b.press("LEFT")  # 2 -> 1: solitaire
    assert pages.setup.players == 1 and pages.words() == ("DEAL", "DRAW", "CLUB")
    assert best.deal_of(b.app, pages.setup.data) == 1  # no deal played yet: deal 1
    deal_page(b, 5)
    goto(b, "PLAY")
    b.press("A")
    settle(b)
    g = b.app.game.game
    assert g.players == 1 and g.seed == 5 and len(g.hands[0]) == 9  # TO-17: hand of 9
    assert b.app.screen_name == "turn"  # the hand at once: no handover with one seat
    counts = play(b, choose_greedy)
    assert counts.rounds == 1 and b.app.screen_name == "roundend"
    _text, engine = checked(1, 5, {}, [choose_greedy])
    assert g.moves() == engine.moves() and g.totals == engine.totals
    assert console(b) == engine_transcript(1, [5], [P])
    end = b.app.stack[-1]
    placed = sum(1 for m in g.moves() if m >= 0)
    assert end.tally[0] == placed and end.new_best
    assert best.read(b.app) == (5, [(5, g.totals[0])])
    record = [e for e in b.app.saves.entries if e[0] == 0x11][-1]
    assert 12 + record[3] <= 64  # the record's header and body: at most 64 bytes of the store
    assert end.pages == 6  # SCORE, TILES, BONUS, HEX, BRIDGE, CORNER
    for page in range(end.pages):  # a word over each number, a dark column before the page dots
        end.page = page
        b.canvas.clear()
        end.draw(b.canvas, b.now)
        assert all(b.canvas.is_dark(14, y) for y in range(16))
        assert any(not b.canvas.is_dark(x, y) for x in range(14) for y in range(5))
    b.press("A")  # the next deal
    settle(b)
    assert b.app.game.game.seed == 6 and b.app.game.game.players == 1
    assert b.app.screen_name == "turn"  # its hand at once, no handover
    # deal 5 again from the set-up: its best under the number, and at its start
    b.press("B")  # QUIT? and A: the menu
    b.press("A")
    settle(b)
    goto(b, "TRI")
    b.press("A")
    settle(b)
    assert b.app.stack[-1].setup.players == 1
    deal_page(b, 5)
    b.frame()
    assert b.app.stack[-1].best == (5, g.totals[0])
    goto(b, "PLAY")
    b.press("A")
    settle(b)
    assert b.app.screen_name == "best" and b.app.stack[-1].score == g.totals[0]  # at its start
    b.press("A")
    assert b.app.screen_name == "turn"


def test_own_pools_by_presses():
    """POOLS OWN on the set-up (TO-16): each seat draws from its own pool, dealt
    round-robin from the seat after the opener's."""
    b, watch = new_board()
    table = start(b, 2, [P, G], (("POOLS", 1),))
    g = table.game
    assert g.pools is not None and [len(p) for p in g.pools] == [19, 19]
    counts = play(b, choose_greedy)
    assert g.match_over() and counts.draws
    assert console(b) == engine_transcript(2, b.round_seeds, [P, G], pools="own")
    checked(2, g.seed, {"pools": "own"}, [choose_greedy] * 2, pools="own")


def prefer_corners(view, rng):
    """A person who places on corners whenever they can (TO-15), else as greedy."""
    for m in view.legal_moves():
        if m >= 0 and view.points_of(m)[1] & (corners.TWO_VERTICES_BIT | corners.THREE_VERTICES_BIT):
            return m
    return choose_greedy(view, rng)


def test_club_game_with_placements_on_corners_by_presses():
    """CLUB on (TO-14, TO-15): a person places tiles on two corners by presses."""
    b, watch = new_board()
    table = start(b, 2, [P, P], (("CLUB", 1),))
    g = table.game
    played = []
    counts = play(b, prefer_corners, after_turn=lambda b: played.append(g.last_move()[3]) and False)
    assert g.club and g.match_over() and counts.turns
    assert any(code & corners.TWO_VERTICES_BIT for code in played)
    checked(2, g.seed, {"club": True}, [prefer_corners] * 2)


def test_a_power_cut_resumes_a_solitaire_and_the_best_scores_survive_it():
    """A solitaire is saved after every move (its deal is its seed); CONTINUE after a
    power cut plays on to the same end, and the kept best scores come back with the store."""
    b, watch = new_board()
    table = start(b, 1, [P], (("CLUB", 1),))
    g = table.game
    turns = []
    play(b, choose_greedy, after_turn=lambda board: turns.append(1) or len(turns) == 20)
    assert 4 in b.app.saves.games() and 0x11 not in b.app.saves.games()  # scores are no game
    b2, watch2 = new_board(bytearray(b.store))
    b2.wait(2000)
    assert b2.app.menu.current().word == "CONTINUE"
    b2.press("A")
    resumed = b2.app.game.game
    assert resumed.players == 1 and resumed.seed == g.seed and resumed.club and resumed.moves() == g.moves()
    play(b2, choose_greedy)
    _text, engine = checked(1, g.seed, {"club": True}, [choose_greedy])
    assert resumed.totals == engine.totals and best.best_of(b2.app, g.seed) == engine.totals[0]
    b3, watch3 = new_board(bytearray(b2.store))
    assert best.read(b3.app) == (g.seed, [(g.seed, engine.totals[0])])  # after the next power cut too
