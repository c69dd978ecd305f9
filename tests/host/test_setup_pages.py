"""The set-up pages of every game played around the table (ui/hotseat/setup.py), by
presses: an option's default and choices are the rules' own table's, the players the
rules deal a hand to, and PLAY hands the engine the very dict the pages show (issue 22:
one place for defaults and ranges, one shape from the page to the engine)."""

from host_sim.drive.hotseat import goto, settle
from host_sim.drive.luzon import Board

from pipgrid.games.domino import italian_rules, traditional_rules
from pipgrid.games.triominoes import deal as tri_deal
from pipgrid.games.triominoes import options as tri_options

TABLES = {"TRAD": traditional_rules.OPTIONS, "ITAL": italian_rules.OPTIONS, "TRI": tri_options.OPTIONS}


def open_setup(word):
    b = Board()
    while b.app.screen_name == "intro":
        b.press("B")
    goto(b, word)
    b.press("A")
    settle(b)
    assert b.app.screen_name == "setup"
    return b, b.app.stack[-1]


def table_row(word, name):
    return [row for row in TABLES[word] if row[0] == name][0]


def walk(b, pages, word, key):
    """The values an option page shows pressing ``key`` until it comes round again, and
    whether it stopped at an end instead."""
    goto(b, word)
    name = pages.page(word)[1]
    seen = [pages.setup.options[name]]
    for _ in range(80):
        b.press(key)
        value = pages.setup.options[name]
        if value == seen[0] or value == seen[-1]:
            return seen, value == seen[-1]
        seen.append(value)
    raise AssertionError("no end to %s" % word)


def players_range(b, pages):
    goto(b, "PLAYERS")
    for _ in range(8):
        b.press("LEFT")
    fewest = pages.setup.players
    for _ in range(8):
        b.press("RIGHT")
    return fewest, pages.setup.players


def test_defaults_are_the_rules_tables():
    """TR-7, TR-9, TR-14, IT-2, IT-M1, TO-8, TO-12, TO-14..TO-16: a fresh board's set-up
    shows each table's default (Tri-Ominos' target: the rules' 400 without the club)."""
    for word, players in (("TRAD", 2), ("ITAL", 3), ("TRI", 2)):
        _b, pages = open_setup(word)
        want = {name: default for name, default, choices in TABLES[word] if choices is not None}
        if word == "TRI":
            want["target"] = tri_options.default_target(want["club"])
        assert pages.setup.options == want, word
        assert pages.setup.players == players, word


def test_every_choice_a_page_offers_is_one_the_rules_accept():
    """Each option page steps through values of its table's choices, in the table's
    order: round and round, or (DRAW, a count) to its ends."""
    for word in ("TRAD", "ITAL", "TRI"):
        b, pages = open_setup(word)
        for page in pages.pages:
            if page[1] is None:
                continue
            seen, stopped = walk(b, pages, page[0], "RIGHT")
            choices = table_row(word, page[1])[2]
            assert all(v in choices for v in seen), (word, page[0], seen)
            if page[0] == "GOAL" and word != "TRI":
                assert tuple(seen) == tuple(choices[choices.index(seen[0]) :]) + tuple(
                    choices[: choices.index(seen[0])]
                )
            assert stopped == (page[0] == "DRAW"), (word, page[0])


def test_the_players_are_those_the_rules_deal_for():
    """TR-2: 2..4; IT-1: 3..5, IT-M1: 2..5 (MILE on); TO-4 and TO-17: 1..6."""
    b, pages = open_setup("TRAD")
    assert players_range(b, pages) == (2, 4)
    assert [n for n, size in enumerate(traditional_rules.HAND_SIZE) if size] == [2, 3, 4]
    b, pages = open_setup("ITAL")
    assert players_range(b, pages) == (3, 5)
    goto(b, "MILE")
    b.press("RIGHT")
    assert players_range(b, pages) == (2, 5)
    b, pages = open_setup("TRI")
    assert players_range(b, pages) == (1, len(tri_deal.HAND_SIZE) - 1)
    assert pages.words() == ("DRAW", "CLUB", "GOAL", "POOLS")
    for _ in range(5):
        b.press("LEFT")
    assert pages.words() == ("DEAL", "DRAW", "CLUB")  # one seat: solitaire (TO-17)


def test_play_hands_the_engine_the_options_the_pages_show():
    """The options dict goes from the pages to the engine in one shape: every option
    the engine holds is the value its page showed."""
    for word, pages_changed in (
        ("TRAD", (("DRAW", 3), ("GOAL", 1), ("WILD", 1))),
        ("ITAL", (("GOAL", 2),)),
        ("TRI", (("DRAW", 4), ("CLUB", 1), ("GOAL", 2), ("POOLS", 1))),
    ):
        b, pages = open_setup(word)
        for page, times in pages_changed:
            goto(b, page)
            for _ in range(times):
                b.press("RIGHT")
        shown = dict(pages.setup.options)
        goto(b, "PLAY")
        b.press("A")
        settle(b)
        engine = b.app.game.game
        for name, value in shown.items():
            assert engine.options[name] == value, (word, name, engine.options[name], value)
        assert shown != {n: d for n, d, c in TABLES[word] if c is not None}, word


def test_seats_on_the_set_up_pages_follow_colour_as_in_the_game():
    """A seat's colour on the set-up pages (PLAY's seat bars, a seat's page word) is the
    colour its badge has in the game, in both palettes (COLOUR; docs/board.md "seat"): the
    colour-blind seat colours are not the normal ones, so a set-up drawn in fixed colours
    would show seat 1 in another colour than its badge."""
    from pipgrid.ui import palette

    for cb in (False, True):
        for word in ("TRAD", "TRI"):
            b = Board()
            while b.app.screen_name == "intro":
                b.press("B")
            if cb:
                goto(b, "COLOUR")
                b.press("RIGHT")
            goto(b, word)
            b.press("A")
            settle(b)
            pages = b.app.stack[-1]
            seats = palette.seat_colours(b.app.palette())
            assert (seats is palette.COLOUR_BLIND_SEATS) == cb
            goto(b, "P1")
            assert pages.current().colour == seats[0]
            goto(b, "PLAY")
            b.wait(10)
            top = 7 if word == "TRAD" else 5  # (six seats' bars from row 5)
            bars = [b.canvas.get(10, top + 2 * s) for s in range(pages.setup.players)]
            assert bars == list(seats[: pages.setup.players]), (cb, word, bars)
            b.press("A")  # PLAY: two people, the handover to the seat that begins
            settle(b)
            while b.app.screen_name != "handover":
                b.wait(100)
            b.wait(1000 - b.now % 1000)  # the badge lit (it blinks every 500 ms)
            first = b.app.game.game.current_player
            assert b.canvas.get(0, 15) == seats[first] == bars[first], (cb, word, first)
