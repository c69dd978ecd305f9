"""Run the portable core tests (tests/core/test_*.py) under MicroPython.

Usage: micropython -X heapsize=64K tests/mpy_runner.py [test_file.py ...]
(MICROPYPATH must hold firmware/lib and tests/core; host_sim.mpy.run sets it.)
Every function named test_* in each module is called in name order. The last
line is 'N passed, N failed'.
"""

import gc
import os
import sys


def main(argv):
    try:  # CircuitPython has traceback (10.x dropped sys.print_exception), MicroPython not
        from traceback import print_exception
    except ImportError:
        print_exception = sys.print_exception
    gc.collect()  # (the failed import's garbage)
    names = argv[1:]
    if not names:
        names = sorted(n for n in os.listdir("tests/core") if n.startswith("test_") and n.endswith(".py"))
    passed = 0
    failed = 0
    for name in names:
        modname = name.split("/")[-1][:-3]
        try:
            mod = __import__(modname)
        except Exception as e:
            print("ERROR importing %s: %r" % (modname, e))
            print_exception(e)
            failed += 1
            continue
        for fname in sorted(n for n in dir(mod) if n.startswith("test_")):
            fn = getattr(mod, fname)
            gc.collect()
            try:
                fn()
                passed += 1
            except Exception as e:
                failed += 1
                print("FAIL %s.%s: %r" % (modname, fname, e))
                print_exception(e)
        del sys.modules[modname]
        gc.collect()
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


sys.exit(main(sys.argv))
