"""Keeping the game: the controller's moves go into the saved-game journal, finished games into the statistics.

:class:`GameKeeper` listens to a :class:`~ginqt.ui.game.controller.Controller` and keeps a
:class:`~ginqt.storage.GameRecord` of the game being played:

- every applied move (the player's, the computer's, a fallback's) and every new deal
  is appended to the journal and the journal is saved at once (atomic write, about a
  millisecond; a hand has some 30 moves);
- undo and redo cut the journal back (or forward) to the move they restore;
- the game is marked *assisted* when the controller says so (multiple undo, open
  hands, demo mode switched on during the game): it then counts in the statistics
  only, never in the high scores;
- at game over the game is counted (statistics and high scores), the saved game
  is cleared and :attr:`GameKeeper.gameRecorded` is emitted (the window shows the
  new figures and announces a high score);
- when a hand ends, and when the game ends or is left, the game's record is written
  (:class:`~ginqt.ui.game.recorder.GameRecorder`, docs/RECORDS.md);
- a game left unfinished for a new one counts as a game quit early (the 1993 DOS program: in the
  statistics when at least one hand was finished, in the high scores only when the
  player's score is above zero).  Closing the window keeps the saved game for the
  next start, which offers to resume it; declining counts it as quit early.

**Demo games** (started with the computer playing both hands) are not the player's
games: they are never journaled, saved, counted or listed, and they leave the
player's saved game alone.  Switching demo mode on during your own game marks that
game assisted (statistics only).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ginqt.engine import Action, Event, Match, Phase
from ginqt.storage import FinalScore, GameRecord, GameReport, ResumedGame, SavedGameError, Storage
from ginqt.storage.savegame import NEXT_HAND, decode_move
from ginqt.ui.game.recorder import GameRecorder
from ginqt.variants import MatchScoring, StandardScoring

if TYPE_CHECKING:
    from ginqt.play.spec import GameSpec
    from ginqt.ui.game.controller import Controller

__all__ = ["GameKeeper", "hand_events", "resumed_spec", "variant_end"]


class GameKeeper(QObject):
    """Connects a controller to a :class:`~ginqt.storage.Storage` (see the module's description)."""

    saved = Signal(int)  #: the journal was saved; how many moves it holds
    gameRecorded = Signal(object)  #: a game was counted: its GameReport (None: nothing to count)
    notice = Signal(str)  #: something the user should know (a save that failed, a new high score)

    def __init__(self, controller: Controller, storage: Storage, parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None else controller)
        self.controller = controller
        self.storage = storage
        self.record: GameRecord | None = None  #: the journal of the player's game (None: none, or a demo)
        self.match: Match | None = None  #: the match the journal has reached
        self.finished = False  #: the game in the journal was counted
        #: Closing mid-game counts the game as quit (instead of keeping it to resume).
        self.count_quit_on_close = False
        #: Leave the saved game on disk alone this session (a scripted run that did not resume it).
        self.hold_saved_game = False
        self.save_seconds: list[float] = []  #: how long each save took (for measurements)
        #: the game records (docs/RECORDS.md), in the data folder's records/
        self.recorder = GameRecorder(storage.data_dir)
        self._pending_record: GameRecord | None = None  # set by resume() for the next gameStarted
        # Undo and redo cut the log back (or forward) within the current hand: the controller's undo stack keeps
        # the states; the log the moves.  _base: where the hand starts in the log; _undone: what undo cut off.
        self._base = 0
        self._hand_start: Match | None = None
        self._undone: list[str] = []
        controller.gameStarted.connect(self._game_started)
        controller.actionApplied.connect(self._action_applied)
        controller.nextHandDealt.connect(self._next_hand)
        controller.matchRestored.connect(self._restored)
        controller.assistedChanged.connect(self._assisted_changed)
        controller.gameOver.connect(self._game_over)

    # -- starting ----------------------------------------------------------------------

    @property
    def moves(self) -> int | None:
        """How many moves the journal holds (``None``: no game of the player's is kept)."""
        return len(self.record) if self.record is not None else None

    def resume(self, resumed: ResumedGame, spec: GameSpec) -> None:
        """Carry on with a saved game: the controller takes its match, the journal goes on."""
        self._pending_record = resumed.record
        try:
            events = hand_events(resumed.record)
        except (SavedGameError, ValueError):  # the match was replayed already: this cannot fail, but lose nothing
            events = ()
        names = (resumed.record.player_name, self.tr("Computer"))
        self.controller.resume(spec, resumed.match, assisted=resumed.record.assisted, events=events, names=names)

    def _game_started(self, resumed: bool) -> None:
        self.quit_game()
        c = self.controller
        session = c.session
        assert session is not None
        match = session.match
        record, self._pending_record = self._pending_record, None
        self.finished = False
        self.match = match
        if resumed and record is not None:
            self.record = record
        elif c.demo or (resumed and record is None):
            self.record = None  # a demo is not the player's game
            self._reset_hand()
            return
        else:
            prefs = c.prefs
            try:
                self.record = GameRecord.for_match(match, player_name=prefs.name, opponent=prefs.opponent,
                                                   variant=prefs.variant, assisted=session.assisted)
            except SavedGameError:  # a match without a seed: nothing to journal
                self.record = None
        if self.record is not None and session.assisted:
            self.record.mark_assisted()
        self._reset_hand()
        self._save()

    def _reset_hand(self) -> None:
        self._base = len(self.record) if self.record is not None else 0
        self._hand_start = self.match
        self._undone = []

    # -- the journal -----------------------------------------------------------------------

    def _action_applied(self, action: object) -> None:
        if self.record is None or self.finished or not isinstance(action, Action):
            return
        match = self.controller.match
        assert match is not None
        self._undone = []
        self.record.append(action)
        self.match = match
        self._save()
        if match.hand.phase is Phase.OVER and not self.hold_saved_game:
            self._write_record(self.record, match, left=False)

    def _next_hand(self) -> None:
        if self.record is None or self.finished:
            return
        self.match = self.controller.match
        assert self.match is not None
        self.record.dealt(self.match)
        self._reset_hand()
        self._save()

    def _restored(self, match: object) -> None:
        """Undo or redo put ``match`` back: the log is cut back (or carried forward) to the moves that reach it."""
        if self.record is None or self.finished or self._hand_start is None:
            return
        moves = self.record.moves[self._base:] + self._undone
        state, reached = self._hand_start, 0
        while state != match and reached < len(moves):
            state = state.apply(decode_move(moves[reached]))
            reached += 1
        if state != match:  # not a state of this hand: cannot happen (the undo stack is cleared at every deal)
            return
        self.record.truncate(self._base)
        for move in moves[:reached]:
            self.record.append(move)
        self._undone = moves[reached:]
        self.match = state
        self._save()

    def _assisted_changed(self, on: bool) -> None:
        if on and self.record is not None and not self.finished and not self.record.assisted:
            self.record.mark_assisted()
            self._save()

    def _save(self) -> None:
        if self.record is None or self.finished or self.hold_saved_game:
            return
        start = time.perf_counter()
        self.storage.saved_game.save(self.record)
        self.save_seconds.append(time.perf_counter() - start)
        self._pass_notices()
        self.saved.emit(len(self.record))

    # -- the end of a game -----------------------------------------------------------------

    def _game_over(self, _result: object) -> None:
        if self.record is None or self.finished or self.match is None:
            return
        self.finished = True
        self._count(self.record, self.match, self._final_score())

    def _final_score(self) -> FinalScore | None:
        """The end of the game as the variant's own match scoring has it (Hollywood), if the engine did not end it."""
        spec = self.controller.spec
        if spec is None or self.match is None:
            return None
        return variant_end(spec, self.match)

    def quit_game(self) -> GameReport | None:
        """The player leaves the game unfinished: count it as quit early (the 1993 DOS program) and clear the save."""
        if self.record is None or self.finished or self.match is None:
            return None
        self.finished = True
        return self._count(self.record, self.match)

    def decline(self, resumed: ResumedGame, spec: GameSpec | None = None) -> GameReport | None:
        """The player did not resume the saved game: it counts as quit early (the 1993 DOS program); the save
        is cleared.

        ``spec`` is the game's (:func:`resumed_spec`): its record is scored as its variant scores.
        """
        return self._count(resumed.record, resumed.match, spec=spec)

    def close(self) -> None:
        """The window is closing: keep the unfinished game to resume (or count it, ``count_quit_on_close``)."""
        if self.count_quit_on_close:
            self.quit_game()
        self._pass_notices()

    def _write_record(self, record: GameRecord, match: Match, left: bool, spec: GameSpec | None = None) -> None:
        computer = self.controller.names[1] if self.controller.session is not None else self.tr("Computer")
        spec = spec or self.controller.spec
        if spec is None:
            self.recorder.write(record, left, computer=computer, match=match)
        else:
            self.recorder.write(record, left, computer=computer, scoring=spec.scoring,
                                variant_rules=spec.variant.rules, match=match)
        self._pass_notices()

    def _count(self, record: GameRecord, match: Match, final: FinalScore | None = None,
               spec: GameSpec | None = None) -> GameReport | None:
        record.close()  # the game ended or was left: its log takes no more moves
        self._write_record(record, match, left=True, spec=spec)
        report = self.storage.finish_game(record, match, final=final, clear_saved_game=not self.hold_saved_game)
        if report is not None and report.high_score_rank is not None:
            self.notice.emit(self.tr("A new high score: number %1 on the list").replace(
                "%1", str(report.high_score_rank)))
        self._pass_notices()
        self.gameRecorded.emit(report)
        return report

    def _pass_notices(self) -> None:
        for message in self.storage.notices.drain():
            self.notice.emit(message)


# -- starting from a saved game ---------------------------------------------------------------


def hand_events(record: GameRecord) -> tuple[Event, ...]:
    """The events of the hand in play in ``record``, as they happened: its deal, then every move since."""
    start = max((i + 1 for i, move in enumerate(record.moves) if move == NEXT_HAND), default=0)
    match = record.replay(start)
    events = list(match.events)
    for text in record.moves[start:]:
        match = match.apply(decode_move(text))
        events.extend(match.events)
    return tuple(events)


def resumed_spec(resumed: ResumedGame, source: Any, score_limit: int | None) -> GameSpec:
    """The :class:`GameSpec` to carry on a saved game with: its rules, the variant's scoring if it has one (its
    engine rules the record's), its player and opponent."""
    from ginqt.play.spec import GameSpec, Variant

    record = resumed.record
    rules, variant_rules = record.rules, record.rules
    scoring: MatchScoring = StandardScoring()
    for limit in (None, score_limit, record.rules.score_limit):
        try:
            engine, maybe_scoring, own = source.rules(record.variant, limit)
        except Exception:
            break
        if engine == record.rules:
            scoring, variant_rules = maybe_scoring, own
            break
    variant = Variant(record.variant, variant_rules, scoring)
    if variant.engine_rules != rules:  # (the engine's own game under the record's rules)
        variant = Variant.standard(rules, record.variant)
    return GameSpec(variant, (record.player_name, record.opponent))


def variant_end(spec: GameSpec, match: Match) -> FinalScore | None:
    """The end of ``match`` as its variant's own scoring has it, when that scoring ended the game and the
    engine's match goes on (Hollywood's three games); ``None`` otherwise (not over, or the engine ended it).

    A scoring that fails counts as not over (the engine's end stands).
    """
    from ginqt.ui.game.session import GameSession

    if match.over or match.phase is not Phase.OVER:
        return None
    outcome = GameSession(spec, match).outcome()
    if outcome is None:
        return None
    return FinalScore(outcome.winner, outcome.points, spec.variant.rules.score_limit)
