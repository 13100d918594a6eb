"""The board: draws the controller's match on the table scene and turns clicks and keys into intents.

It decides where cards lie, which colour bars they carry and what the table says;
it never decides a rule (legal moves, the knock limit and scores come from the engine
through the controller).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QColor

from ginqt.cards import Card, CardSet
from ginqt.engine import Action, ActionKind, Event, EventKind, HandResult, Phase
from ginqt.engine.settle import Settlement
from ginqt.melds import MeldKind, best_discards, best_melds, min_deadwood
from ginqt.preferences import KnockMode, Preferences, SortOrder
from ginqt.ui.game.controller import Controller
from ginqt.ui.game.narrator import Message
from ginqt.ui.game.session import HUMAN, OPPONENT, KnockAnswer
from ginqt.ui.table.render import CARD_HEIGHT, CARD_WIDTH
from ginqt.ui.table.scene import Placement, TableScene
from ginqt.ui.text import end_of_game_lines, message_text, settlement_lines

__all__ = ["Board"]

BLUE = QColor("#2f6fde")  # sets
GREEN = QColor("#23b14d")  # runs
RED = QColor("#e0262b")  # the computer took the discard; laid-off cards
YELLOW = QColor("#ffd400")  # hint

NORTH_Y = 40.0
SOUTH_Y = 585.0
MIDDLE_Y = 285.0
STOCK_X = 420.0
PILE_X = 560.0
KNOCK_X = 255.0
BUTTON_X = 720.0
NORTH_SPACING = 52.0
SOUTH_SPACING = 74.0
HAND_CENTRE = 470.0
DRAWN_GAP = 36.0
MELD_GAP = 16.0


def _rank_key(card: int) -> tuple[int, int]:
    return (-(card % 13), card // 13)


def _suit_key(card: int) -> tuple[int, int]:
    return (card // 13, -(card % 13))


class Board(QObject):
    """Listens to the controller and draws; sends the scene's clicks back as intents."""

    statusChanged = Signal(str)

    def __init__(self, controller: Controller, scene: TableScene, prefs: Preferences) -> None:
        super().__init__(scene)
        self.controller = controller
        self.scene = scene
        self.prefs = prefs
        self.manual_order: list[int] = []
        self.hint: Action | None = None
        self.hint_reason = ""
        self.focus: tuple[str, int] = ("hand", 0)
        self.keyboard_used = False
        self.drawn_card: int | None = None  #: the card the person drew this turn (shown apart)
        self.pile_taken_by: int | None = None  #: the computer took the last discard (a red bar)
        self._south_x0 = HAND_CENTRE
        self._south_xs: list[float] = []
        self._build()
        controller.stateChanged.connect(self._state_changed)
        controller.knockQuestion.connect(lambda _question: self.refresh())
        controller.knockPossible.connect(lambda on: self._update_buttons())
        controller.hintReady.connect(self._hint_ready)
        controller.message.connect(self._message)
        controller.eventsShown.connect(self._events_shown)
        controller.handStarted.connect(lambda _number: self._drawn_from_state())
        controller.matchRestored.connect(lambda _match: self._drawn_from_state())
        controller.computer.thinking.connect(lambda on: self.scene.texts["turn"].setText(self.turn_text()))
        scene.cardClicked.connect(self._card_clicked)
        scene.cardDoubleClicked.connect(self._card_double_clicked)
        scene.pileClicked.connect(self._pile_clicked)
        scene.buttonClicked.connect(self.button)
        scene.backgroundClicked.connect(self._background_clicked)
        scene.hintRequested.connect(controller.request_hint)
        scene.cardDropped.connect(self._card_dropped)

    # -- building the table ------------------------------------------------------------

    def _build(self) -> None:
        s = self.scene
        s.add_pile("stock", self.tr("Stock (D)"), STOCK_X, MIDDLE_Y)
        s.add_pile("pile", self.tr("Discard pile (P)"), PILE_X, MIDDLE_Y)
        s.add_badge("knock", self.tr("Knock limit"), KNOCK_X, MIDDLE_Y + 10)
        s.add_score("north", "#e0262b", 950, 24)
        s.add_score("south", "#2f6fde", 950, 88)
        s.add_text("north_info", 950, 160, 17)
        s.add_text("south_info", 950, 560, 18, bold=True)
        s.add_text("keys", 950, 640, 14, "#cfe8d5")
        s.add_text("message", 50, 470, 19)
        s.add_text("turn", 50, 505, 19, "#ffd400", bold=True)
        s.add_text("hint", 50, 235, 17, "#ffd400")
        s.add_text("status", 950, 720, 14, "#cfe8d5")
        buttons = (
            ("take", self.tr("Take (T)")),
            ("pass", self.tr("Pass (N)")),
            ("knock", self.tr("Knock (Y)")),
            ("continue", self.tr("Continue (N)")),
            ("gin", self.tr("Play to gin (P)")),
            ("arm", self.tr("Knock (K)")),
            ("biggin", self.tr("Gin with 11 (G)")),
        )
        for name, text in buttons:
            s.add_button(name, text, BUTTON_X, MIDDLE_Y, 190)
        s.add_panel("result", 680, 190, 500, 350)

    # -- controller → table ------------------------------------------------------------

    def _state_changed(self) -> None:
        self.hint = None
        self.hint_reason = ""
        self.refresh()

    def _message(self, message: Message) -> None:
        text = message_text(message, self.controller.names)
        self.scene.texts["message"].setText(text)
        self.statusChanged.emit(text)

    def _events_shown(self, events: tuple[Event, ...]) -> None:
        """The card the person drew, and who took the last discard (the red bar lasts until the next turn)."""
        for event in events:
            kind, player = event.kind, event.player
            if player == HUMAN or kind is EventKind.DREW_STOCK:
                self.pile_taken_by = None
            if kind in (EventKind.DREW_STOCK, EventKind.DREW_DISCARD, EventKind.TOOK_UPCARD):
                if player == HUMAN:
                    self.drawn_card = int(event.card) if event.card is not None else None
                elif kind is not EventKind.DREW_STOCK:
                    self.pile_taken_by = player
            elif kind in (EventKind.DISCARDED, EventKind.KNOCKED) and player == HUMAN:
                self.drawn_card = None

    def _drawn_from_state(self) -> None:
        """A new deal, a move taken back or a game resumed: the card taken from the pile is shown apart."""
        m = self.controller.match
        hand = m.hand if m is not None else None
        self.drawn_card = None
        if hand is not None and hand.phase is Phase.DISCARD and hand.to_play == HUMAN and hand.pile_card is not None:
            self.drawn_card = int(hand.pile_card)
        if hand is None or hand.phase is Phase.UPCARD_OFFER:
            self.pile_taken_by = None

    def _hint_ready(self, action: object, reason: str) -> None:
        if isinstance(action, Action):
            self.hint = action
            self.hint_reason = reason
            self.refresh()

    def animation_ms(self) -> int:
        if self.controller.demo and self.prefs.demo_delay_ms == 0:
            return 0
        return max(0, self.prefs.animation_ms)

    def south_order(self) -> list[int]:
        """The player's cards left to right as shown (without the card just drawn)."""
        c = self.controller
        m = c.match
        if m is None:
            return []
        hand = list(CardSet(m.hand.hands[HUMAN]))
        drawn = self._drawn_apart()
        if drawn is not None:
            hand.remove(Card(drawn))
        sort = self.prefs.sort
        if sort is SortOrder.RANK:
            return sorted(hand, key=_rank_key)
        if sort is SortOrder.SUIT:
            return sorted(hand, key=_suit_key)
        if sort is SortOrder.MELDS:
            return self._meld_order(best_melds(CardSet(hand)))
        kept = [card for card in self.manual_order if card in hand]
        kept.extend(card for card in sorted(hand, key=_rank_key) if card not in kept)
        self.manual_order = kept
        return list(kept)

    def _drawn_apart(self) -> int | None:
        """The card the player just drew, shown apart at the right, if any."""
        c = self.controller
        m = c.match
        if m is None or m.hand.phase is not Phase.DISCARD or m.hand.to_play != HUMAN:
            return None
        drawn = self.drawn_card
        if drawn is None or not m.hand.hands[HUMAN] >> drawn & 1:
            return None
        return drawn

    def refresh(self) -> None:
        """Put every card where it belongs now and update the table's texts."""
        c = self.controller
        m = c.match
        if m is None:
            return
        hand = m.hand
        view = m.view(HUMAN)
        placements: dict[int, Placement] = {}
        over = hand.phase is Phase.OVER
        # stock: face down, slightly stacked; only the top few cards can be seen, so only they are shown
        stock = hand.stock
        for i in range(max(0, len(stock) - 4), len(stock)):
            depth = min(len(stock), 31) * 0.25 - (len(stock) - 1 - i) * 1.5
            placements[stock[i]] = Placement(STOCK_X - depth, MIDDLE_Y - depth, i, False, "stock")
        # discard pile; a knock's discard lies face down
        knocked = over and hand.result is not None and hand.result.settlement is not None
        pile = hand.discard_pile
        for i in range(max(0, len(pile) - 3), len(pile)):
            top = i == len(pile) - 1
            depth = (len(pile) - 1 - i) * 1.5
            placements[pile[i]] = Placement(PILE_X + depth, MIDDLE_Y + depth, i, not (top and knocked), "pile")
        if over and hand.result is not None and hand.result.settlement is not None:
            self._place_settlement(placements, hand.result, hand.result.settlement)
        else:
            self._place_north(placements, over)
            self._place_south(placements, over)
        self.scene.arrange(placements, self.animation_ms())
        self._update_piles(view)
        self._update_buttons()
        self._update_texts()

    def _place_north(self, placements: dict[int, Placement], over: bool) -> None:
        c = self.controller
        m = c.match
        assert m is not None
        cards: list[int] = list(CardSet(m.hand.hands[OPPONENT]))
        known = CardSet(m.hand.known[OPPONENT])
        open_hand = self.prefs.open_hands or over or c.demo  # a demo is watched with both hands open
        if open_hand:
            result = best_melds(CardSet(cards))
            cards = self._meld_order(result)
            bars = self._bars(result)
        else:
            cards = sorted(cards, key=lambda card: (card not in known, card))
            bars = {}
        x0 = HAND_CENTRE - ((len(cards) - 1) * NORTH_SPACING + CARD_WIDTH) / 2
        for i, card in enumerate(cards):
            face = open_hand or card in known
            placements[card] = Placement(x0 + i * NORTH_SPACING, NORTH_Y, 100 + i, face, "north",
                                         top_bar=bars.get(card))

    @staticmethod
    def _meld_order(result: object) -> list[int]:
        """Sets, then runs (each low to high, as melds are written: 3♥ 4♥ 5♥), then the
        unmatched cards highest to lowest (seed 001)."""
        from ginqt.melds import MeldResult

        assert isinstance(result, MeldResult)
        order: list[int] = []
        for meld in sorted(result.melds, key=lambda m: (m.kind is not MeldKind.SET, min(m.cards))):
            order.extend(sorted(meld.cards))  # a set by suit; a run by rank (one suit: card order is rank order)
        order.extend(sorted(result.deadwood_cards, key=_rank_key))
        return order

    @staticmethod
    def _bars(result: object) -> dict[int, QColor]:
        from ginqt.melds import MeldResult

        assert isinstance(result, MeldResult)
        bars: dict[int, QColor] = {}
        for meld in result.melds:
            for card in meld.cards:
                bars[card] = BLUE if meld.kind is MeldKind.SET else GREEN
        return bars

    def _place_south(self, placements: dict[int, Placement], over: bool) -> None:
        c = self.controller
        m = c.match
        assert m is not None
        order = self.south_order()
        drawn = self._drawn_apart()
        full = CardSet(m.hand.hands[HUMAN])
        bars = self._bars(best_melds(full)) if len(full) else {}
        if self.hint is not None and self.hint.card is not None:
            bars[self.hint.card] = YELLOW
        count = len(order) + (1 if drawn is not None else 0)
        # melds first: a small gap between the melds and the deadwood, so their bars stand apart
        xs: list[float] = []
        x = 0.0
        group_of: dict[int, int] = {}
        if self.prefs.sort is SortOrder.MELDS and order:
            for index, meld in enumerate(best_melds(CardSet(order)).melds):
                for member in meld.cards:
                    group_of[member] = index
        previous: int | None = None
        for i, card in enumerate(order):
            group = group_of.get(card, -1)
            if i and group_of and group != previous:
                x += MELD_GAP
            xs.append(x)
            x += SOUTH_SPACING
            previous = group
        width = (xs[-1] if xs else 0.0) + CARD_WIDTH + (DRAWN_GAP + SOUTH_SPACING if drawn is not None else 0)
        x0 = HAND_CENTRE - width / 2
        focus_card = self._focused_card(order, drawn)
        draggable = not over
        asked = c.question.card if c.question is not None else None
        for i, card in enumerate(order):
            lift = 28.0 if card == asked else 0.0
            placements[card] = Placement(x0 + xs[i], SOUTH_Y - lift, 200 + i, True, "south",
                                         top_bar=bars.get(card), focused=card == focus_card or card == asked,
                                         draggable=draggable)
        if drawn is not None:
            x = x0 + (xs[-1] if xs else 0.0) + DRAWN_GAP + SOUTH_SPACING
            lift = 46.0 if drawn == asked else 18.0
            placements[drawn] = Placement(x, SOUTH_Y - lift, 200 + count, True, "south", top_bar=bars.get(drawn),
                                          focused=drawn == focus_card or drawn == asked, draggable=False)
        self._south_x0 = x0
        self._south_xs = [x0 + offset for offset in xs]

    def _focused_card(self, order: list[int], drawn: int | None) -> int | None:
        if not self.keyboard_used or self.focus[0] != "hand":
            return None
        cards = [*order, *([drawn] if drawn is not None else [])]
        if not cards:
            return None
        index = min(self.focus[1], len(cards) - 1)
        return cards[index]

    def _place_settlement(self, placements: dict[int, Placement], result: HandResult, st: Settlement) -> None:
        """Both hands laid out in their melds; laid-off cards beside the meld they joined, red."""
        knocker = result.knocker if result.knocker is not None else HUMAN
        rows = {knocker: NORTH_Y if knocker == OPPONENT else SOUTH_Y,
                1 - knocker: SOUTH_Y if knocker == OPPONENT else NORTH_Y}
        laid: dict[int, list[int]] = {}
        for card, index in st.layoffs:
            laid.setdefault(index, []).append(int(card))
        spacing, gap = 40.0, 14.0

        #: one group per meld (or the deadwood): (card, top bar, laid off) in the order shown
        Group = list[tuple[int, QColor | None, bool]]

        def lay_row(player: int, groups: list[Group]) -> None:
            total = sum(len(group) for group in groups)
            width = total * spacing + (CARD_WIDTH - spacing + gap) * len(groups) - gap
            x = max(20.0, HAND_CENTRE - width / 2)
            z = 100 + 100 * player
            group_name = "north" if rows[player] == NORTH_Y else "south"
            for group in groups:
                for card, bar, laid_off in group:
                    placements[card] = Placement(x, rows[player], z, True, group_name, top_bar=RED if laid_off else bar,
                                                 bottom_bar=RED if laid_off else None)
                    x += spacing
                    z += 1
                x += CARD_WIDTH - spacing + gap

        def meld_groups(melds: tuple[object, ...], with_layoffs: bool) -> list[Group]:
            """Each meld low to high, the cards laid off on it in their places (a run's ends, a set's fourth)."""
            groups: list[Group] = []
            for i, meld in enumerate(melds):
                kind = getattr(meld, "kind", None)
                bar: QColor | None = BLUE if kind is MeldKind.SET else GREEN
                extra = laid.get(i, []) if with_layoffs else []
                cards: Group = [(int(c), bar, False) for c in meld] + [(c, bar, True) for c in extra]  # type: ignore[attr-defined]
                # a run (and what was laid off at either end) in rank order; a set by suit, layoffs last
                cards.sort(key=(lambda t: t[0] % 13) if kind is MeldKind.RUN else (lambda t: (t[2], t[0])))
                groups.append(cards)
            return groups

        def deadwood_group(cards: object) -> Group:
            return [(int(c), None, False) for c in sorted(cards, key=_rank_key)]  # type: ignore[call-overload]

        knocker_groups = meld_groups(st.knocker_melds, True)
        if len(st.knocker_deadwood_cards):
            knocker_groups.append(deadwood_group(st.knocker_deadwood_cards))
        defender_groups = meld_groups(st.defender_melds, False)
        if len(st.defender_deadwood_cards):
            defender_groups.append(deadwood_group(st.defender_deadwood_cards))
        lay_row(knocker, knocker_groups)
        lay_row(1 - knocker, defender_groups)

    # -- texts, piles, buttons -----------------------------------------------------------

    def _update_piles(self, view: object) -> None:
        c = self.controller
        m = c.match
        assert m is not None
        hand = m.hand
        stock_count = len(hand.stock)
        hint_kind = self.hint.kind if self.hint is not None else None
        self.scene.piles["stock"].set_state(
            str(stock_count), QColor("#ff4040") if stock_count <= 7 else QColor("#ffffff"),
            YELLOW if hint_kind in (ActionKind.DRAW_STOCK, ActionKind.PASS) else None,
            self.keyboard_used and self.focus == ("stock", 0))
        pile_bar = None
        if hint_kind in (ActionKind.DRAW_DISCARD, ActionKind.TAKE_UPCARD):
            pile_bar = YELLOW
        elif self.pile_taken_by == OPPONENT and hand.phase is not Phase.OVER:
            pile_bar = RED
        self.scene.piles["pile"].set_state("", QColor("#ffffff"), pile_bar,
                                           self.keyboard_used and self.focus == ("pile", 0))
        limit = hand.knock_limit
        multiplier = hand.multiplier
        value = str(limit) if limit > 0 else self.tr("Gin")
        self.scene.badges["knock"].set_state(value, "×2" if multiplier == 2 else "",
                                             RED if multiplier == 2 else None)

    def visible_buttons(self) -> list[str]:
        c = self.controller
        m = c.match
        if m is None or m.hand.phase is Phase.OVER:
            return []
        if c.question is not None:
            return ["knock", "continue"] + ([] if c.question.gin else ["gin"])
        legal = c.human_legal()
        kinds = {a.kind for a in legal}
        names: list[str] = []
        if ActionKind.TAKE_UPCARD in kinds:
            names += ["take", "pass"]
        if ActionKind.BIG_GIN in kinds:
            names.append("biggin")
        manual = KnockMode.MANUAL in (self.prefs.knock_mode, self.prefs.gin_mode)
        if ActionKind.KNOCK in kinds and (manual or (c.session is not None and c.session.knock_armed)):
            names.append("arm")
        return names

    def _update_buttons(self) -> None:
        visible = self.visible_buttons()
        c = self.controller
        for name, button in self.scene.buttons.items():
            button.setVisible(name in visible)
        for i, name in enumerate(visible):
            self.scene.buttons[name].setPos(BUTTON_X, MIDDLE_Y + i * 50)
            self.scene.buttons[name].focused = self.keyboard_used and self.focus == ("button", i)
            self.scene.buttons[name].update()
        if "knock" in visible:
            gin = c.question is not None and c.question.gin
            self.scene.buttons["knock"].set_text(self.tr("Gin (Y)") if gin else self.tr("Knock (Y)"))
        if "arm" in visible:
            armed = c.session is not None and c.session.knock_armed
            self.scene.buttons["arm"].set_text(self.tr("Knocking… (K)") if armed else self.tr("Knock (K)"))

    def _update_texts(self) -> None:
        c = self.controller
        m = c.match
        if m is None:
            return
        s = self.scene
        hand = m.hand
        target = c.setup.rules.score_limit if c.setup is not None else 100
        s.scores["north"].set_state(c.names[OPPONENT], m.scores[OPPONENT], target,
                                    hand.to_play == OPPONENT and hand.phase is not Phase.OVER)
        s.scores["south"].set_state(c.names[HUMAN], m.scores[HUMAN], target,
                                    hand.to_play == HUMAN and hand.phase is not Phase.OVER)
        over = hand.phase is Phase.OVER
        cards = CardSet(hand.hands[HUMAN])
        if over:
            info = ""
        elif len(cards) == 11:
            best = best_discards(cards)
            info = self.tr("Deadwood: %1").replace("%1", str(best_melds(cards).deadwood)) + "\n" + \
                self.tr("best discard leaves %1").replace("%1", str(best.deadwood))
        else:
            info = self.tr("Deadwood: %1").replace("%1", str(best_melds(cards).deadwood))
        s.texts["south_info"].setText(info)
        north = ""
        if not over and (self.prefs.open_hands or c.demo):
            north = self.tr("Deadwood: %1").replace("%1", str(best_melds(CardSet(hand.hands[OPPONENT])).deadwood))
        s.texts["north_info"].setText(north)
        s.texts["turn"].setText(self.turn_text())
        s.texts["hint"].setText(self.tr("Hint: %1").replace("%1", self.hint_reason) if self.hint_reason else "")
        flags = []
        if c.demo:
            flags.append(self.tr("DEMO (F2)"))
        if c.session is not None and c.session.assisted:
            flags.append(self.tr("assisted game"))
        rules = c.setup.rules if c.setup is not None else None
        if rules is not None:
            flags.append(self.tr("to %1").replace("%1", str(rules.score_limit)) if rules.score_limit else
                         self.tr("one hand"))
        s.texts["status"].setText(" · ".join(flags))
        s.texts["keys"].setText(self.tr("D deck · P pile · 1–0 discard\nU undo · H hint · F2 demo"))
        self._update_numbers()
        self._update_result_panel()

    def _update_numbers(self) -> None:
        c = self.controller
        m = c.match
        if m is None or m.hand.phase is not Phase.DISCARD or m.hand.to_play != HUMAN or c.demo:
            for i in range(11):
                hidden = self.scene.texts.get(f"num{i}")
                if hidden is not None:
                    hidden.setVisible(False)
            return
        order = self.south_order()
        labels = [str((i + 1) % 10) for i in range(min(10, len(order)))]
        for i, text in enumerate(labels):
            name = f"num{i}"
            t = self.scene.texts.get(name) or self.scene.add_text(name, 0, 0, 14, "#cfe8d5", bold=True)
            t.setText(text)
            t.setPos(self._south_xs[i] + CARD_WIDTH * 0.15, SOUTH_Y + CARD_HEIGHT + 14)
            t.setVisible(True)
        for i in range(len(labels), 11):
            extra = self.scene.texts.get(f"num{i}")
            if extra is not None:
                extra.setVisible(False)

    def turn_text(self) -> str:
        c = self.controller
        m = c.match
        if m is None:
            return ""
        hand = m.hand
        if hand.phase is Phase.OVER:
            return self.tr("Click anywhere or press Enter to go on")
        player = hand.to_play
        name = c.names[player]
        if c.is_computer(player):
            return self.tr("%1 to play…").replace("%1", name)
        if c.question is not None:
            card = c.question.card.symbol
            if c.question.gin:
                return self.tr("Discard %1 and go gin? Gin (Y) / Continue (N)").replace("%1", card)
            left = min_deadwood(m.hand.hands[HUMAN] & ~(1 << c.question.card))
            return self.tr("Discard %1 and knock with %2? Knock (Y) / Continue (N) / Play to gin (P)") \
                .replace("%1", card).replace("%2", str(left))
        if hand.phase is Phase.UPCARD_OFFER:
            return self.tr("Your turn: take the upcard (T) or pass (N)")
        if hand.phase is Phase.DRAW:
            kinds = {a.kind for a in m.legal_actions()}
            if ActionKind.DRAW_DISCARD in kinds:
                return self.tr("Your turn: draw from the stock (D) or the discard pile (P)")
            return self.tr("Your turn: draw from the stock (D)")
        if (c.session is not None and c.session.knock_armed):
            return self.tr("Knocking: choose the card to lay face down")
        return self.tr("Your turn: discard a card (click it, or 1–9, 0)")

    def _update_result_panel(self) -> None:
        c = self.controller
        m = c.match
        panel = self.scene.panels["result"]
        if m is None or m.hand.phase is not Phase.OVER or m.hand.result is None:
            panel.setVisible(False)
            return
        result = m.hand.result
        lines: list[str] = []
        if result.dead:
            title = self.tr("Dead hand: no score")
        else:
            st = result.settlement
            assert st is not None and result.winner is not None and result.knocker is not None
            knocker = c.names[result.knocker]
            kind = st.kind.value
            verb = self.tr("%1 went %2").replace("%2", kind) if kind in ("gin", "big gin") else self.tr("%1 knocked")
            lines.append(verb.replace("%1", knocker) + (self.tr(" (Oklahoma ×%1)").replace("%1", str(st.multiplier))
                                                         if st.multiplier != 1 else ""))
            lines.extend(settlement_lines(st, knocker, c.names[1 - result.knocker]))
            winner = c.names[result.winner]
            title = (self.tr("You win %1 points") if result.winner == HUMAN and winner == "You" else
                     self.tr("%2 wins %1 points").replace("%2", winner)).replace("%1", str(result.points))
        lines.append(self.tr("Score: %1 %2 – %3 %4").replace("%1", c.names[HUMAN]).replace("%2", str(m.scores[HUMAN]))
                     .replace("%3", c.names[OPPONENT]).replace("%4", str(m.scores[OPPONENT])))
        footer = self.tr("Click anywhere or press Enter for the next hand")
        if c.game_over():
            winner_index = c.session.winner() if c.session is not None else None
            lines.append("")
            session = c.session
            if session is not None:
                lines.extend(end_of_game_lines(session.outcome(), session.match.result, c.names))
            if winner_index is None:
                title = self.tr("The game is drawn")
            elif winner_index == HUMAN:
                title = self.tr("You win the game!")
            else:
                title = self.tr("%1 wins the game").replace("%1", c.names[winner_index])
            footer = self.tr("Click anywhere or press Enter for a new game")
        height = 70 + 23 * len(lines) + 30
        panel.prepareGeometryChange()
        panel.size = (500, max(200, height))
        panel.setPos(680, max(175, 365 - panel.size[1] / 2))
        panel.set_text(title, lines, footer)
        panel.setVisible(True)

    # -- table → controller ------------------------------------------------------------

    def _card_clicked(self, card: int) -> None:
        if self.prefs_double_click():
            return
        self.act_on_card(card)

    def _card_double_clicked(self, card: int) -> None:
        if self.prefs_double_click():
            self.act_on_card(card)

    def prefs_double_click(self) -> bool:
        return bool(getattr(self.prefs, "double_click", False))

    def act_on_card(self, card: int) -> None:
        c = self.controller
        m = c.match
        if m is None:
            return
        if m.hand.phase is Phase.OVER:
            c.next()
            return
        if c.question is not None:
            return
        if m.hand.hands[HUMAN] >> card & 1:
            if card == self.drawn_card and m.hand.pile_card is not None and card == m.hand.pile_card:
                c.undo()  # clicking the card taken from the pile puts it back
            else:
                c.play_card(card)

    def _pile_clicked(self, name: str) -> None:
        c = self.controller
        m = c.match
        if m is None:
            return
        if m.hand.phase is Phase.OVER:
            c.next()
            return
        if name == "knock":  # the knock card answers the question with "knock"
            if c.question is not None:
                c.answer_knock(KnockAnswer.KNOCK)
            return
        if c.question is not None:
            if name == "pile":
                c.answer_knock(KnockAnswer.CONTINUE)
            return
        phase = m.hand.phase
        if name == "stock":
            if phase is Phase.UPCARD_OFFER:
                c.pass_upcard()
            else:
                c.draw_stock()
        elif name == "pile":
            if phase is Phase.UPCARD_OFFER:
                c.take_upcard()
            elif phase is Phase.DRAW:
                c.draw_pile()
            else:
                self.discard_drawn()

    def _background_clicked(self) -> None:
        m = self.controller.match
        if m is not None and m.hand.phase is Phase.OVER:
            self.controller.next()

    def button(self, name: str) -> None:
        c = self.controller
        if name == "take":
            c.take_upcard()
        elif name == "pass":
            c.pass_upcard()
        elif name in ("knock", "continue", "gin"):
            c.answer_knock(KnockAnswer(name))
        elif name == "arm":
            c.arm_knock()
        elif name == "biggin":
            c.big_gin()

    def _card_dropped(self, card: int, x: float) -> None:
        """A card was dragged within the hand: keep the new order (manual sorting from now on)."""
        order = self.south_order()
        if card not in order:
            self.refresh()
            return
        order.remove(card)
        xs = [left for left, shown in zip(self._south_xs, self.south_order(), strict=False) if shown != card]
        index = sum(1 for left in xs if left <= x + 1)
        index = max(0, min(len(order), index))
        order.insert(index, card)
        self.manual_order = order
        if self.prefs.sort is not SortOrder.MANUAL:
            self.prefs.sort = SortOrder.MANUAL
            self.sort_changed()
        self.refresh()

    def sort_changed(self) -> None:
        """Called when a drag switches the sort order to manual (the window ticks its menu)."""
        pass

    # -- keys (the window's actions call these) -----------------------------------------

    def key_deck(self) -> None:
        """D: draw from the deck; with a drawn card in hand, throw it back."""
        c = self.controller
        m = c.match
        if m is None or not self.scene.input_enabled:
            return
        phase = m.hand.phase
        if phase is Phase.OVER:
            c.next()
        elif phase is Phase.UPCARD_OFFER:
            c.pass_upcard()
        elif phase is Phase.DRAW:
            c.draw_stock()
        else:
            self.discard_drawn()

    def discard_drawn(self) -> None:
        """Throw back the card just drawn (a card taken from the pile is put back: undo)."""
        c = self.controller
        m = c.match
        if not c.human_to_act or m is None or m.hand.phase is not Phase.DISCARD:
            return
        if m.hand.pile_card is not None and self.drawn_card == m.hand.pile_card:
            c.undo()
        elif self.drawn_card is not None:
            c.play_card(self.drawn_card)

    def key_pile(self) -> None:
        """P: take the discard (or throw the drawn card on it); at the knock question: play to gin."""
        c = self.controller
        if not self.scene.input_enabled:
            return
        if c.question is not None:
            if not c.question.gin:
                c.answer_knock(KnockAnswer.PLAY_TO_GIN)
            return
        self._pile_clicked("pile")

    def key_position(self, index: int) -> None:
        """1–9, 0: discard the card at that position."""
        if not self.scene.input_enabled:
            return
        order = self.south_order()
        if 0 <= index < len(order):
            self.act_on_card(order[index])

    def key_yes(self) -> None:
        c = self.controller
        if not self.scene.input_enabled:
            return
        if c.question is not None:
            c.answer_knock(KnockAnswer.KNOCK)

    def key_no(self) -> None:
        c = self.controller
        m = c.match
        if not self.scene.input_enabled or m is None:
            return
        if c.question is not None:
            c.answer_knock(KnockAnswer.CONTINUE)
        elif m.hand.phase is Phase.UPCARD_OFFER:
            c.pass_upcard()

    def key_take(self) -> None:
        c = self.controller
        m = c.match
        if self.scene.input_enabled and m is not None and m.hand.phase is Phase.UPCARD_OFFER:
            c.take_upcard()

    def key_move(self, dx: int, dy: int) -> None:
        """Arrows: move the keyboard cursor over your hand (down) and the piles and buttons (up)."""
        self.keyboard_used = True
        row, index = self.focus
        if dy < 0 and row == "hand":
            row, index = "stock", 0
        elif dy > 0 and row != "hand":
            row, index = "hand", 0
        elif dx:
            if row == "hand":
                count = len(self.south_order()) + (1 if self._drawn_apart() is not None else 0)
                index = max(0, min(count - 1, index + dx))
            else:
                places = ["stock", "pile"] + [f"button{i}" for i in range(len(self.visible_buttons()))]
                current = places.index(row if row != "button" else f"button{index}")
                new = places[max(0, min(len(places) - 1, current + dx))]
                row, index = (("button", int(new[6:])) if new.startswith("button") else (new, 0))
        self.focus = (row, index)
        self.refresh()

    def key_enter(self) -> None:
        """Enter: act on what the cursor is on (or go on after a hand)."""
        c = self.controller
        m = c.match
        if m is None or not self.scene.input_enabled:
            return
        if m.hand.phase is Phase.OVER:
            c.next()
            return
        row, index = self.focus
        if not self.keyboard_used:
            return
        if row == "hand":
            order = self.south_order()
            drawn = self._drawn_apart()
            cards = [*order, *([drawn] if drawn is not None else [])]
            if cards:
                self.act_on_card(cards[min(index, len(cards) - 1)])
        elif row in ("stock", "pile"):
            self._pile_clicked(row)
        elif row == "button":
            visible = self.visible_buttons()
            if index < len(visible):
                self.button(visible[index])

    def message_text(self) -> str:
        return self.scene.texts["message"].text()

