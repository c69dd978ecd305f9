"""A 3x5 pixel font: digits, capital letters and a few signs, for deal numbers,
scores and short words on a 16x16 grid (four characters fit across).

Each glyph is 15 bits, five rows of three, top row first, most significant bit at
the top-left. Lookup is ``CHARS.find(ch)`` into ``GLYPHS`` (no allocation while
drawing). Lower-case text is drawn in capitals; unknown characters draw as ``?``.
"""

CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ -?!.:/+<>%,'"
# fmt: off
GLYPHS = (
    0b111101101101111, 0b010110010010111, 0b111001111100111, 0b111001111001111,
    0b101101111001001, 0b111100111001111, 0b111100111101111, 0b111001001010010,
    0b111101111101111, 0b111101111001111,
    0b010101111101101, 0b110101110101110, 0b011100100100011, 0b110101101101110,  # A B C D
    0b111100110100111, 0b111100110100100, 0b011100101101011, 0b101101111101101,  # E F G H
    0b111010010010111, 0b001001001101010, 0b101101110101101, 0b100100100100111,  # I J K L
    0b101111111101101, 0b110101101101101, 0b010101101101010, 0b110101110100100,  # M N O P
    0b010101101110011, 0b110101110101101, 0b011100010001110, 0b111010010010010,  # Q R S T
    0b101101101101111, 0b101101101101010, 0b101101111111101, 0b101101010101101,  # U V W X
    0b101101010010010, 0b111001010100111,                                        # Y Z
    0, 0b000000111000000, 0b110001010000010, 0b010010010000010,                  # space - ? !
    0b000000000000010, 0b000010000010000, 0b001001010100100, 0b000010111010000,  # . : / +
    0b001010100010001, 0b100010001010100, 0b101001010100101, 0b000000000010100,  # < > % ,
    0b010010000000000,                                                           # '
)
# fmt: on
try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


_WIDTH = const(3)
_HEIGHT = const(5)
SCROLL_MS = const(90)  # one pixel of scrolling text
_SCROLL_PAUSE = const(8)  # pixels' worth of pause at each end
_QUESTION = const(38)  # CHARS.find("?"): a const, so no name is kept on the board
_MINUS = const(37)  # CHARS.find("-")
_PLUS = const(43)  # CHARS.find("+")


# The glyph of each character code 32..127 (lower case: its capital's), for text drawn
# from its bytes: a character taken out of a str is interned on the board (a name kept
# for good), a byte is a plain int.
_INDEX = bytearray(96)
for i in range(96):  # (i, code: names the board has anyway)
    _INDEX[i] = _QUESTION
for i, code in enumerate(CHARS.encode()):
    _INDEX[code - 32] = i
    if 65 <= code <= 90:
        _INDEX[code] = i


def glyph(ch):
    i = CHARS.find(ch)
    if i < 0:
        i = CHARS.find(ch.upper())
    return GLYPHS[i if i >= 0 else _QUESTION]


def draw_char(canvas, x, y, ch, rgb):
    draw_bits(canvas, x, y, glyph(ch), rgb)


def draw_bits(canvas, x, y, bits, rgb):
    """Draw one glyph given as its 15 bits (digits: ``GLYPHS[d]``)."""
    mask = 1 << 14
    for row in range(_HEIGHT):
        for col in range(_WIDTH):
            if bits & mask:
                canvas.set(x + col, y + row, rgb)
            mask >>= 1


def text_width(s):
    """Pixels taken by ``s``: 3 per character and 1 between characters."""
    return 4 * len(s) - 1 if s else 0


def draw_text(canvas, x, y, s, rgb):
    """Draw ``s`` with its top-left at (x, y); clipped; returns the x after the text."""
    for code in s.encode():  # (bytes: no character interned, ``_INDEX``)
        if code != 32:
            draw_bits(canvas, x, y, GLYPHS[_INDEX[code - 32] if 32 <= code < 128 else _QUESTION], rgb)
        x += _WIDTH + 1
    return x


def draw_number(canvas, right, y, n, rgb, digits=0):
    """Draw the non-negative int ``n`` right-aligned so its last column is ``right``.

    ``digits`` pads with leading zeros to that many digits. Returns the left x.
    No string is built, so drawing a number allocates nothing.
    """
    x = right - _WIDTH + 1
    count = 0
    while True:
        draw_bits(canvas, x, y, GLYPHS[n % 10], rgb)
        n //= 10
        count += 1
        if n == 0 and count >= digits:
            return x
        x -= _WIDTH + 1


def number_width(n):
    w = 3
    while n >= 10:
        n //= 10
        w += 4
    return w


def scroll_x(text, width, now):
    """x of text that scrolls back and forth when wider than ``width`` (0 when it fits)."""
    extra = text_width(text) - width
    if extra <= 0:
        return 0
    span = extra + _SCROLL_PAUSE
    phase = (now // SCROLL_MS) % (2 * span)
    if phase >= span:
        phase = 2 * span - phase
    return -min(max(phase - _SCROLL_PAUSE // 2, 0), extra)


def signed(canvas, right, y, n, rgb):
    """``n`` right-aligned at ``right``, a minus sign before a negative number; returns
    the left x."""
    x = draw_number(canvas, right, y, -n if n < 0 else n, rgb)
    if n < 0:
        x -= _WIDTH + 1
        draw_bits(canvas, x, y, GLYPHS[_MINUS], rgb)
    return x


def points(canvas, x, y, n, rgb):
    """Points won, centred on column ``x`` within columns 0-13: ``+`` and ``n`` (the plus
    sign left out when 14 columns cannot hold it, a minus sign for ``n`` < 0)."""
    w = width(n)
    plus = n >= 0 and w <= 10
    if plus:
        w += 4
    left = signed(canvas, min(max(0, x - (w - 1) // 2), 14 - w) + w - 1, y, n, rgb)
    if plus:
        draw_bits(canvas, left - _WIDTH - 1, y, GLYPHS[_PLUS], rgb)


def draw_seat(canvas, x, y, seat, seats):
    """A seat's badge on a results page: a 5x5 block of its colour (``seats``: the
    palette's) with its number (1-based) in black, or white on a dark colour: the seat is
    known by its number, its colour helps (the game screens' badge, a row shorter)."""
    from pipgrid.ui import palette

    canvas.rect(x, y, 5, 5, seats[seat])
    draw_bits(canvas, x + 1, y, GLYPHS[seat + 1], palette.ink(seats[seat]))


def score(canvas, seat, seats, total):
    """A results page's seat: its badge (rows 0-4) and under it, from the left, its total
    in white (rows 6-10: a line of its own, so three digits and a sign fit)."""
    from pipgrid.ui import palette

    draw_seat(canvas, 0, 0, seat, seats)
    signed(canvas, width(total) - 1, 6, total, palette.WHITE)


def width(n):
    """Pixels taken by the number ``n`` as ``signed`` draws it."""
    return number_width(-n) + 4 if n < 0 else number_width(n)


def dots(canvas, index, count, clear=False):
    """Page dots down column 15 (two rows apart while they fit): where you are in a list.
    ``clear``: columns 14-15 dark first, so nothing on the page (a scrolling word, a
    number) touches or hides a dot (the results pages)."""
    if clear:
        canvas.rect(14, 0, 2, 16, (0, 0, 0))
    step = 2 if count <= 8 else 1
    top = (16 - (count - 1) * step - 1) // 2
    for i in range(count):
        canvas.set(15, top + i * step, (255, 255, 255), 0 if i == index else 3)
