"""Words for the player: the one place where the game's structured results become sentences.

The engine, the settlement and the window's narrator return data (who, what kind,
which cards, how many points); this package words them, with the players' names and
suit symbols (``7♥``), through ``QCoreApplication.translate`` so every sentence can be
translated: ``core`` (translation, cards), ``messages`` (what happened), ``results``
(the end of a hand and of a game), ``table`` (the table's own words), ``advice`` (the
expert's analysis, for the hints and the review), ``review`` (the replay and the review)
and ``welcome`` (the first start), every sentence imported from here.
Placeholders are Qt's ``%1``, ``%2`` (a translation may reorder them).

>>> from ginqt.cards import parse_card
>>> from ginqt.ui.game.narrator import Deed, DeedKind, Report
>>> report = Report(((Deed(DeedKind.DREW_STOCK, 1), Deed(DeedKind.DISCARDED, 1, parse_card("7h"))),))
>>> message_text(report, ("You", "Computer"))
'Computer drew from the stock and discarded 7♥'

The end of a hand, from the settlement's data:

>>> from ginqt.cards import parse_cards
>>> from ginqt.engine import settle
>>> from ginqt.rules import Rules
>>> st = settle(parse_cards("AS 2S 3S 4H 5H 6H 7C 7D 7S 2D"), parse_cards("7H 8H KS KD KC QH JS 3D 4D 5C"), Rules())
>>> settlement_lines(st, "Ann", "You")  # doctest: +NORMALIZE_WHITESPACE
["Ann's deadwood: 2", 'Your deadwood: 47, 32 after laying off 7♥ 8♥', 'Knock: 32 - 2 = 30',
 'Ann scores 30']
"""

from ginqt.ui.text.advice import (
    advice_heading,
    alternative_text,
    hint_line_text,
    hint_reason_text,
    percent,
    plain_hint_text,
    why_better_text,
)
from ginqt.ui.text.core import (
    COMPUTER,
    CONTEXT,
    YOU,
    card_symbol,
    cards_text,
    computer_name,
    fill,
    is_computer,
    is_you,
    local_date,
    local_time,
    lower_first,
    number_text,
    points_text,
    possessive,
    shown_name,
    tr,
    upper_first,
)
from ginqt.ui.text.messages import (
    deed_text,
    failure_text,
    message_text,
    notice_text,
    refusal_text,
    report_text,
    your_deed_text,
)
from ginqt.ui.text.results import (
    end_of_game_lines,
    game_label,
    hand_result_text,
    history_tip_lines,
    last_hand_line,
    layoff_block_lines,
    match_result_lines,
    outcome_lines,
    score_line,
    settlement_lines,
    won_text,
)
from ginqt.ui.text.review import (
    advice_text,
    mistake_text,
    move_words,
    replay_footer_text,
    replay_keys_text,
    replay_position_text,
    review_question_text,
    review_summary_text,
    unfair_deal_text,
)
from ginqt.ui.text.table import (
    bar_legend,
    bar_legend_text,
    bar_marks,
    bar_names,
    button_text,
    deadwood_text,
    deal_seal_tooltip,
    demo_goes_on_text,
    drawn_key_text,
    game_aim,
    go_on_text,
    hint_text,
    keys_text,
    knock_limit_text,
    live_deal_text,
    moment_banner,
    move_keys,
    pile_captions,
    status_text,
    turn_text,
)
from ginqt.ui.text.welcome import game_summary

__all__ = [
    "COMPUTER", "CONTEXT", "YOU", "advice_heading", "advice_text", "alternative_text", "bar_legend",
    "bar_legend_text", "bar_marks", "bar_names", "button_text", "card_symbol", "cards_text", "computer_name",
    "deadwood_text", "deal_seal_tooltip", "deed_text", "demo_goes_on_text", "drawn_key_text",
    "end_of_game_lines", "failure_text", "fill", "game_aim", "game_label", "game_summary", "go_on_text",
    "hand_result_text", "hint_line_text", "hint_reason_text", "hint_text", "history_tip_lines", "is_computer",
    "is_you", "keys_text", "knock_limit_text", "last_hand_line", "layoff_block_lines", "live_deal_text",
    "local_date", "local_time", "lower_first", "match_result_lines", "message_text", "mistake_text",
    "moment_banner", "move_keys", "move_words", "notice_text", "number_text", "outcome_lines", "percent",
    "pile_captions", "plain_hint_text", "points_text", "possessive", "refusal_text", "replay_footer_text",
    "replay_keys_text", "replay_position_text", "report_text", "review_question_text", "review_summary_text",
    "score_line", "settlement_lines", "shown_name", "status_text", "tr", "turn_text", "unfair_deal_text",
    "upper_first", "why_better_text", "won_text", "your_deed_text",
]
