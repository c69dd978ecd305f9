"""Drivers that play the board's own App by button presses, as a person would: for the
end-to-end tests, the benchmarks and the pictures (``make images``). ``luzon`` (the
simulated-time Board and Luzon's move keys), ``hotseat`` (menu and set-up walks, a
domino match), ``triominoes`` (a Tri-Ominos game), ``board_fakes`` (portable stand-ins
for the board's pixels, keys and clock: the runner's tests and benchmarks, on every
interpreter, import it by its plain name, as host_sim.mpy and tests/conftest.py put this
folder on the path), ``web_page`` (the built page in headless Chromium: the browser tests
and bench web). Moved here from tests/ (issue 22): the simulator's pictures and the
benchmarks use them, and nothing of the simulator or the benchmarks imports from tests/."""
