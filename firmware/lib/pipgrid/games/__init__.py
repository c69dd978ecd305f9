"""Rules only: every game state here offers the same few verbs (DESIGN.md).

A state object of any game provides:

- ``legal_moves()``   list of moves for ``current_player``, in a stable order;
- ``play(move)``      apply a legal move (ValueError naming the rule id otherwise);
- ``undo()``          take back the last ``play`` (undo is a pop: any depth);
- ``is_over()``       True when the game (or round) has ended;
- ``current_player``  seat number whose turn it is (0 for solitaire);
- ``scores()``        list of points per seat;
- ``to_bytes()`` / ``from_bytes(data)``  compact save of a game in progress;
  ``from_bytes`` raises ValueError on corrupt or foreign bytes, never anything else;
- ``move_text(move)`` / ``parse_move(text)``  the written form of a move.

Games know nothing of LEDs, buttons or time. Bots and solvers use only these verbs
(plus read-only properties a game documents). Randomness comes from ``pipgrid.rng``.
Output order never depends on dict or set iteration order (MicroPython dicts keep
no insertion order).
"""
