"""The research wing: many games played headless, totalled and rated; it never imports the window.

From the bottom up (each imports only what is under it): :mod:`~ginqt.research.totals` (a game's
tally and a run's totals), :mod:`~ginqt.research.job` (a run as plain data and the contract of a
backend), :mod:`~ginqt.research.tournament` (a run of A against B in this process or in local
workers), :mod:`~ginqt.research.backends` (a run played elsewhere: a Ray cluster),
:mod:`~ginqt.research.league` (round robins and ratings) and :mod:`~ginqt.research.cli`
(``ginqt tournament``'s command line, with :mod:`~ginqt.research.options`).
"""
