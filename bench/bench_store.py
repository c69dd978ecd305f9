"""Flash wear of the store (issue 17): an hour of realistic play by presses through the
real app, saving after every move, on a store that counts what the RP2040 would
erase (CircuitPython's nvm erases its one 4 KB sector for any write over bytes that
are not all 0xFF, and programs erased bytes without an erase).

The hour: 20 minutes of Luzon (winnable deals, the solver's line, a new deal after
each win), 20 minutes of traditional domino (4 seats: 2 people, greedy, random), 20
minutes of Italian (3 people, one greedy computer); one store throughout, so the
games' saves share it as on a board. A press takes a person PRESS_S seconds (reading
the board, choosing); the app's own waits (computers thinking, animations) are added
as simulated. Printed: saves, erases, erases per hour, and the flash life at one hour
a day for a sector rated for 100,000 erases, beside what the previous two-slot store
(format 1: every save erased the sector) would have done for the same saves.
Target: at most ~50 erases a day (five years at an hour a day).
"""

import sys

import host_sim  # noqa: F401  (firmware/lib on sys.path)

PRESS_S = 1.0
SEGMENT_S = 20 * 60
RATED = 100_000


class CountingFlash:
    """nvm-like bytes; ``writes`` and ``erases`` as the board's flash would see them."""

    def __init__(self, size=4096):
        self.data = bytearray(b"\xff" * size)
        self.writes = 0
        self.erases = 0

    def __len__(self):
        return len(self.data)

    def __getitem__(self, index):
        return self.data[index]

    def __setitem__(self, index, value):
        self.writes += 1
        if bytes(self.data[index]).strip(b"\xff"):
            self.erases += 1
        self.data[index] = value


class Clock:
    def __init__(self, board):
        self.board = board
        self.presses = 0

    def seconds(self):
        return self.board.now / 1000 + self.presses * (PRESS_S - 0.05)


def counting(b, clock):
    press = b.press

    def counted(*keys):
        clock.presses += len(keys)
        press(*keys)

    b.press = counted


def luzon_segment(b, clock, until):
    from host_sim.drive.luzon import move_keys

    from pipgrid.solver import verdict as luzon_solver

    games = 0
    b.menu_to("DEALS")
    b.press("RIGHT")  # winnable deals only
    b.menu_to("LUZON")
    b.press("A")
    while clock.seconds() < until:
        if b.app.screen_name == "confirm":
            b.press("A")
        b.think()  # DEALS = WIN: the next winnable deal is searched for in slices (issue 12)
        solution = luzon_solver.solve(b.screen().game.copy()).solution
        for move in solution:
            b.press(*move_keys(b.screen(), move))
            if clock.seconds() >= until:
                break
        if b.app.screen_name == "end":
            games += 1
            b.press("A")  # the next deal
    return games


def to_menu(b):
    """B until the menu shows (answering QUIT? / MENU questions)."""
    for _ in range(20):
        if b.app.screen_name == "menu":
            return
        name = b.app.screen_name
        if name == "confirm":
            b.press("A")
        elif name == "actions":
            pages = b.app.stack[-1]
            while pages.current().word != "MENU":
                b.press("DOWN")
            b.press("A")
        else:
            b.press("B")
    raise AssertionError("no way back to the menu from %s" % b.app.screen_name)


def hotseat_segment(b, clock, until, word, kinds):
    from host_sim.drive.hotseat import move_keys, start

    from pipgrid.bots.domino import greedy_italian, greedy_traditional

    choose = greedy_traditional if word == "TRAD" else greedy_italian
    matches = 0
    while clock.seconds() < until:
        to_menu(b)
        start(b, word, len(kinds), kinds)
        while clock.seconds() < until:
            name = b.app.screen_name
            if name == "matchend":
                matches += 1
                break
            if name in ("handover", "roundend"):
                b.press("A")
            elif name == "turn":
                screen = b.app.stack[-1]
                g = screen.game
                b.press(*move_keys(screen, choose(g.view(g.current_player), None)))
            else:
                b.wait(100)
    return matches


def main(argv):
    from host_sim.drive.luzon import Board

    flash = CountingFlash()
    b = Board(flash, log=lambda line: None)
    b.skip_intro()
    clock = Clock(b)
    counting(b, clock)
    games = luzon_segment(b, clock, SEGMENT_S)
    to_menu(b)
    trad = hotseat_segment(b, clock, 2 * SEGMENT_S, "TRAD", [0, 0, 1, 2])
    ital = hotseat_segment(b, clock, 3 * SEGMENT_S, "ITAL", [0, 0, 0, 1])
    hours = clock.seconds() / 3600
    per_hour = flash.erases / hours
    old_per_hour = flash.writes / hours
    print(
        "an hour of play by presses (%.2f h simulated, %d presses at %.1f s): %d Luzon games won, %d traditional"
        " and %d Italian matches finished" % (hours, clock.presses, PRESS_S, games, trad, ital)
    )
    print(
        "  store writes (saves) %d, flash erases %d: %.1f erases per hour, %.0f writes per erase"
        % (flash.writes, flash.erases, per_hour, flash.writes / max(1, flash.erases))
    )
    print(
        "  flash life at an hour a day: %.0f years (%d erases rated; target at most ~50 erases a day, 5 years)"
        % (RATED / per_hour / 365, RATED)
    )
    print(
        "  the previous two-slot store erased on every save: %.0f erases per hour, %.1f years at an hour a day"
        % (old_per_hour, RATED / old_per_hour / 365)
    )
    return 0 if per_hour <= 50 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
