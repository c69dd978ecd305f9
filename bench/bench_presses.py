"""Press counts (issue 24 "no wasted press"): how many button presses the board asks for
the things a family does most, counted by driving the real app (host_sim/drive) press by
press and reading the board back, never from the code's own idea of it.

- traditional for two people, from power-on to the first handover: waiting out the
  start-up animation (no press) and skipping it (its first press);
- in traditional matches (two and four people, greedy choices) every tile laid when the
  cursor already stood on it, every draw and every pass: the presses the drivers make from
  where the turn put the cursor (host_sim.drive.hotseat.move_keys: the cursor moved to
  the tile, A, and for a tile that fits both ends the end chosen), each checked by the
  move the game then holds;
- a Tri-Ominos placement (three people, greedy choices, draw limit 1): the presses from
  the turn's start to the tile placed (the tile, its cell, its rotation, A), median and
  range over the match, and its draws and passes;
- HOW from a game's menu page: the presses until the first HOW screen shows.

``python -m bench presses`` prints them; each line says what was counted.
"""

import host_sim  # noqa: F401  (firmware/lib on sys.path)

P = 0  # a person's seat (ui/hotseat/seats.PERSON)


def _board():
    from host_sim.drive.luzon import Board

    return Board()


def _settle(b):
    while b.app.screen_name == "loading":
        b.wait(20)


def power_on_to_handover(skip_intro):
    """Presses from a fresh board to the first handover of a traditional match of two people
    (the set-up's defaults: two seats, both people), the start-up waited out or skipped."""
    from host_sim.drive.hotseat import goto

    b = _board()
    presses = []

    def press(key):
        presses.append(key)
        b.press(key)
        _settle(b)

    if skip_intro:
        press("B")
    else:
        b.wait(5000)
    assert b.app.screen_name == "menu"
    pages = b.app.stack[-1]
    start = pages.index
    goto(b, "TRAD")  # DOWN presses counted below (goto presses them on the board)
    presses += ["DOWN"] * ((pages.index - start) % len(pages.entries))
    press("A")
    setup = b.app.stack[-1]
    assert setup.name == "setup" and setup.current().word == "PLAY"
    assert setup.setup.players == 2 and list(setup.setup.kinds[:2]) == [P, P]
    press("A")
    assert b.app.screen_name == "handover", b.app.screen_name
    return presses


class Counting:
    """Counts the presses of each move a driver's ``play`` makes: ``choose`` (the bot's
    choice, called at a turn before any key of it) starts the count, ``after_turn`` (called
    once its keys are pressed) files it under ``kind(screen, move)`` and checks the move."""

    def __init__(self, b, bot, kind):
        self.b = b
        self.bot = bot
        self.kind = kind
        self.pressed = []
        self.move = self.screen = self.filed = None
        self.out = {}
        press = b.press

        def counting(*keys):
            self.pressed.extend(keys)
            press(*keys)

        b.press = counting

    def choose(self, view, rng):
        self.pressed = []
        self.screen = self.b.app.stack[-1]
        self.move = self.bot(view, rng)
        self.filed = self.kind(self.screen, self.move)
        return self.move

    def after_turn(self, b):
        for kind in self.filed:
            self.out.setdefault(kind, []).append(len(self.pressed))
        return False


def domino_turns(players, seed_wait):
    """{kind: [presses per move]} over a traditional match of ``players`` people choosing
    greedily: "tile (cursor on it)" (fitting one end, or both: the end asked), "tile (cursor
    moved)", "draw", "pass"."""
    from host_sim.drive.hotseat import play, start

    from pipgrid.bots.domino import greedy_traditional
    from pipgrid.games.domino.moves import DRAW

    def kind(screen, move):
        if move >= DRAW:
            return ("draw" if move == DRAW else "pass",)
        if screen.hand.index(screen.move_tile(move)) != screen.cursor:
            return ("tile (cursor moved)",)
        legal = screen.game.legal_moves()  # both ends: the board asks which (one more press or two)
        both = (move | 1) in legal and (move & ~1) in legal
        return ("tile (cursor on it)", "  fits both ends" if both else "  fits one end")

    b = _board()
    b.wait(seed_wait)
    start(b, "TRAD", players, [P] * players)
    count = Counting(b, greedy_traditional, kind)

    def after_turn(b):
        g = count.screen.game
        assert g.history[-1] & 63 == count.move, (
            "the presses did not make the move"
        )  # (its record's low bits)
        return count.after_turn(b)

    play(b, count.choose, after_turn=after_turn)
    return count.out


def triominoes_turns(seed_wait):
    """{kind: [presses per move]} over a Tri-Ominos match of three people choosing greedily
    (draw limit 1): "placement", "draw", "pass"."""
    from host_sim.drive.triominoes import play, start

    from pipgrid.bots.triominoes import choose_greedy

    b = _board()
    b.wait(seed_wait)
    start(b, 3, [P, P, P], (("DRAW", 2),))
    count = Counting(
        b, choose_greedy, lambda s, m: ("placement" if m >= 0 else ("draw" if m == -1 else "pass"),)
    )

    def after_turn(b):
        g = count.screen.game
        assert count.move < 0 or g.last_move()[0] == count.move, "the presses did not place the tile"
        return count.after_turn(b)

    play(b, count.choose, after_turn=after_turn)
    return count.out


def how_presses():
    """{game word: presses from its menu page to its first HOW screen}."""
    from pipgrid.catalog import GAMES

    b = _board()
    while b.app.screen_name != "menu":
        b.press("B")
    out = {}
    for row in GAMES:
        b.menu_to(row.word)
        n = 0
        for key in ("RIGHT", "A"):  # turn the page to HOW?, A
            if b.app.screen_name == "how":
                break
            b.press(key)
            n += 1
        assert b.app.screen_name == "how", b.app.screen_name
        out[row.word] = n
        while b.app.screen_name != "menu":
            b.press("B")
        b.press("LEFT")  # the game's own side again
    return out


def _spread(xs):
    if not xs:
        return "none"
    s = sorted(xs)
    return "median %g, range %d-%d over %d" % (
        (s[(len(s) - 1) // 2] + s[len(s) // 2]) / 2,
        s[0],
        s[-1],
        len(s),
    )


def main(argv=None):
    waited = power_on_to_handover(False)
    skipped = power_on_to_handover(True)
    print(
        "traditional, two people, power-on to the first handover: %d presses (%s)"
        % (len(waited), " ".join(waited))
    )
    print("  skipping the start-up animation: %d presses (%s)" % (len(skipped), " ".join(skipped)))
    merged = {}
    for players, seed_wait in ((2, 0), (2, 59), (4, 0)):
        for kind, counts in domino_turns(players, seed_wait).items():
            merged.setdefault(kind, []).extend(counts)
    print("traditional matches (2, 2 and 4 people, greedy choices), presses per move:")
    for kind in (
        "tile (cursor on it)",
        "  fits one end",
        "  fits both ends",
        "tile (cursor moved)",
        "draw",
        "pass",
    ):
        counts = merged[kind]
        ones = counts.count(1)
        print("  %-20s %s; one press: %d of %d" % (kind, _spread(counts), ones, len(counts)))
    tri = triominoes_turns(0)
    print("Tri-Ominos match (3 people, greedy choices, draw limit 1), presses per move:")
    for kind in ("placement", "draw", "pass"):
        print("  %-20s %s" % (kind, _spread(tri[kind])))
    how = how_presses()
    print(
        "HOW from a game's menu page to its first screen: %s" % ", ".join("%s %d" % kv for kv in how.items())
    )
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(main(sys.argv[1:]))
