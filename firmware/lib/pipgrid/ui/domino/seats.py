"""Hot-seat seats (HS-3), shared by the set-up pages (ui/hotseat/setup.py), the app's
hooks (ui/domino/hooks.py) and the match (ui/domino/table.py): a seat is a person or a
computer player, with a colour (red, green, blue, yellow, violet, and pink for
Tri-Ominos' sixth seat; none exactly a number colour) and its number 1..5 drawn beside it. Kept apart so the set-up pages
load none of the match's code."""

from pipgrid.ui import palette

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


PERSON = const(0)
GREEDY = const(1)
RANDOM = const(2)
BOT_NAMES = ("", "greedy", "random")
SEAT_RGB = palette.NORMAL_SEATS  # the normal palette's; drawing takes palette.seat_colours(app.palette())
BOT_SEED = const(0x5EED)
HAND_X = (1, 4, 7, 10, 13)
HAND_Y = (11, 13, 15)
