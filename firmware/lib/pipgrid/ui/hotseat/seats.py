"""A seat at a game played around the table (HS-3), shared by the set-up pages
(ui/hotseat/setup.py), the domino games' and Tri-Ominos' hooks and tables: each seat is
a person (``PERSON``) or a computer player (``GREEDY``, ``RANDOM``, or 3..7: the Monte
Carlo levels L1..L5; their words: setup.KIND_WORDS). A seat is known by its number and its place
first (the badge's number, the census's and the score bars' fixed order), its colour as
a help: the colours follow COLOUR (``palette.seat_colours(app.palette())``); how a seat
is drawn: ui/hotseat/handover.py. Kept apart so the set-up pages load none of a game's
code."""

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


PERSON = const(0)
GREEDY = const(1)
RANDOM = const(2)
BOT_NAMES = ("", "greedy", "random")  # GREEDY and RANDOM (bots/domino.py, bots/triominoes.py)
BOT_SEED = const(0x5EED)
