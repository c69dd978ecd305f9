"""Hot-seat seats (HS-3), shared by the set-up pages (ui/domino_setup.py), the app's
hooks (ui/hotseat.py) and the match (ui/hotseat_play.py): a seat is a person or a
computer player, with a colour (red, green, blue, yellow, violet; none exactly a
number colour) and its number 1..5 drawn beside it. Kept apart so the set-up pages
load none of the match's code."""

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


PERSON = const(0)
GREEDY = const(1)
RANDOM = const(2)
BOT_NAMES = ("", "greedy", "random")
SEAT_RGB = ((255, 32, 0), (32, 255, 32), (32, 64, 255), (255, 224, 0), (200, 0, 255))
BOT_SEED = const(0x5EED)
HAND_X = (1, 4, 7, 10, 13)
HAND_Y = (11, 13, 15)
