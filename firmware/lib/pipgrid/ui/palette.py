"""Colours: one per number of pips 0..6 (the board's "pictures", as in a picture
domino), a colour-blind-safe alternative, and the few interface colours.

Why these colours. A WS2812 LED is driven with 8 bits per channel and the runner
scales every channel by the brightness (often 5-20 %), so 255 becomes 13 and 60
becomes 3. Two colours that differ only in a low channel value (orange 255,80,0
against red 255,0,0) collapse into one at low brightness. Every pair below therefore
differs by at least 100/255 in some channel, so at 5 % brightness each pair still
differs by 5 or more of the LED's steps in one channel
(tests/host/test_palette_vision.py checks it).

- ``NORMAL``: the seven pure channel mixes in rainbow order, easy to remember:
  0 white (a blank half, dimmer so it reads as "nothing"), 1 red, 2 amber,
  3 green, 4 cyan, 5 blue, 6 magenta. Under a simulated deuteranopia or protanopia
  (Machado 2009) amber and green come close, so:
- ``COLOUR_BLIND``: chosen by a search over colours whose channels are 0, 112, 176
  or 255 for the largest smallest difference (CIELAB) under deuteranopia,
  protanopia and tritanopia simulation, keeping the 100/255 step rule:
  0 white, 1 amber, 2 rose, 3 blue, 4 mint, 5 periwinkle, 6 red. Every pair stays at
  least 28 CIELAB units apart for each of the three kinds of colour blindness
  (the normal palette: 9).

A half drawn 3x3 or larger also shows its number as dice pips (ui/tiles_draw.py), so
colour is never the only cue there.
"""

NORMAL = (
    (180, 180, 180),
    (255, 0, 0),
    (255, 170, 0),
    (0, 255, 0),
    (0, 200, 255),
    (0, 0, 255),
    (255, 0, 255),
)
COLOUR_BLIND = (
    (255, 255, 255),
    (255, 176, 0),
    (255, 0, 112),
    (0, 0, 255),
    (112, 255, 112),
    (112, 112, 255),
    (255, 0, 0),
)
PALETTES = (NORMAL, COLOUR_BLIND)
LEVELS = (5, 10, 20, 35, 50, 75, 100)  # the LEDs' brightness steps in percent (the menu's LIGHT)
NAMES = ("NORM", "CB")

# Markers (issue 24): drawn only in cells no half uses, and each at least 25 CIELAB units
# from every number colour of both palettes as well (tests/host/test_board_language.py),
# so a marker never reads as a tile even where place and shape are missed. A few low
# channels (32, 48) are what takes each away from the pure mix of a number colour: a
# WS2812's light is linear in its drive value, so 32/255 is a plain tint, not noise.
CURSOR = (96, 32, 255)  # Luzon's cursor: violet (the domino games' cursor is the seat's colour)
SELECT = (0, 192, 32)  # selected / chosen: green
JUST_DRAWN = (96, 160, 16)  # TR-9: a tile just drawn, leaf-green blinking bars (never a seat's colour)
REFUSE = (192, 48, 32)  # refused: brick red, blinking
HINT = (0, 192, 128)  # hint: teal, blinking
END = (255, 96, 128)  # the line's open ends: a blinking upright bar past each end (ui/domino/line.py)

# Seat colours, one set per palette (they follow COLOUR): CIELAB 25+ from every number
# colour of their palette as drawn beside them (full: the hand's cursor bars, the census
# dot of the seat on turn; a quarter: the other seats' census dots; a half: Tri-Ominos'
# last tile among the points), the colour-blind set under all three simulations too;
# 25+ from every marker drawn in the cursor's own cells (refused and hint blink over
# it, chosen replaces it, just drawn stands in the same gap columns); and from one
# another as far as the rest allows. Under colour blindness the room left between seven
# number colours is a few dark reds, purples, browns and one green, so there the seat is
# known by its badge's number and its fixed place first (tests/host/test_board_language.py).
NORMAL_SEATS = ((255, 32, 0), (96, 255, 0), (16, 48, 128), (240, 208, 112), (96, 0, 255), (224, 0, 64))
COLOUR_BLIND_SEATS = ((255, 48, 80), (48, 0, 96), (0, 96, 32), (128, 0, 16), (96, 32, 32), (96, 80, 48))


def seat_colours(pal):
    """The seat colours that go with the number palette ``pal`` (``App.palette()``)."""
    return COLOUR_BLIND_SEATS if pal is COLOUR_BLIND else NORMAL_SEATS


def ink(rgb):
    """The colour a number is written in on a block of ``rgb`` (a seat's badge): black on a
    light colour, white on a dark one (the colour-blind seats are mostly dark)."""
    return BLACK if rgb[0] + 2 * rgb[1] + rgb[2] >= 384 else WHITE


# Other interface colours (words, icons), never beside a tile.
WHITE = (255, 255, 255)
TEXT = (160, 160, 160)
LABEL = (255, 170, 0)
GOOD = (0, 255, 0)
BAD = (255, 0, 0)
EMPTY = (24, 24, 24)
BLACK = (0, 0, 0)
