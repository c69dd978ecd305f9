"""Round seeds: every round of a match is dealt from its own seed (issue 26).

A round's deal is the first shuffle of ``Rng(seed)`` for that round's seed, which the
round's ``deal`` event names, so a round is checked alone and says nothing of the next.

- Nobody chose a seed (a match started on the board or the web page): each round's
  seed is ``fresh`` entropy taken when the round starts: ``os.urandom`` where the
  interpreter has it (CircuitPython on the RP2040, MicroPython, CPython; the web page
  hands in ``crypto.getRandomValues``), else the clock and the timing of every press
  so far mixed by ``derive``. Nothing printed about one round predicts another.
- A seed was chosen (``--seed``, a link, a numbered deal): round 1 is dealt from it
  and round k (k >= 2) from ``derive(seed, k)``, the same on every interpreter, so the
  same seed deals the same match everywhere. ``derive`` is one-way: a later round's
  seed gives away neither the chosen seed nor any other round's.

``derive`` (pipgrid/speck.py, loaded only when a round needs it) is Speck32/64 in the
Davies-Meyer form. Round seeds are 30 bits (below 2**30: small ints everywhere).
"""


def round_seed(match_seed, round_no):
    """The seed round ``round_no`` of a chosen-seed match is dealt from."""
    if round_no <= 1:
        return match_seed
    from pipgrid.speck import derive

    return derive(match_seed, round_no)


def next_round(game, app, now):
    """Deal ``game``'s next round (a match's engine, ``next_round(seed)``): a fresh seed,
    unless the match's seed was chosen (``match_seed``). The new round's seed."""
    game.next_round(fresh(app, now) if game.match_seed is None else None)
    return game.seed


def fresh(app, now):
    """A round seed nobody can know beforehand (module doc): 30 bits from the app's
    ``entropy`` (a function of n giving n random bytes; default ``os.urandom``; None: no
    source, as the simulator's scripted runs), else the clock ``now`` and the presses'
    timing (``app.presses``, mixed in by ``App.press``) through ``derive``."""
    source = getattr(app, "entropy", _urandom)
    if source is not None:
        try:
            b = source(4)
            return (b[0] & 0x3F) << 24 | b[1] << 16 | b[2] << 8 | b[3]
        except (OSError, NotImplementedError, ValueError, TypeError, IndexError):
            pass
    from pipgrid.speck import derive

    return derive(now & 0x3FFFFFFF, getattr(app, "presses", 0))


try:
    from os import urandom as _urandom
except ImportError:
    _urandom = None
