"""Tri-Ominos on the board: take-back and sound, as the domino games have them (issue 14,
issue 13; docs/hotseat.md "Take-back", docs/board.md "Sound").

Take-back (a house rule): UP takes back a person's own last tile while the board still
shows it as the last move (its call-out, the handover after it, a computer thinking
after it), before the next person takes the board; the tile goes back to its place in
the hand, the points come off, the same turn starts again, the game is saved and the
console says who took a tile back (no tile named). UP anywhere else keeps its Tri-Ominos
meaning (the public facts) or is refused. Sound: a tile laid, a person's turn, a refused
tile, a round and the game won, each heard as in the domino games (App.sound kinds)."""

import json

from test_sound import Sim, first_notes
from host_sim.drive.triominoes import choose_keys, place_greedy, play, start, to_turn
from triominoes_watch import new_board

from pipgrid.bots.triominoes import choose_greedy

P, G = 0, 1


def saved_is_game(b):
    return bytes(b.app.saves.read(4)) == bytes(b.app.game.to_bytes())


def test_up_takes_back_the_tile_while_it_shows_and_at_the_handover():
    b, watch = new_board()
    table = start(b, 2, [P, P])
    g = table.game
    screen = to_turn(b)
    seat = g.current_player
    hand = list(g.hands[seat])
    totals = list(g.totals)
    _s, move = place_greedy(b)
    assert b.app.screen_name == "show" and len(g.board.order) == 1
    b.press("UP")  # during the call-out
    assert b.app.screen_name == "turn" and g.current_player == seat and screen.revealed == seat
    assert list(g.hands[seat]) == hand and g.totals == totals and not g.board.order and not g.history
    assert json.loads(b.lines[-1]) == {"ev": "take_back", "player": seat}
    assert saved_is_game(b)
    _s, move = place_greedy(b)
    b.wait(3000)
    assert b.app.screen_name == "handover" and g.current_player != seat  # the next seat's badge
    b.press("UP")  # the tile still shows as the last one: taken back, its owner's turn again,
    # behind their own handover (the next person may be holding the board: no hand until A)
    assert b.app.screen_name == "handover" and g.current_player == seat and not g.board.order
    assert screen.revealed == -1 and list(g.hands[seat]) == hand and saved_is_game(b)
    b.press("A")
    assert b.app.screen_name == "turn" and screen.revealed == seat
    assert watch.frames > 0  # every frame was checked for privacy (HS-1)


def test_no_take_back_once_the_next_person_has_the_board_nor_of_a_computer_tile():
    b, watch = new_board()
    table = start(b, 2, [P, P])
    g = table.game
    place_greedy(b)
    b.wait(3000)
    b.press("A")  # the next person takes the board: their hand
    assert b.app.screen_name == "turn"
    n = len(g.history)
    b.press("UP")  # the public facts, as always on a turn
    assert b.app.screen_name == "info" and len(g.history) == n
    b.press("B")
    b2, _ = new_board()
    t2 = start(b2, 3, [P, G, G])
    g2 = t2.game
    for _ in range(5000):
        s2 = b2.app.stack[-1]
        if b2.app.screen_name in ("show", "bot") and s2.last is not None and not t2.is_person(s2.last[1]):
            break
        if b2.app.screen_name == "turn":
            if not [m for m in s2.moves if m >= 0]:
                b2.press(*choose_keys(s2, s2.moves[0]))
            else:
                place_greedy(b2)
        else:
            b2.wait(20)
    n = len(g2.history)
    b2.press("UP")  # a computer's tile: not taken back (the public facts instead)
    assert len(g2.history) == n and b2.app.screen_name == "info"


def test_a_take_back_while_a_computer_thinks_and_the_game_goes_on_to_its_end():
    b, watch = new_board()
    table = start(b, 3, [P, G, G])
    g = table.game
    seat, move = place_greedy(b)
    b.press("A")  # skip the call-out: the computer's half second of thinking
    assert b.app.screen_name == "bot"
    b.press("UP")
    assert b.app.screen_name == "turn" and g.current_player == seat and not g.board.order
    b.wait(2000)
    assert not g.board.order  # the computer played nothing meanwhile
    play(b, choose_greedy)
    assert g.match_over() and b.app.screen_name == "matchend"


def test_sounds_your_turn_a_tile_laid_a_refusal_a_round_and_the_game_won():
    b = Sim()
    table = start(b, 2, [P, P], options=(("CLUB", 1),))  # club rules: to 200, a short game
    g = table.game
    assert g.target == 200
    heard = b.heard()
    assert first_notes(4)[0] in heard  # the first person's turn (the handover)
    b.press("A")
    screen = b.app.stack[-1]
    dim = [i for i in range(len(screen.hand)) if not screen.is_legal(screen.hand[i])]
    assert dim  # the opening: only the opening tile fits (TO-5)
    while screen.cursor != dim[0]:
        b.press("RIGHT")
    before = len(b.sim.tones)
    b.press("A")
    assert [hz for _ms, hz in b.sim.tones[before:] if hz][:1] == first_notes(2)[:1]  # refused
    play(b, choose_greedy)
    b.wait(1000)  # the game's tune plays out
    heard = b.heard()
    for kind in (3, 4, 5, 6):
        notes = first_notes(kind)
        assert any(heard[i : i + len(notes)] == notes for i in range(len(heard))), kind
    assert b.app.screen_name == "matchend"
