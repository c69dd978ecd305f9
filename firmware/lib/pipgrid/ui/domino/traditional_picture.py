"""Traditional domino's pictures on the main menu (catalog.py's ``picture``): a line of
matching halves on its page; a T on its CONTINUE page."""

from pipgrid.ui import font, palette, tiles_draw


def draw_menu(canvas, pal):
    tiles_draw.tile(canvas, 0, 9, 6, 6, 3, False, pal)
    tiles_draw.tile(canvas, 7, 9, 6, 2, 1, False, pal)
    tiles_draw.tile(canvas, 10, 9, 2, 4, 1, False, pal)


def draw_continue(canvas, number, pal):
    font.draw_text(canvas, 9, 9, "T", palette.TEXT)
