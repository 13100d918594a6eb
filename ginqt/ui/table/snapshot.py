"""What the table shows, worked out once per change: a frozen :class:`TableSnapshot`.

:func:`take_snapshot` reads the person's seat (a :class:`~ginqt.play.session.SeatView`: their redacted view, the other
hand only when it is shown; a live game's or a replayed record's), the rest of the game as the table shows it
(:class:`~ginqt.ui.table.scoreboard.TableGame`: names, variant, standing, seal, the person's turn; the person's legal
actions, demo mode), the preferences and the board's
own view state (:class:`Look`: the card just drawn, the red bar, the hint, the keyboard cursor, a hand arranged by
dragging, the order of the opponent's backs) and returns everything the board draws: where every card lies and how it
looks, the piles, the buttons, the scores and the texts.  A face-down card is drawn as a stand-in back
(:data:`~ginqt.ui.table.layout.NORTH_BACKS`, :data:`~ginqt.ui.table.layout.STOCK_BACKS`), placed by what is public:
how many cards the stock and the opponent hold, which of the opponent's lie face up.  The melds of each hand are worked
out once here; the board only draws.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum

from ginqt.cards import CardSet
from ginqt.engine import Action, ActionKind, Phase, PlayerView, layoff_block
from ginqt.melds import MeldResult, best_discards, best_melds, min_deadwood
from ginqt.play.session import HUMAN, OPPONENT, SeatView
from ginqt.preferences import KnockMode, Preferences, SortOrder
from ginqt.ui import text
from ginqt.ui.game.marks import Bar
from ginqt.ui.game.moments import Moment, moment_of
from ginqt.ui.table.layout import (
    NORTH_BACKS,
    CardPlace,
    TableSize,
    meld_bars,
    meld_groups,
    north_places,
    pile_places,
    settlement_places,
    sorted_hand,
    south_places,
    stock_places,
)
from ginqt.ui.table.scoreboard import Scoreboard, TableGame, scoreboard
from ginqt.ui.table.theme import Theme, text_scale, theme_for

__all__ = ["Button", "Focus", "Look", "ResultPanel", "Row", "TableGame", "TableSnapshot", "take_snapshot"]


class Button(Enum):
    """The buttons on the table."""

    TAKE = "take"
    PASS = "pass"
    KNOCK = "knock"  #: answers the knock question: knock (or gin)
    CONTINUE = "continue"  #: answers it: discard and play on
    PLAY_TO_GIN = "gin"  #: answers it: play on to gin
    ARM = "arm"  #: manual knocking: the next discard knocks
    BIG_GIN = "biggin"
    PLAY_AGAIN = "again"  #: on the game-over panel: a new game
    QUIT = "quit"  #: on the game-over panel


#: The buttons drawn on the result panel (the others stand beside the piles).
PANEL_BUTTONS = (Button.PLAY_AGAIN, Button.QUIT)


class Row(Enum):
    """Where the keyboard cursor is: the person's hand, or the row of piles and buttons."""

    HAND = "hand"
    STOCK = "stock"
    PILE = "pile"
    BUTTONS = "buttons"


@dataclass(frozen=True, slots=True)
class Focus:
    row: Row = Row.HAND
    index: int = 0  #: the card in the hand, or the button


@dataclass(frozen=True, slots=True)
class Look:
    """The board's own view state: what it shows that the game does not decide."""

    drawn: int | None = None  #: the card the person drew this turn (shown apart)
    pile_taken_by: int | None = None  #: the computer took the last discard (a red bar)
    hint: Action | None = None
    hint_reason: str = ""
    focus: Focus = field(default_factory=Focus)
    keyboard_used: bool = False  #: the cursor shows once the arrow keys were used
    manual_order: tuple[int, ...] = ()  #: the hand as the person dragged it
    size: TableSize = field(default_factory=TableSize)  #: the table's shape, as the view fits it to the window
    shuffle: bytes = b""  #: the hand's secret for where the opponent's backs come and go (drawn at each deal)
    backs: tuple[int, ...] = ()  #: the opponent's backs left to right as last drawn (:attr:`TableSnapshot.backs`)


@dataclass(frozen=True, slots=True)
class ResultPanel:
    """The end of a hand or of the game, as the panel over the table shows it."""

    moment: Moment
    banner: str  #: the big word: "Gin!", "Undercut!", "You win the game!"
    title: str  #: who scores how much, or who won the game by how much
    lines: tuple[str, ...]  #: the score worked out
    footer: str  #: the one instruction ("" when the panel has buttons)
    buttons: tuple[Button, ...]  #: Play again and Quit when the game is over
    good: bool  #: good news for the person (the banner's colour)


@dataclass(frozen=True, slots=True)
class TableSnapshot:
    """Everything the board draws for one state of the game."""

    cards: Mapping[int, CardPlace]
    south_order: tuple[int, ...]  #: the person's cards left to right, without the card just drawn
    south_xs: tuple[float, ...]  #: where each of them lies (the left edge)
    drawn: int | None  #: the card just drawn, shown apart
    backs: tuple[int, ...]  #: the stand-ins of the opponent's face-down cards, left to right
    stock_count: int
    stock_bar: Bar | None
    pile_bar: Bar | None
    focused_place: Row | None  #: the stock or the pile under the keyboard cursor
    knock_value: str
    doubled: bool  #: Oklahoma: a spade upcard doubles the hand
    buttons: tuple[Button, ...]  #: shown beside the piles, top to bottom
    button_texts: Mapping[Button, str]
    focused_button: int | None
    hinted_button: Button | None  #: the advised button (a yellow bar over it)
    lit_button: Button | None  #: a button that is on: Knock (K) while a knock is armed
    scoreboard: Scoreboard
    texts: Mapping[str, str]  #: north_info, south_info, turn, hint, status, keys
    numbers: tuple[str, ...]  #: the keys under the first cards of the hand ("1" ... "0"), when they discard
    drawn_key: str  #: the key under the card just drawn that throws it on the pile ("P"), when it may
    captions: tuple[str, str]  #: the stock's and the discard pile's captions (with their keys when they work)
    result: ResultPanel | None
    theme: Theme
    size: TableSize


def take_snapshot(seat: SeatView, game: TableGame, legal: tuple[Action, ...], demo: bool, prefs: Preferences,
                  look: Look) -> TableSnapshot:
    """The table from the person's ``seat`` now (the other hand only when it is shown), the rest of ``game`` as the
    table shows it; ``legal``: the person's legal actions (empty when it is not their turn); ``demo``: played by the
    computer (its keys and buttons are not shown)."""
    view = seat.view
    size = look.size
    over = view.phase is Phase.OVER
    full = view.hand
    drawn = look.drawn if _shows_apart(view, look.drawn) else None
    melds_full = best_melds(full)
    kept = CardSet(full.mask & ~(1 << drawn)) if drawn is not None else full
    melds_kept = best_melds(kept) if drawn is not None else melds_full
    order = sorted_hand(kept, prefs.sort, melds_kept, look.manual_order)
    melds_north = best_melds(seat.other_hand) if seat.other_hand is not None else None
    backs = north_backs(look.backs, seat.hidden, look.shuffle, view.stock_count + 64 * len(view.discard_pile))
    settlement = view.result.settlement if over and view.result is not None else None
    cards = {**stock_places(view.stock_count, size), **pile_places(view.discard_pile, settlement is not None, size)}
    xs: tuple[float, ...] = ()
    if settlement is not None and view.result is not None:
        cards.update(settlement_places(view.result, settlement, size))
    else:
        cards.update(north_places(seat.other_hand if seat.other_hand is not None else view.opponent_known, backs,
                                  melds_north, size))
        bars = meld_bars(melds_full) if len(full) else {}
        if look.hint is not None and look.hint.card is not None:
            bars[look.hint.card] = Bar.HINT
        groups = meld_groups(melds_kept) if prefs.sort in (SortOrder.MELDS, SortOrder.MELDS_SUIT) and order else {}
        asked = game.question.card if game.question is not None else None
        row = south_places(order, drawn, bars, groups, asked, _focused_card(look, order, drawn, over), not over, size)
        cards.update(row.places)
        xs = row.xs
    buttons = _buttons(game, view, legal, prefs, demo)
    hint_kind = look.hint.kind if look.hint is not None else None
    pile_bar = Bar.HINT if hint_kind in (ActionKind.DRAW_DISCARD, ActionKind.TAKE_UPCARD) else \
        Bar.TAKEN if look.pile_taken_by == OPPONENT and not over else None
    cursor = look.keyboard_used and not over
    board = scoreboard(view, game)
    discarding = view.phase is Phase.DISCARD and view.to_play == HUMAN and not demo
    return TableSnapshot(
        cards=cards, south_order=tuple(order), south_xs=xs, drawn=drawn, backs=backs, stock_count=view.stock_count,
        stock_bar=Bar.HINT if hint_kind is ActionKind.DRAW_STOCK else None, pile_bar=pile_bar,
        focused_place=look.focus.row if cursor and look.focus.row in (Row.STOCK, Row.PILE) else None,
        knock_value=text.knock_limit_text(view.knock_limit), doubled=view.multiplier == 2, buttons=buttons,
        button_texts=_button_texts(game), focused_button=look.focus.index
        if cursor and look.focus.row is Row.BUTTONS else None,
        hinted_button=_hinted_button(look.hint, buttons, game.question.card if game.question else None),
        lit_button=Button.ARM if game.knock_armed and Button.ARM in buttons else None,
        scoreboard=board, texts=_texts(game, seat, demo, look, melds_full, melds_north),
        numbers=tuple(str((i + 1) % 10) for i in range(min(10, len(order)))) if discarding else (),
        drawn_key=text.drawn_key_text() if discarding and drawn is not None else "",
        result=_result_panel(game, view, len(board.games), demo),
        captions=text.pile_captions(keys=not demo),
        theme=theme_for(prefs.table_colour, prefs.high_contrast, text_scale(prefs.text_size)),
        size=size)


def north_backs(before: Sequence[int], count: int, shuffle: bytes, turn: int) -> tuple[int, ...]:
    """The stand-ins of the opponent's ``count`` face-down cards, left to right: those drawn ``before`` kept in their
    order, a card drawn placed among them and a card played taken from them at a place the hand's secret ``shuffle``
    and the ``turn`` (a public count that changes each move) draw: nothing of the cards under them is told, and the
    draw and the discard of one turn leave from places of their own.

    >>> dealt = north_backs((), 10, b"secret", 31)
    >>> len(dealt), sorted(dealt) == list(NORTH_BACKS[:10])
    (10, True)
    >>> drawn = north_backs(dealt, 11, b"secret", 30)  # one more, among the others; they keep their order
    >>> [back for back in drawn if back in dealt] == list(dealt)
    True
    >>> played = north_backs(drawn, 10, b"secret", 30 + 64)  # one of them leaves; the rest keep their order
    >>> [back for back in drawn if back in played] == list(played)
    True
    """
    order = [back for back in before if back in NORTH_BACKS]
    step = 0
    while len(order) != count:
        secret = hashlib.blake2b(bytes((len(order), step)) + turn.to_bytes(4, "big"), key=shuffle[:64],
                                 digest_size=4).digest()
        place = int.from_bytes(secret, "big")
        if len(order) > count:
            del order[place % len(order)]
        else:
            order.insert(place % (len(order) + 1), next(back for back in NORTH_BACKS if back not in order))
        step += 1
    return tuple(order)


#: The buttons that play each kind of move, the first one shown gets the hint's yellow bar: a knock's
#: Knock (the question's, or K's to arm it), a discard when the knock question is open its Continue.
_BUTTONS_FOR: dict[ActionKind, tuple[Button, ...]] = {
    ActionKind.PASS: (Button.PASS,), ActionKind.TAKE_UPCARD: (Button.TAKE,), ActionKind.BIG_GIN: (Button.BIG_GIN,),
    ActionKind.KNOCK: (Button.KNOCK, Button.ARM), ActionKind.DISCARD: (Button.CONTINUE,),
}


def _hinted_button(hint: Action | None, buttons: tuple[Button, ...], asked: int | None) -> Button | None:
    """The button the advised move is played with, if one is on the table (the knock question's buttons
    play the card it asks about: none of them plays another card)."""
    if hint is None or (asked is not None and hint.card != asked):
        return None
    return next((b for b in _BUTTONS_FOR.get(hint.kind, ()) if b in buttons), None)


def _shows_apart(view: PlayerView, drawn: int | None) -> bool:
    """The card just drawn is shown apart while the person discards and holds it."""
    return drawn is not None and view.phase is Phase.DISCARD and view.to_play == HUMAN and drawn in view.hand


def _focused_card(look: Look, order: list[int], drawn: int | None, over: bool) -> int | None:
    if not look.keyboard_used or over or look.focus.row is not Row.HAND:
        return None
    cards = [*order, *([drawn] if drawn is not None else [])]
    return cards[min(look.focus.index, len(cards) - 1)] if cards else None


def _buttons(game: TableGame, view: PlayerView, legal: tuple[Action, ...], prefs: Preferences, demo: bool
             ) -> tuple[Button, ...]:
    if view.phase is Phase.OVER:  # a demo goes on with a new game by itself: nothing to click
        return PANEL_BUTTONS if game.over and not demo else ()
    question = game.question
    if question is not None:
        return (Button.KNOCK, Button.CONTINUE) + (() if question.gin else (Button.PLAY_TO_GIN,))
    kinds = {a.kind for a in legal}
    shown: list[Button] = []
    if ActionKind.TAKE_UPCARD in kinds:
        shown += [Button.TAKE, Button.PASS]
    if ActionKind.BIG_GIN in kinds:
        shown.append(Button.BIG_GIN)
    manual = KnockMode.MANUAL in (prefs.knock_mode, prefs.gin_mode)
    if ActionKind.KNOCK in kinds and (manual or game.knock_armed):
        shown.append(Button.ARM)
    return tuple(shown)


def _button_texts(game: TableGame) -> dict[Button, str]:
    gin = game.question is not None and game.question.gin
    return {button: text.button_text(button.value, gin, game.knock_armed) for button in Button}


def _texts(game: TableGame, seat: SeatView, demo: bool, look: Look, melds_full: MeldResult,
           melds_north: MeldResult | None) -> dict[str, str]:
    view = seat.view
    over = view.phase is Phase.OVER
    full = view.hand
    south = ""
    if not over:
        south = text.deadwood_text(melds_full.deadwood, best_discards(full).deadwood if len(full) == 11 else None)
    north = ""
    if not over and melds_north is not None:
        north = text.deadwood_text(melds_north.deadwood)
    question = game.question
    left = min_deadwood(full.mask & ~(1 << question.card)) if question is not None else 0
    may_take_pile = any(a.kind is ActionKind.DRAW_DISCARD for a in view.legal_actions)
    player = view.to_play
    turn = text.turn_text(view.phase, game.names[player], player == OPPONENT or demo, question, left,
                          may_take_pile, game.knock_armed)
    seal = (view.hand_number, game.commitment, game.seed, game.checked)
    return {"north_info": north, "south_info": south, "turn": turn, "hint": text.hint_text(look.hint_reason),
            "status": "\n".join(line for line in (
                text.status_text(demo, game.assisted), text.live_deal_text(*seal)) if line),
            "status_tip": text.deal_seal_tooltip(*seal),
            "keys": text.keys_text(demo, game.with_friend)}


def _result_panel(game: TableGame, view: PlayerView, games: int, demo: bool = False) -> ResultPanel | None:
    """The result panel at the end of a hand or of the game (``games``: how many the match scores; the players as
    the table names them, in a demo never "You"; a demo's game over has no buttons)."""
    result, names = view.result, game.names
    moment = moment_of(view, game.over, game.winner)
    if moment is None or result is None:
        return None
    block = layoff_block(result.settlement, view.rules) if result.settlement is not None else None
    title, lines = text.hand_result_text(result, names, block)
    if not moment.game:
        if games == 1:
            lines.append(text.score_line(names, view.scores))
        good = result.winner == HUMAN
        return ResultPanel(moment, text.moment_banner(moment, names, result.winner), title, tuple(lines),
                           text.go_on_text(), (), good)
    verdict = text.end_of_game_lines(game.outcome, game.result, names)
    winner = game.winner
    ending = [text.last_hand_line(result, names), *verdict[:-1]]
    if demo:  # the demo goes on by itself with a new game: no buttons that would wait for a click
        return ResultPanel(moment, text.moment_banner(moment, names, winner, games), verdict[-1] if verdict else "",
                           tuple(ending), text.demo_goes_on_text(), (), moment.good)
    return ResultPanel(moment, text.moment_banner(moment, names, winner, games), verdict[-1] if verdict else "",
                       tuple(ending), "", PANEL_BUTTONS, moment.good)
