"""Button mashing over every Tri-Ominos screen (issue 14, as the board issue): seeded
random presses and waits in the set-up, handover, the hand, placing, computer turns,
shown moves, the public facts, the panned board and the overview, round and game
ends and the quit question, a person's HINT being worked out, given up (B) and shown;
no exception, every press is drawn within one frame
(Board.press checks it), no hand shown out of turn (the privacy watch), and the
store always loads back."""

from test_hotseat_mashing import assert_store_loads
from host_sim.drive.triominoes import choose_keys, place_keys, play, start
from triominoes_watch import new_board

from pipgrid.bots.triominoes import choose_greedy
from pipgrid.profile import KEY_NAMES
from pipgrid.rng import Rng
from pipgrid.ui.triominoes.hint import Hint

EVENTS = 12000


def mash(kinds, seed):
    rng = Rng(seed)
    b, watch = new_board()
    start(b, len(kinds), kinds)
    seen = set()
    for i in range(EVENTS):
        r = rng.below(100)
        name = b.app.screen_name
        if name == "turn" and r < 15:  # now and then a real move, so rounds and games end
            screen = b.app.stack[-1]
            while isinstance(screen, Hint) and screen.move is None:  # a HINT being worked out
                b.wait(20)  # moves the cursor once decided: the presses start after it
            g = screen.game
            move = choose_greedy(g.view(g.current_player), None)
            b.press(*choose_keys(screen, move))
            if move >= 0:
                b.press(*place_keys(screen, move))
        elif name == "confirm" and r < 30:  # QUIT? answered B more often than A: with the HINT
            # place in the hand's ring (issue 15) the walks changed, and their games were quit
            # after about ten moves, before any round ended (now about 25 moves a game)
            b.press("B")
        elif name in ("menu", "setup") and r < 95:
            if name == "setup":
                b.press("B")
            start(b, len(kinds), kinds)  # back into a game
        elif r < 45:
            b.press("A")
        elif r < 85:
            b.press(KEY_NAMES[r % 4])
        elif r < 87:
            thinking = name == "turn" and isinstance(b.app.stack[-1], Hint) and b.app.stack[-1].move is None
            b.press("B")
            if thinking:  # B gave the HINT being worked out up
                assert b.app.screen_name == "turn" and not isinstance(b.app.stack[-1], Hint)
                seen.add("hint given up")
        else:
            b.wait(40 * rng.below(30))
        seen.add(b.app.screen_name)
        top = b.app.stack[-1]
        if b.app.screen_name == "turn" and isinstance(top, Hint):
            seen.add("hint thinking" if top.move is None else "hint shown")
        if i % 500 == 0:
            assert_store_loads(b.store)
    assert_store_loads(b.store)
    assert watch.frames > 1000
    return seen


def test_mashing_tri_ominos_screens():
    seen = mash([0, 1, 0], 5) | mash([0, 0, 2, 1, 0, 0], 9)
    assert {
        "handover",
        "turn",
        "place",
        "bot",
        "show",
        "info",
        "pan",
        "roundend",
        "confirm",
        "hint thinking",
        "hint shown",
        "hint given up",
    } <= seen


def test_game_end_keys_and_the_rematch_with_the_same_seats_and_rules():
    b, watch = new_board()
    table = start(b, 3, [0, 1, 0], (("CLUB", 1), ("DRAW", 4)))
    play(b, choose_greedy)
    assert b.app.screen_name == "matchend" and table.game.winner is not None
    for key in KEY_NAMES[:4]:
        b.press(key)
        assert b.app.screen_name == "matchend" and b.app.bump_until > b.now
    b.press("A")  # the same seats and rules again, a new seed
    again = b.app.game
    assert again is not table and list(again.kinds) == [0, 1, 0]
    g = again.game
    assert (g.players, g.club, g.target, g.draw_limit) == (3, True, 200, 3)
