"""What keeps the start quick (issue 39; benchmarks/bench_ui.py measures it)."""

from __future__ import annotations

from ginqt.ui.table.theme import theme_for


def test_a_table_colours_theme_is_worked_out_once() -> None:
    """Every card, sign and snapshot asks for the theme (about 75 times before the first frame): the colours
    of one table colour are worked out once, and the text size still applies."""
    assert theme_for("#2f7d46") is theme_for("#2f7d46")
    assert theme_for("#e9e4d0", True) is theme_for("#e9e4d0", True)
    large = theme_for("#2f7d46", scale=1.5)
    assert large.text_scale == 1.5 and large.text == theme_for("#2f7d46").text
