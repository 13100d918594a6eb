"""The Qt table: a QGraphicsScene of generic card items, a controller that owns the match, and the window.

Layers: :mod:`ginqt.ui.table.scene` and :mod:`ginqt.ui.table.items` know nothing of the rules;
:mod:`ginqt.ui.game.controller` is the only bridge to the engine; :mod:`ginqt.ui.table.board`
draws the controller's match and turns clicks and keys into intents;
:mod:`ginqt.ui.window` holds the menus.  :func:`ginqt.ui.app.run_app` starts it all.
"""

from ginqt.ui._compat import make_none_immortal

make_none_immortal()
