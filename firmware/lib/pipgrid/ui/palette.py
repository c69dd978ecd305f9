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
NAMES = ("NORM", "CB")

# Interface colours (cursor brackets live in the gaps between tiles, never on a tile).
WHITE = (255, 255, 255)
CURSOR = WHITE
SELECT = (0, 255, 0)
REFUSE = (255, 0, 0)
HINT = (0, 255, 255)
TEXT = (160, 160, 160)
LABEL = (255, 170, 0)
GOOD = (0, 255, 0)
BAD = (255, 0, 0)
EMPTY = (24, 24, 24)
BLACK = (0, 0, 0)
