"""Button mashing (issue 4): random key events across all screens, seeded; no
exception, and every save still loads (checked every 2,000 events and at the end:
the newest record reads back as a Luzon game and a fresh App reports no problem).
About 10 s of CPU."""

from host_sim.drive.luzon import Board
from test_hotseat_mashing import assert_store_loads  # every saved game loads, no message

from pipgrid.profile import KEY_NAMES
from pipgrid.rng import Rng

EVENTS = 100000


def mash(events, seed, check_every=2000):
    rng = Rng(seed)
    b = Board()
    screens = set()
    for i in range(events):
        r = rng.below(16)
        if r < 12:
            # A is pressed twice as often as the others: it goes deeper into the screens
            b.press(KEY_NAMES[r % 6] if r < 10 else "A")
        else:
            b.wait(20 * rng.below(40))
        screens.add(b.app.screen_name)
        if i % check_every == 0:
            assert_store_loads(b.store)
    assert_store_loads(b.store)
    return screens


def test_mashing_keeps_the_board_alive_and_saves_loadable():
    screens = mash(EVENTS, 2024)
    assert {"menu", "luzon", "actions", "confirm", "end", "nowin"} <= screens
