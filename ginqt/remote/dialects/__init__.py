"""The dialects a :class:`~ginqt.remote.seat.RemoteSeat` speaks, each the wire format and handshake of one kind
of player: :mod:`.plugin` (a Python plugin's strategy, docs/PLUGINS.md), :mod:`.engine` (a program in any language,
docs/ENGINES.md).
"""
