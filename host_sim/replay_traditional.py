"""``python -m host_sim replay`` for traditional domino (shared/rules/traditional.md).

Rule ids in the errors: TR-1/TR-2 deal, TR-4 opening, TR-5 turn order, TR-2 tile
not in the hand, TR-6/TR-7 fit, TR-8 must attach, TR-9/TR-10 drawing and passing,
TR-12/TR-13 round end, TR-14 totals and match.
"""

from pipgrid.games.domino import traditional

from host_sim.replay_domino import Checker, field, tile_of
from host_sim.transcript import TranscriptError


class TraditionalChecker(Checker):
    game_name = "traditional"
    cls = traditional.Traditional
    option_names = traditional.OPTION_NAMES
    rest_name = "boneyard"
    turn_rule = "TR-5"
    deal_rule = "TR-2"
    draw_rule = "TR-9"
    total_rule = "TR-14"
    match_rule = "TR-14"

    def move_of(self, no, ev):
        t = tile_of(no, field(no, ev, "tile", "str"), '"tile"')
        end = field(no, ev, "end", "str")
        if end not in ("L", "R"):
            raise TranscriptError(no, "TR-6", '"end" is "L" or "R", not %r' % end)
        return t * 2 + (end == "R")

    def check_play_fields(self, no, ev, move):
        return None

    def end_rule(self, reason):
        return "TR-13" if reason == "blocked" else "TR-12"

    def draw_size(self):
        g = self.game
        return min(g.draw_count, g.boneyard_count())


def replay(events):
    """Check a traditional transcript; the result lines to print (TranscriptError otherwise)."""
    return TraditionalChecker().run(events)
