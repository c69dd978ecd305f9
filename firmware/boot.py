"""PipGrid boot.py: runs once at power-up, before USB starts and before code.py.

Enables the second USB serial channel, ``usb_cdc.data``, beside the console, for the
classroom mirror (``python -m host_sim mirror PORT``; pipgrid/mirror.py says why the
mirror does not use the console). The computer then sees two serial ports: the first
is the console (REPL, messages), the second the mirror's. A change to this file takes
effect after a reset (press the board's reset button or unplug it).
"""

try:
    import usb_cdc

    usb_cdc.enable(console=True, data=True)
except (ImportError, AttributeError, RuntimeError, ValueError):  # no native USB
    pass
