"""Where a tournament's games are played when not in local worker processes: a Ray cluster.

:mod:`ginqt.research.backends.base` says what a backend is given (:class:`~ginqt.research.backends.base.GameJob`:
the strategies, the variant, the seed and how to load the plugins, as plain data) and what it
must do (:class:`~ginqt.research.backends.base.Backend`: play the games of some indices and hand back
their tallies); :mod:`ginqt.research.backends.ray` plays them as Ray tasks (the ``ray`` extra).  Game
``i`` is the same game wherever it is played, so every backend gives the same result for the
same seed.

.. versionadded:: 0.3
"""
