"""The mirror's heap during a hot-seat match (issue 16), measured in the whole app *with
the runner*, as firmware/code.py runs them: bench hotseat's 4-seat traditional match to
100 (TR-14) replayed by presses under the 32-bit MicroPython from .mpy files
(bench/mirror_match_mpy.py), with no mirror, a mirror reading every frame and one that
asked and stopped reading.

The issue's target, the whole app's peak under 48 KB in a 64 KB heap, is not met by this
whole app even without a mirror (bench mirror: 65.7 KB, smallest heap 83 KB: the runner,
the profile's checks and the boot error pictures that code.py keeps loaded, 15.6 KB, are
outside bench hotseat's figure). What is asserted: the match completes with a mirror in
the heap it needs today plus a little room, the mirror (code and buffers) adds at most
4.5 KB to the peak (4.0 KB today), and it sends frames (or drops them, stalled) without
changing the match. Completion and heap only, never timing.
"""

import os

import pytest

from bench.bench_mirror import figures, match_events, match_run
from bench.bench_playthrough import BUDGET_KB
from host_sim import mpy
from interpreters import SKIP_32

HEAP = (
    "%dK" % BUDGET_KB
)  # the board's budget (issue 22); smallest today: 77 KB no mirror, 81 KB with one (bench mirror)
MIRROR_MOST = 5120  # bytes the mirror may add to the whole app's peak (4.0-4.7 KB: its names
# fall into the interned-string pools differently as the code before them changes)


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    tmp = str(tmp_path_factory.mktemp("mirror_heap"))
    lib = os.path.join(tmp, "lib")
    mpy.compile_lib(lib)
    events = match_events(tmp)
    out = {}
    for mode in ("none", "reading", "stalled"):
        r = match_run(lib, events, mode, HEAP, mpy.binary32(), tmp)
        assert r.returncode == 0, (mode, r.stderr[-800:])
        out[mode] = figures(r.stdout)
    return out


@SKIP_32
@pytest.mark.parametrize("mode", ["reading", "stalled"])
def test_a_mirror_adds_little_to_a_hotseat_match_on_the_32_bit_build(runs, mode):
    base, got = runs["none"], runs[mode]
    assert got["screen"] == ["matchend"] and got["presses"] == base["presses"]  # the same match, to its end
    assert got["mirror"][:2] == [mode, "loaded"]
    added = got["live_peak"][0] - base["live_peak"][0]
    assert 0 < added <= MIRROR_MOST, "the mirror adds %d bytes to the peak, at most %d" % (added, MIRROR_MOST)


@SKIP_32
def test_a_reading_mirror_gets_frames_and_a_stalled_one_none(runs):
    sent, dropped = runs["reading"]["mirror"][2:4]
    assert sent > 300 and dropped > 0  # a frame per press at least, the rest dropped
    assert runs["stalled"]["mirror"][2] == 0 and runs["stalled"]["mirror"][3] > sent
