"""``python -m host_sim replay`` for Italian domino (shared/rules/italian.md).

Rule ids in the errors: IT-1/IT-M1 deal and hands, IT-3 opening and turn order,
IT-4 totals and passing, IT-5 exact end, IT-6 closest end, IT-7 match,
IT-M2 drawing, IT-M3 milestone points, IT-M4 end of hand and match.
"""

from pipgrid.games.domino import italian

from host_sim.replay_domino import Checker, field, tile_of
from host_sim.transcript import TranscriptError


class ItalianChecker(Checker):
    game_name = "italian"
    cls = italian.Italian
    option_names = italian.OPTION_NAMES
    turn_rule = "IT-3"
    deal_rule = "IT-1"
    draw_rule = "IT-M2"
    total_rule = "IT-7"
    match_rule = "IT-7"

    def deal(self, no, ev):
        options = ev.get("options")
        milestones = isinstance(options, dict) and options.get("milestones") is True
        self.rest_name = "boneyard" if milestones else "aside"
        if milestones:
            self.deal_rule, self.total_rule, self.match_rule = "IT-M1", "IT-M3", "IT-M4"
        other = "aside" if milestones else "boneyard"
        if other in ev:
            raise TranscriptError(
                no, self.deal_rule, 'this game\'s deal lists "%s", not "%s"' % (self.rest_name, other)
            )
        Checker.deal(self, no, ev)

    def move_of(self, no, ev):
        return tile_of(no, field(no, ev, "tile", "str"), '"tile"')

    def check_play_fields(self, no, ev, move):
        g = self.game
        if field(no, ev, "total", "int") != g.total:
            raise TranscriptError(no, "IT-4", "the total is %d, not %d" % (g.total, ev["total"]))
        points = italian.milestone_points(g.total) if g.milestones else 0
        claimed = field(no, ev, "points", "int") if "points" in ev else 0
        if claimed != points:
            raise TranscriptError(no, "IT-M3", "the play scores %d points, not %d" % (points, claimed))

    def end_rule(self, reason):
        if self.game is not None and self.game.milestones:
            return "IT-M4"
        return "IT-5" if reason == "exact" else "IT-6"

    def draw_size(self):
        return 1


def replay(events):
    """Check an Italian transcript; the result lines to print (TranscriptError otherwise)."""
    return ItalianChecker().run(events)
