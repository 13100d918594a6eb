"""Where a tournament's games are played when not in this process or local worker processes: a Ray cluster.

A backend is handed a :class:`~ginqt.research.job.GameJob` (the strategies, the variant, the deal
key or seed and how to load the plugins, as plain data) and does what
:class:`~ginqt.research.job.Backend` says: play the games of some indices and hand back their
tallies.  :mod:`ginqt.research.backends.ray` plays them as Ray tasks (the ``ray`` extra), each game
with :func:`ginqt.research.tournament.play_game`.  Game ``i`` is the same game wherever it is
played, so every backend gives the same result for the same deal key.

.. versionadded:: 0.3
"""
