"""Stand-in for CircuitPython's ``supervisor`` (bench/bench_playthrough.py): ``ticks_ms``
is the play-through's recorded clock (``now``, set by the replay), wrapping at 2**29;
``runtime.serial_connected`` says a computer reads the serial console, so the hot-seat
games write their transcripts there (the heavier case, and the recording's: on CPython
the games always write them)."""

now = 0


def ticks_ms():
    return now & 0x1FFFFFFF


class runtime:  # noqa: N801  (supervisor.runtime is an object on the board)
    serial_connected = True
