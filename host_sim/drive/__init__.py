"""Drivers that play the board's own App by button presses, as a person would: for the
end-to-end tests, the benchmarks and the pictures (``make images``). ``luzon`` (the
simulated-time Board and Luzon's move keys), ``hotseat`` (menu and set-up walks, a
domino match), ``triominoes`` (a Tri-Ominos game). Moved here from tests/core (issue 22): the
simulator's pictures and the benchmarks use them, and nothing of the simulator or the
benchmarks imports from tests/."""
