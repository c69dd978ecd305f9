"""Parity: the round seeds a chosen match seed derives (``digest``, pipgrid/rng.py, issue
26) are the same on every interpreter, and so is the fallback of a board without
os.urandom (the clock and the presses' timing through ``digest``)."""

from pipgrid.rng import digest

for seed in (0, 1, 2, 7, 11, 12345, 2**29 + 3, 2**30 - 1, 2**31 - 1, 2**32 - 1):
    print(seed, [digest(seed, k) for k in range(2, 7)])
print("fallback", [digest(ms, presses) for ms in (0, 1, 999, 2**29) for presses in (0, 1, 0xFFFFF)])
