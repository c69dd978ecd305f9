"""PipGrid host simulator: the board's own code on CPython, with virtual hardware.

Importing this package puts ``firmware/lib`` on ``sys.path`` so that ``pipgrid``
is imported from exactly the files that go onto the CIRCUITPY drive.
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIRMWARE_LIB = os.path.join(ROOT, "firmware", "lib")
if FIRMWARE_LIB not in sys.path:
    sys.path.insert(0, FIRMWARE_LIB)
