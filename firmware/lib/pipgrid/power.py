"""Power limiting: keep the LEDs' current under the profile's cap (DESIGN.md).

Current model of a WS2812B (per LED, 5 V), documented in hardware/:
each colour channel draws up to ``MA_PER_CHANNEL`` mA at level 255, linearly in
the level; every LED also draws ``IDLE_MA`` mA when dark. A frame's current at
brightness b is ``leds * IDLE_MA + b * sum(levels) * MA_PER_CHANNEL / 255``.
Before each ``show()`` the runner asks ``limit_brightness`` for the brightness
to use: the user's choice, lowered just enough that the estimate stays within
the cap.
"""

MA_PER_CHANNEL = 20
IDLE_MA = 1


def frame_levels(buf):
    """Sum of every channel level in a frame buffer (bytes of 0..255)."""
    return sum(buf)


def estimate_ma(levels, leds, brightness):
    """Estimated current in mA for a frame whose channel levels sum to ``levels``."""
    return leds * IDLE_MA + brightness * levels * MA_PER_CHANNEL / 255


def limit_brightness(levels, leds, brightness, cap_ma):
    """The highest brightness <= ``brightness`` whose estimate stays within ``cap_ma``."""
    budget = cap_ma - leds * IDLE_MA
    if budget <= 0:
        return 0.0
    full = levels * MA_PER_CHANNEL / 255
    if full * brightness <= budget:
        return brightness
    return budget / full
