#!/usr/bin/env bash
# Build a 32-bit CircuitPython unix-port interpreter ("cpboard32" variant) from a git
# directory of adafruit/circuitpython, for measuring the firmware on CircuitPython's own
# core (interned names, long ints, pystack, floats) the way micropython32 measures it on
# MicroPython's. A measuring instrument only: nothing of CircuitPython's source goes into
# the project, and the project's tests that use it skip when it is absent.
#
# usage: build.sh GITDIR TAG OUT     e.g. build.sh CP_GITDIR 10.2.1 .venv/bin/circuitpython10-cpboard32
#                                         build.sh CP_GITDIR 9.2.1  .venv/bin/circuitpython92-cpboard32
# (`make cp32 GITDIR=...` builds both into .venv/bin, where host_sim/mpy.py finds them;
# PIPGRID_CP32=FOLDER names another folder holding them.) GITDIR: a clone of
# https://github.com/adafruit/circuitpython with its tags; nothing of it is kept here.
# env:   WORK  scratch folder for the work trees (default: a folder beside OUT)
#        JOBS  make -j (default 2)
# Needs gcc -m32 (Debian: gcc-multilib, installed when missing as host_sim/mp32/build.sh
# does) and python3; the build's scripts need the PyPI package huffman, installed into a
# venv in WORK. About 4 minutes on two cores.
# No submodule is needed: ulab, FFI, btree, ssl, socket, threads and the frozen manifest are
# off (cpboard32/mpconfigvariant.mk). The variant sets what a board build sets that changes
# how Python code behaves: object representation C (immediate 30-bit floats), single
# precision, a 2048-byte pystack (env CIRCUITPY_PYSTACK_SIZE overrides it, as settings.toml
# does on a board), exception chaining, CircuitPython's own traceback and struct modules.
# Not a board: the ROM holds the unix port's names, and there is no board, keypad or supervisor.
set -euo pipefail
GITDIR="${1:?usage: build.sh GITDIR TAG OUT}"; TAG="${2:?tag}"; OUT="${3:?output path}"
case "$OUT" in /*) ;; *) OUT="$PWD/$OUT" ;; esac
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
WORK="${WORK:-$(dirname "$OUT")/cp32-work}"
JOBS="${JOBS:-2}"
mkdir -p "$WORK" "$(dirname "$OUT")"
if ! echo 'int main(void){return 0;}' | gcc -m32 -x c - -o /dev/null 2>/dev/null || ! command -v make >/dev/null; then
    SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
    $SUDO apt-get update
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends gcc-multilib make
fi
PY="$WORK/venv/bin/python"
[ -x "$PY" ] || { python3 -m venv "$WORK/venv"; "$WORK/venv/bin/pip" install -q huffman; }
SRC="$WORK/src-$TAG"
if [ ! -d "$SRC/.git" ]; then
    git clone -q --no-checkout "$GITDIR" "$SRC"
    # a few large binary blobs of other ports may be absent from a mirror: not needed here
    git -C "$SRC" checkout -q "$TAG" 2>/dev/null || true
    test -f "$SRC/ports/unix/main.c" || { echo "tag $TAG did not check out a unix port" >&2; exit 1; }
fi
V="$SRC/ports/unix/variants/cpboard32"
mkdir -p "$V"
cp "$HERE/cpboard32/"* "$V/"
# 9.x: a variant that sets MICROPY_OBJ_REPR must define the integer types itself
if grep -q "Assume that if we already defined the obj repr then we also defined types" "$SRC/ports/unix/mpconfigport.h" \
   && ! grep -q "typedef int mp_int_t" "$V/mpconfigvariant.h"; then
    printf '%s\n' 'typedef int mp_int_t;' 'typedef unsigned int mp_uint_t;' >> "$V/mpconfigvariant.h"
fi
# a pystack of a board's size (CIRCUITPY_PYSTACK_SIZE, 2048 bytes) instead of 1024 words
M="$SRC/ports/unix/main.c"
"$PY" - "$M" <<'PYEOF'
import sys
p = sys.argv[1]; s = open(p).read()
old = "    static mp_obj_t pystack[1024];\n    mp_pystack_init(pystack, &pystack[MP_ARRAY_SIZE(pystack)]);\n"
new = ("    size_t pystack_bytes = CPBOARD_PYSTACK_BYTES;\n"
       "    if (getenv(\"CIRCUITPY_PYSTACK_SIZE\")) {\n"
       "        pystack_bytes = strtoul(getenv(\"CIRCUITPY_PYSTACK_SIZE\"), NULL, 0);\n"
       "    }\n"
       "    mp_obj_t *pystack = malloc(pystack_bytes);\n"
       "    mp_pystack_init(pystack, (mp_obj_t *)((char *)pystack + (pystack_bytes & ~(size_t)3)));\n")
if "CPBOARD_PYSTACK_BYTES" not in s:
    assert old in s, "pystack lines not found in main.c"
    open(p, "w").write(s.replace(old, new))
PYEOF
NAME="$(basename "$OUT")"
( cd "$SRC/ports/unix" && nice -n 10 make VARIANT=cpboard32 PROG="$NAME" PYTHON="$PY" -j"$JOBS" >"$WORK/build-$TAG.log" 2>&1 ) \
    || { tail -30 "$WORK/build-$TAG.log" >&2; exit 1; }
cp "$SRC/ports/unix/build-cpboard32/$NAME" "$OUT"
file "$OUT" | grep -q "ELF 32-bit"
"$OUT" -X heapsize=64K -c "import sys, gc; gc.collect(); print(sys.implementation, 'heap', gc.mem_free()+gc.mem_alloc())"
echo "built $OUT"
