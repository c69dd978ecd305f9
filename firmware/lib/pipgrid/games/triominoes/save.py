"""Saving a Tri-Ominos game in progress: ``to_bytes`` / ``from_bytes``.

Layout: ``TO\x01``, players (1..6), draw_limit (255: none), flags (1 club, 2 own
pools, TO-16), target (2 bytes),
the round's seed (4), the chosen match seed (4; 0: none, every round's seed fresh,
pipgrid/rng.py), round number (2),
each seat's total at the round's start (3 bytes, offset 2**23), the round's
deal (hands in seat order, then the pool: 56 tile indexes), the number of moves
(2) and the moves (3 bytes each; draw and pass are 0xFFFFFF and 0xFFFFFE).
Loading replays the moves, so a corrupt save fails with ValueError.
"""

from pipgrid.games.triominoes import tiles as tt


def to_bytes(g):
    """A compact save: header, round-start totals, the round's deal, its moves."""
    out = bytearray(b"TO\x01")
    out.append(g.players)
    out.append(255 if g.draw_limit is None else g.draw_limit)
    out.append((1 if g.club else 0) | (0 if g.pools is None else 2))
    out.extend(g.target.to_bytes(2, "big"))
    out.extend(g.seed.to_bytes(4, "big"))
    out.extend(((g.match_seed or 0) & 0xFFFFFFFF).to_bytes(4, "big"))
    out.extend(g.round_no.to_bytes(2, "big"))
    for total in g.start_totals:
        out.extend((total + (1 << 23)).to_bytes(3, "big"))
    for h in g.dealt:
        out.extend(bytes(h))
    out.extend(bytes(g.pool))
    moves = g.moves()
    out.extend(len(moves).to_bytes(2, "big"))
    for m in moves:
        out.extend((m & 0xFFFFFF).to_bytes(3, "big"))
    return bytes(out)


def from_bytes(cls, data):
    """The game saved by ``to_bytes``; ValueError on corrupt or foreign bytes."""
    try:
        data = bytes(data)
        if data[:3] != b"TO\x01" or len(data) < 20:
            raise ValueError("not a saved Tri-Ominos game")
        players = data[3]
        if not 1 <= players <= 6:
            raise ValueError("not a saved Tri-Ominos game")
        limit = None if data[4] == 255 else data[4]
        target = int.from_bytes(data[6:8], "big")
        seed = int.from_bytes(data[8:12], "big")
        chosen = int.from_bytes(data[12:16], "big")
        round_no = int.from_bytes(data[16:18], "big")
        i = 18
        totals = []
        for _ in range(players):
            totals.append(int.from_bytes(data[i : i + 3], "big") - (1 << 23))
            i += 3
        from pipgrid.games.triominoes.game import HAND_SIZE  # (loaded: ``cls`` is its game)

        n = HAND_SIZE[players]
        hands = [list(data[i + s * n : i + (s + 1) * n]) for s in range(players)]
        i += players * n
        pool = list(data[i : i + tt.COUNT - players * n])
        i += tt.COUNT - players * n
        count = int.from_bytes(data[i : i + 2], "big")
        i += 2
        if len(data) != i + 3 * count or data[5] > 3 or round_no < 1:
            raise ValueError("not a saved Tri-Ominos game")
        options = {"draw_limit": limit, "club": data[5] & 1 == 1, "target": target}
        options["pools"] = "own" if data[5] & 2 else "shared"
        game = cls(players, seed, options, (hands, pool))
        game.totals = list(totals)
        game.start_totals = list(totals)
        game.round_no = round_no
        game.match_seed = chosen or None
        for _ in range(count):
            m = int.from_bytes(data[i : i + 3], "big")
            i += 3
            if m >= 0xFFFFFE:
                m = m - 0x1000000
            game.play(m)
        return game
    except (IndexError, KeyError, TypeError, OverflowError):
        raise ValueError("not a saved Tri-Ominos game") from None
