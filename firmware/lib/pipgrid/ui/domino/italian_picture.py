"""Italian domino's pictures on the main menu (catalog.py's ``picture``): the running
total and two tiles on its page; an I on its CONTINUE page."""

from pipgrid.ui import font, palette, tiles_draw


def draw_menu(canvas, pal):
    font.draw_number(canvas, 6, 9, 50, palette.LABEL)
    tiles_draw.tile(canvas, 9, 9, 3, 5, 1, True, pal)
    tiles_draw.tile(canvas, 11, 9, 6, 4, 1, True, pal)


def draw_continue(canvas, number, pal):
    font.draw_text(canvas, 9, 9, "I", palette.TEXT)
