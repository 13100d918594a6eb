"""Engines: opponents in any language, speaking the GinQt engine protocol (docs/ENGINES.md).

* :mod:`ginqt.engines.protocol`: the protocol's lines (pure text, no input or output);
* :mod:`ginqt.engines.launch`: the launcher that puts an engine in the plugins' sandbox;
* :mod:`ginqt.engines.process`: an engine's process, its handshake and its lines, with deadlines;
* :mod:`ginqt.engines.seat`: :class:`~ginqt.engines.seat.EngineSeat`, an engine at GinQt's table;
* :mod:`ginqt.engines.registry`: the engines the user added, seated by name like strategies;
* :mod:`ginqt.engines.check` and :mod:`ginqt.engines.cli`: ``ginqt engines add|list|remove|check``.

.. versionadded:: 0.4
"""
