"""Saving a line-domino match in progress (``to_bytes``/``from_bytes``).

Layout: 4-byte magic, players, the rule options in the game's ``OPTION_NAMES``
order (2 bytes each, booleans 0/1), the round's seed and the chosen match seed
(4 bytes each, modulo 2**32; 0: none chosen, every round's seed is fresh: a chosen
seed 0 is saved as none, pipgrid/rng.py), round number (2), the round's leader (1), every seat's
match total before this round (2 each), the round's 28-tile deck, the number of
moves and the moves (1 byte each). Loading deals the deck and replays the moves
through ``play``, so a save that breaks a rule is refused like a bad move.
"""


def dump(game, magic):
    out = bytearray(magic)
    out.append(game.players)
    for name in game.OPTION_NAMES:
        out.extend(int(game.options[name]).to_bytes(2, "big"))
    out.extend((game.seed & 0xFFFFFFFF).to_bytes(4, "big"))
    out.extend(((game.match_seed or 0) & 0xFFFFFFFF).to_bytes(4, "big"))
    out.extend(game.round_no.to_bytes(2, "big"))
    out.append(game.leader)
    for v in game.round_base:
        out.extend(v.to_bytes(2, "big"))
    out.extend(game.deck)
    out.append(len(game.history))
    for rec in game.history:
        out.append(rec & 63)
    return bytes(out)


def load(cls, data, magic):
    """A game of class ``cls`` rebuilt from ``data``; ValueError if corrupt."""
    try:
        data = bytes(data)
        if data[:4] != magic:
            raise ValueError("not a %s save" % cls.game)
        n = data[4]
        p = 5
        options = {}
        for name, default, _choices in cls.OPTIONS:
            v = int.from_bytes(data[p : p + 2], "big")
            if isinstance(default, bool):
                if v > 1:
                    raise ValueError("corrupt %s save" % cls.game)
                v = v == 1
            options[name] = v
            p += 2
        seed = int.from_bytes(data[p : p + 4], "big")
        chosen = int.from_bytes(data[p + 4 : p + 8], "big")
        round_no = int.from_bytes(data[p + 8 : p + 10], "big")
        leader = data[p + 10]
        p += 11
        base = [int.from_bytes(data[p + 2 * i : p + 2 * i + 2], "big") for i in range(n)]
        p += 2 * n
        deck = data[p : p + 28]
        moves = data[p + 29 :]
        if len(deck) != 28 or len(moves) != data[p + 28] or round_no < 1 or leader >= n:
            raise ValueError("corrupt %s save" % cls.game)
        g = cls(n, seed, options, deck, leader)
        g.match_seed = chosen or None
        g.round_no = round_no
        g.totals = base
        g.round_base = list(base)
        for m in moves:
            g.play(m)
        return g
    except (IndexError, KeyError, TypeError) as e:
        raise ValueError("corrupt %s save: %r" % (cls.game, e)) from None
