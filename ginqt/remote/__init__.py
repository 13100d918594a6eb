"""Players in other processes: one seat over a sandboxed process, spoken to in a dialect.

From the bottom up: :mod:`~ginqt.remote.sandbox` (the operating system's sandbox a process enters
before it runs a third party's code), :mod:`~ginqt.remote.channel` (lines with deadlines),
:mod:`~ginqt.remote.clock` (fair clocks: CPU time), :mod:`~ginqt.remote.process` (a sandboxed
process and how it is started, a :class:`~ginqt.remote.process.Launch`), :mod:`~ginqt.remote.pool`
(processes kept between games and shared by the games in flight), :mod:`~ginqt.remote.faults`
(what a player may do wrong and what it costs; the one check of a move), :mod:`~ginqt.remote.seat`
(:class:`~ginqt.remote.seat.RemoteSeat`, the policy, and the :class:`~ginqt.remote.seat.Dialect`
it is parametrised by), and :mod:`~ginqt.remote.dialects` (the plugin wire, the engine protocol).
:mod:`~ginqt.remote.launch` runs an engine in the sandbox.  Nothing here knows plugins, engines'
lists, files or the window.

.. versionadded:: 0.6
"""
