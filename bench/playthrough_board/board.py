"""Stand-in for CircuitPython's ``board`` on a Pico (bench/bench_playthrough.py): the pins
the reference profile (``pico-16x16``) names; the LED driver and keypad stand-ins here
only keep them. On a board these names are in ROM; here each is interned once."""

GP0 = 0
GP2 = 2
GP3 = 3
GP4 = 4
GP5 = 5
GP6 = 6
GP7 = 7
GP15 = 15
