"""Q(name) lines for the 32-bit build's ports/unix/qstrdefsport.h: every name the
64-bit MicroPython (the PyPI unix port in .venv, standard variant) keeps in ROM.

A name a program uses costs heap only when the firmware does not already hold it in
its ROM table (a *qstr*). The 32-bit build here lacks extmod/ (the sdist does not
ship it), so names such as ``random``, ``seed`` or ``match`` that the modules of a
full firmware put in ROM would be interned on the heap and counted against us. With
these lines both builds hold the same ROM names, and what differs between their
heap figures is the word size alone.

How: the candidates are the identifier-like strings in the 64-bit interpreter's
library; a probe run by that interpreter looks each one up as an attribute (which
interns it) and prints the qstr count around it: a name whose lookup adds no qstr
was already in ROM.  Usage: python rom_qstrs.py > extra_qstrdefs.h
"""

import os
import re
import subprocess
import sys
import tempfile

PROBE = """
import micropython
zzq_o = object()
zzq_f = open(ZZQ_PATH)
while True:
    zzq_n = zzq_f.readline().strip()
    if not zzq_n:
        break
    micropython.qstr_info()
    getattr(zzq_o, zzq_n, None)
    micropython.qstr_info()
"""


def interpreter_library():
    """The shared library of the PyPI unix port (its ROM strings live there)."""
    import micropython_run

    return micropython_run.__file__


def candidates(path):
    data = open(path, "rb").read()
    names = set()
    for m in re.finditer(rb"[A-Za-z_][A-Za-z0-9_]{0,40}(?=\x00)", data):
        names.add(m.group().decode())
    return sorted(names)


def rom_names(micropython, names):
    with tempfile.TemporaryDirectory() as tmp:
        listing = os.path.join(tmp, "names.txt")
        with open(listing, "w") as f:
            f.write("\n".join(names) + "\n")
        probe = os.path.join(tmp, "probe.py")
        with open(probe, "w") as f:
            f.write("ZZQ_PATH = %r\n" % listing + PROBE)
        out = subprocess.run([micropython, "-X", "heapsize=256M", probe], capture_output=True, text=True,
                             check=True).stdout
    counts = [int(m) for m in re.findall(r"n_qstr=(\d+)", out)]
    return [n for i, n in enumerate(names) if counts[2 * i] == counts[2 * i + 1]]


def main():
    micropython = os.path.join(os.path.dirname(sys.executable), "micropython")
    names = candidates(interpreter_library())
    rom = rom_names(micropython, names)
    print("// ROM names of the 64-bit MicroPython (host_sim/mp32/rom_qstrs.py): %d" % len(rom))
    for n in rom:
        print("Q(%s)" % n)


if __name__ == "__main__":
    main()
