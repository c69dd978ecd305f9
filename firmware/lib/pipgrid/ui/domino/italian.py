"""Italian domino on the 16x16 grid, hot-seat (IT-1..IT-7; milestones IT-M1..IT-M4).

The point of the game is adding up out loud (IT-4), so the running total is the
biggest thing on the board. Layout::

    y 0..4   the running total (white) and, where it fits, the goal (amber) beside it
    y 6      a bar from 0 to the goal, lit up to the total (red when past it); with
             milestones the bar runs to 100 with amber marks at 30, 50 and 70 (IT-M3)
    y 8..9   the census: every seat's tile count (and the boneyard, milestones)
    y11..15  the hand of the seat on turn, or the badge and score bars

After every tile the total is *called out* for ``_SHOW_MS`` (ui/domino/table.py):
drawn twice as large in white, with the badge of the seat that laid it (its colour
and number), the tile and the goal below (the tile only where a two-digit goal
leaves room). Hitting the goal exactly (IT-5, or a milestone, IT-M3) shows it in
cyan; going past the goal (IT-6) in pink: verdict colours are never seat colours,
and the seat is named by its badge, never by the number's colour.

A turn: the cursor walks the hand and one more place after it: PASS (dark red,
IT-4: a player may keep their tiles), or in the milestone game DRAW (grey, IT-M2).
The first tile of a round must be the highest (IT-3): only it has the grey bar of a
tile that can be laid. A on a tile lays it (any tile fits: no matching of numbers);
A on a tile without the bar is refused with red bars.

Round end pages, every number beside its label (docs/board.md "Round ends"): EXACT
(IT-5), CLOSEST (IT-6) or OVER (IT-M4, nobody made 100 exactly), the winner's badge
and under it the total it announced; then one page per seat: its badge with its match
points beside it (rows 0-4), its last announced total under the badge (rows 6-10), and
under that the game's own bar from 0 to the goal's amber post, lit up to that total
(cyan on the goal, pink past it): a child sees why the closest one won.
"""

from pipgrid import tiles
from pipgrid.games.domino import italian_rules as rules
from pipgrid.ui import font, palette, tiles_draw
from pipgrid.ui.domino import table as hotseat
from pipgrid.ui.domino.table import SHOW, HotSeat, draw_big_number
from pipgrid.ui.hotseat.handover import draw_badge

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


_GAME_ID = const(3)
# The verdicts, exact (cyan) and past the goal (pink): never a seat's colour (CIELAB 70+
# from each of palette.seat_colours, tests/host/test_board_language.py), so a total
# is never read as "seat 2's" when it means "exact". Here, not in ui/palette.py, so the
# app's kernel does not carry them.
VERDICT = ((0, 255, 255), (255, 128, 128))
REASON_WORDS = ("", "EXACT", "CLOSEST", "OVER")


class ItalianScreen(HotSeat):
    def target(self):
        return rules.MILESTONE_MATCH if self.game.milestones else rules.ROUNDS_TO_WIN

    def choose(self, t, now):
        self.play(t, now)

    def goal_for(self, total):
        """The goal shown beside ``total``: the agreed goal (IT-2), or with milestones the
        next milestone not yet passed (IT-M3)."""
        if not self.game.milestones:
            return self.game.goal
        for value, _points in rules.MILESTONES:
            if total <= value:
                return value
        return rules.MILESTONE_END

    # ----- frames -----
    def draw(self, canvas, now):
        if self.phase == SHOW and self.last_move < hotseat.DRAW:
            self.draw_call(canvas, now)
        else:
            HotSeat.draw(self, canvas, now)

    def draw_call(self, canvas, now):
        """The total called out after a tile (IT-4): white, cyan on an exact hit, pink past
        the goal (verdict colours are never seat colours); below it the seat's badge (who
        laid it), the tile and the goal."""
        g = self.game
        total = g.total
        goal = self.goal_for(total)
        if total == goal or (g.milestones and rules.milestone_points(total)):
            rgb = VERDICT[0]
        elif total > goal:
            rgb = VERDICT[1]
        else:
            rgb = palette.WHITE
        draw_big_number(canvas, 0, total, rgb)
        draw_badge(canvas, self.last_seat, palette.seat_colours(self.app.palette()))
        t = self.last_move
        if goal >= 100:  # (IT-2, IT-M4: 100 at most) its 1 a narrow stroke, so two dark
            canvas.rect(7, 11, 1, 5, palette.LABEL)  # columns keep it off the badge
            font.draw_number(canvas, 15, 11, goal % 100, palette.LABEL, 2)
        elif font.draw_number(canvas, 15, 11, goal, palette.LABEL) >= 9:  # room for the tile
            tiles_draw.tile(canvas, 6, 13, tiles.LOW[t], tiles.HIGH[t], 1, False, self.app.palette())

    def draw_top(self, canvas, now, blink):
        g = self.game
        total = g.total
        goal = self.goal_for(total)
        font.draw_number(canvas, font.number_width(total) - 1, 0, total, palette.WHITE)
        if font.number_width(total) + font.number_width(goal) + 2 <= 16:
            font.draw_number(canvas, 15, 0, goal, palette.LABEL)
        end = rules.MILESTONE_END if g.milestones else g.goal
        lit = min(16, total * 16 // end)
        canvas.rect(0, 6, 16, 1, palette.WHITE, 5)
        canvas.rect(0, 6, lit, 1, VERDICT[1] if total > end else palette.WHITE, 2)
        if g.milestones:
            for value, _points in rules.MILESTONES[:3]:
                canvas.set(value * 16 // end - 1, 6, palette.LABEL)
        else:
            canvas.set(15, 6, palette.LABEL)

    # ----- round end pages -----
    def end_page_count(self):
        return 1 + self.game.players

    def draw_end_page(self, canvas, page, now):
        """Every number beside its label (docs/board.md "Round ends"); columns 14-15 are
        the page dots' (ends.RoundEnd)."""
        g = self.game
        seats = palette.seat_colours(self.app.palette())
        reason, winner, points = g.result()
        if page == 0:
            word = REASON_WORDS[g.reason]
            font.draw_text(canvas, font.scroll_x(word, 14, now), 0, word, palette.LABEL)
            if winner is None:  # nobody announced a total: nobody wins (IT-6)
                font.draw_text(canvas, font.scroll_x("NONE", 14, now), 6, "NONE", palette.TEXT)
                return
            font.draw_seat(canvas, 4, 6, winner, seats)  # who won, and under it the total said
            shown = g.announced[winner]
            font.draw_number(canvas, 6 + font.number_width(shown) // 2, 11, shown, palette.WHITE)
            return
        s = page - 1
        font.draw_seat(canvas, 0, 0, s, seats)  # the badge, its match points beside it
        font.draw_number(canvas, 13, 0, g.totals[s], palette.WHITE)
        said = g.announced[s]
        if said < 0:  # announced nothing this round
            font.draw_text(canvas, 0, 6, "--", palette.TEXT)
            return
        font.draw_number(canvas, font.number_width(said) - 1, 6, said, palette.WHITE)
        # under it the game's own bar (the screen's row 6) from 0 to the goal, its amber post
        goal = rules.MILESTONE_END if g.milestones else g.goal
        canvas.rect(0, 13, 13, 1, palette.WHITE, 5)
        canvas.rect(
            0,
            13,
            min(13, said * 13 // goal),
            1,
            VERDICT[0] if said == goal else VERDICT[1] if said > goal else palette.WHITE,
            2,
        )
        canvas.rect(13, 12, 1, 3, palette.LABEL)
