"""Dealing a Tri-Ominos round (TO-4) and finding who opens with what (TO-5).

Order (for outside checkers): a fresh list of the 56 tile indexes in set order
(0-0-0, 0-0-1, ..., 5-5-5) is shuffled with the game's ``Rng(seed)``, whose
stream continues from round to round (round 2 is its second shuffle). Seat 0
takes the first hand-size tiles, seat 1 the next, and so on; the rest is the
pool in drawing order. With own pools (TO-16) the pool is then dealt round-robin
to the seats from the seat after the opener's (``Triominoes._deal``).
"""

from pipgrid.games.triominoes import tiles as tt

HAND_SIZE = (0, 9, 9, 7, 7, 6, 6)  # TO-4 by number of players; solitaire 9 (TO-17)


def shuffled(rng, players):
    """(hands, pool) of a new round from the generator."""
    n = HAND_SIZE[players]
    order = list(tt.ALL)
    rng.shuffle(order)
    return [order[s * n : (s + 1) * n] for s in range(players)], order[players * n :]


def checked(players, hands, pool):
    """(hands, pool) copied as lists; ValueError unless a deal of the whole set (TO-1, TO-4)."""
    hands = [list(h) for h in hands]
    pool = list(pool)
    seen = bytearray(tt.COUNT)
    for t in pool + [t for h in hands for t in h]:
        if not isinstance(t, int) or not 0 <= t < tt.COUNT or seen[t]:
            raise ValueError("a deal holds each of the 56 tiles exactly once (TO-1)")
        seen[t] = 1
    if len(hands) != players or sum(seen) != tt.COUNT:
        raise ValueError("a deal holds each of the 56 tiles exactly once (TO-1)")
    for h in hands:
        if len(h) != HAND_SIZE[players]:
            raise ValueError("each of %d players is dealt %d tiles (TO-4)" % (players, HAND_SIZE[players]))
    return hands, pool


def opener(hands):
    """(seat, opening tiles) of TO-5.

    The highest triple opens (5-5-5, then 4-4-4, ...); its holder may open with
    0-0-0 instead when holding it too, and 0-0-0 opens when it is the only
    triple. With no triple, the highest tile by value, then largest, then middle
    number opens.
    """
    best = -1
    seat = 0
    for s in range(len(hands)):
        for t in hands[s]:
            r = tt.opening_rank(t)
            if r > best:
                best, seat = r, s
    tile = 0
    for t in hands[seat]:
        if tt.opening_rank(t) == best:
            tile = t
    tiles = [tile]
    if tt.is_triple(tile) and tile != tt.ZERO_TRIPLE and tt.ZERO_TRIPLE in hands[seat]:
        tiles.append(tt.ZERO_TRIPLE)
    return seat, tiles
