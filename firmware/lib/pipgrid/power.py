"""Power limiting: keep the LEDs' current under the profile's cap (DESIGN.md).

Current model of a WS2812B (per LED, 5 V), documented in hardware/README.md:
each colour channel draws up to ``_MA_PER_CHANNEL`` mA at level 255, linearly in
the level; every LED also draws ``IDLE_MA`` mA when dark. A frame's current at
brightness b is ``leds * IDLE_MA + b * sum(levels) * _MA_PER_CHANNEL / 255``.

The model is deliberately pessimistic: 20 mA is the datasheet's per-channel
maximum, and the pixel buffer truncates ``level * brightness`` down to a whole
level, so the real draw is at most the estimate. 256 LEDs at full white would
need 256 * (3 * 20 + 1) mA = 15.6 A, far more than USB (0.5 A) or a typical
adapter gives, so before each ``show()`` the runner asks ``limit_brightness``
for the brightness to use: the user's choice, lowered just enough that the
estimate stays within the cap. When limiting kicks in, the estimate lands on
the cap (not merely under it), so the picture is as bright as the supply allows.
"""

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


_MA_PER_CHANNEL = const(20)
IDLE_MA = 1
# A cap must leave at least this much above the dark LEDs' draw, or nothing lights.
MIN_LIGHT_MA = 50
# What the controller itself takes from the same 5 V supply (Pico ~25 mA, rounded up).
_BOARD_MA = const(50)


def estimate_ma(levels, leds, brightness):
    """Estimated current in mA for a frame whose channel levels sum to ``levels``."""
    return leds * IDLE_MA + brightness * levels * _MA_PER_CHANNEL / 255


def frame_ma(buf, brightness):
    """Estimated current in mA of an RGB frame buffer (3 bytes per LED) at ``brightness``."""
    return estimate_ma(sum(buf), len(buf) // 3, brightness)  # (every channel's level)


def worst_case_ma(leds):
    """Every LED full white at brightness 1.0: what an uncapped panel can draw."""
    return estimate_ma(255 * 3 * leds, leds, 1.0)


def limit_brightness(levels, leds, brightness, cap_ma):
    """The highest brightness <= ``brightness`` whose estimate stays within ``cap_ma``."""
    budget = cap_ma - leds * IDLE_MA
    if budget <= 0:
        return 0.0
    full = levels * _MA_PER_CHANNEL / 255
    if full * brightness <= budget:
        return brightness
    return budget / full


def cap_for_supply(supply_ma, adapter=True):
    """The ``current_cap_ma`` to set for a 5 V supply rated ``supply_ma``.

    A USB port's rating is a hard limit the host enforces, but the model above
    overestimates real LEDs, so the cap equals the port rating (500 mA on USB 2,
    the default). A plug-in adapter sags and heats near its rating: keep 20 %
    spare and leave ``_BOARD_MA`` for the controller. Rounded down to 50 mA.
    """
    if not adapter:
        return supply_ma
    cap = supply_ma * 4 // 5 - _BOARD_MA
    return cap - cap % 50
