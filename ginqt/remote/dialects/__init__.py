"""The dialects a :class:`~ginqt.remote.seat.RemoteSeat` speaks: each the wire format and the handshake of one
kind of player in another process.

* :mod:`~ginqt.remote.dialects.plugin`: a Python plugin's strategy in its plugin host, told the game as plain
  data (:mod:`~ginqt.remote.dialects.wire`, :mod:`~ginqt.remote.dialects.wire_match`; docs/PLUGINS.md);
* :mod:`~ginqt.remote.dialects.engine`: a program in any language, told the game in lines of words
  (:mod:`~ginqt.remote.dialects.protocol`, :mod:`~ginqt.remote.dialects.deaths`; docs/ENGINES.md).
"""
