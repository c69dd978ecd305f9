"""``make bench``: run every benchmark module in bench/ (bench_*.py) in name order.

Each module has ``main(argv) -> int`` and prints its own figures. Pass module
names to run only those: ``make bench ARGS="luzon"``. The strength ladder of the
computer players (bench/ladder.py, long) runs only when named: ``make bench
ARGS="ladder --matches 100"``. ``python -m bench playthrough --interpreter PATH``: the
play-through's smallest heap on one interpreter (bench/bench_playthrough.py).
``python -m bench names``: the play-through's interned names per module (bench/names.py).
``python -m bench tri_board --no-thinking --interpreter .venv/bin/micropython32``: the
Tri-Ominos games by presses on one interpreter, without the thinking rows.
"""

import os
import sys
import time

import host_sim  # noqa: F401  (firmware/lib on sys.path)

HERE = os.path.dirname(os.path.abspath(__file__))


def main(argv):
    if argv[:1] in (["--help"], ["-h"]):  # (it ran every benchmark: a flag names none)
        print(__doc__.strip())
        print(
            "benchmarks: "
            + " ".join(
                sorted(n[6:-3] for n in os.listdir(HERE) if n.startswith("bench_") and n.endswith(".py"))
            )
        )
        return 0
    names = sorted(n[:-3] for n in os.listdir(HERE) if n.startswith("bench_") and n.endswith(".py"))
    wanted = [a for a in argv if not a.startswith("-")]
    if wanted and wanted[0] == "ladder":
        from bench import ladder

        return ladder.main(argv[1:])
    if wanted and wanted[0] == "playthrough":  # its last line is the figure: no timing line after it
        from bench import bench_playthrough

        return bench_playthrough.main(argv[1:])
    if wanted and wanted[0] == "names":  # where the play-through's interned names come from
        from bench import names

        return names.main(argv[1:])
    if wanted:
        names = [n for n in names if any(w in n for w in wanted)]
    status = 0
    for name in names:
        print("== %s" % name, flush=True)
        t0 = time.perf_counter()
        module = __import__("bench." + name, fromlist=["main"])
        status |= module.main(argv) or 0
        print("   (%s took %.1f s)" % (name, time.perf_counter() - t0), flush=True)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
