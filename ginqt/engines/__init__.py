"""Engines: opponents in any language, speaking the GinQt engine protocol (docs/ENGINES.md).

The protocol itself and an engine's seat are :mod:`ginqt.remote` (:mod:`ginqt.remote.dialects.engine`);
here is what the user does with engines:

* :mod:`ginqt.engines.registry`: the engines the user added, seated by name like strategies (the one module
  here that meets :mod:`ginqt.plugins`: the registry's hook);
* :mod:`ginqt.engines.check` and :mod:`ginqt.engines.cli`: ``ginqt engines add|list|remove|check``;
* :mod:`ginqt.engines.command`: an engine's working folder and its identity for records;
* :mod:`ginqt.engines.eaai`: the EAAI challenge's Java players, through GinQt's bridge.

.. versionadded:: 0.4
"""
