"""Dock panels beside the table, one module each: :mod:`~ginqt.ui.panels.hints`,
:mod:`~ginqt.ui.panels.history`, :mod:`~ginqt.ui.panels.statistics`, on the lazy
:class:`~ginqt.ui.panels.base.Panel`; :mod:`~ginqt.ui.panels.manager` makes them and
builds their menu."""
