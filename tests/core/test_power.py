"""Power limiting keeps the estimated LED current within the profile's cap."""

from pipgrid import power


def test_full_white_is_capped_at_500ma():
    leds = 256
    levels = 255 * 3 * leds
    b = power.limit_brightness(levels, leds, 1.0, 500)
    assert b < 0.1
    ma = power.estimate_ma(levels, leds, b)
    assert 475 <= ma <= 500


def test_dim_frame_keeps_user_brightness():
    assert power.limit_brightness(255 * 3 * 10, 256, 0.3, 500) == 0.3


def test_black_frame_draws_idle_current_only():
    assert power.estimate_ma(0, 256, 1.0) == 256 * power.IDLE_MA
