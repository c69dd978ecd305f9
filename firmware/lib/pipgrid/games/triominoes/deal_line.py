"""The deal's transcript line with every tile named (shared/rules/triominoes.md), for
``play.play_game``: the command line's games and the parity scripts. Not in the
transcript's module, which the board loads for every move and whose deal line it
never writes (its console's is public: ui/triominoes/table.py's ``write_deal``), nor
in play.py, which a seat's view loads on small heaps."""

from pipgrid.games.triominoes import tiles as tt
from pipgrid.games.triominoes import transcript as tj


def deal_line(g):
    """The deal's line, every tile named (the board's console writes the public one:
    ui/triominoes/table.py); with own pools (TO-16) ``"pools"`` (seat order, each in
    drawing order) instead of ``"pool"``."""

    def written(tiles):
        return tj.json_list(['"%s"' % tt.text(t) for t in tiles])

    if g.pools is None:
        pool = written(g.pool)
    else:
        pool = tj.json_list([written(h) for h in g.pools])
    return '{"ev":"deal","round":%d,"seed":%d,"players":%d,"options":%s,"hands":%s,"%s":%s}' % (
        g.round_no,
        g.seed,
        g.players,
        tj.options_json(g),
        tj.json_list([written(h) for h in g.dealt]),
        "pool" if g.pools is None else "pools",
        pool,
    )
