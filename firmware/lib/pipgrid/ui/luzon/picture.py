"""Luzon's pictures on the main menu (catalog.py's ``picture``): two tiles that sum to
12 on its page; the deal number on its CONTINUE page."""

from pipgrid.ui import font, palette, tiles_draw


def draw_menu(canvas, pal):
    tiles_draw.tile(canvas, 0, 8, 5, 6, 3, False, pal)
    tiles_draw.tile(canvas, 8, 11, 0, 1, 3, False, pal)


def draw_continue(canvas, number, pal):
    """``number``: the saved game's deal (its ``menu_number``)."""
    font.draw_number(canvas, 14, 9, number % 1000, palette.TEXT)
