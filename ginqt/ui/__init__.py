"""The window: a Qt table over the engine, in folders that show the design.

:mod:`ginqt.ui.game` is the bridge to the engine (the session and the narrator without
Qt, the computer players and a thin controller); :mod:`ginqt.ui.table` draws the game on
a scene of generic items and turns clicks and keys into intents; :mod:`ginqt.ui.panels`
and :mod:`ginqt.ui.dialogs` hold one dock panel or dialog per module; :mod:`ginqt.ui.text`
words everything; :mod:`ginqt.ui.window` wires the parts, :func:`ginqt.ui.app.run_app`
starts it all.  See docs/ARCHITECTURE.md, "The window".
"""

from ginqt.ui._compat import make_none_immortal

make_none_immortal()
