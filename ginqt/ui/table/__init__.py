"""The table: generic card items and a scene that knows nothing of the rules
(:mod:`~ginqt.ui.table.items`, :mod:`~ginqt.ui.table.scene`, :mod:`~ginqt.ui.table.render`),
the view that shows it, and the board that draws the game on it."""
