"""The always-available strategy the guard plays when a plugin fails.

It looks only at the view and keeps no state, so it can take over any move of
any hand.  It is deliberately plain: take a card that melds, draw from the stock,
discard the card that leaves the least deadwood, knock when allowed.

.. versionadded:: 0.1
"""

from __future__ import annotations

from ginqt.strategy import FallbackStrategy

__all__ = ["FallbackStrategy"]
