"""Screens for the LED grid: canvas, tiny font, palettes, tile drawing, menu, game screens.

Nothing here touches hardware: a screen turns button presses into moves and draws a
frame onto a ``Canvas`` (DESIGN.md, layers). The runner shows the canvas.
"""
