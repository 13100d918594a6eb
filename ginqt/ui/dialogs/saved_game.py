"""The questions and notices at start: resume the saved game? and what is wrong with the data files."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from ginqt.storage import ResumedGame
from ginqt.ui.text import fill, is_you, local_time, shown_name, tr
from ginqt.ui.text.names import opponent_label, variant_label

__all__ = ["describe_saved_game", "notices_box", "resume_question_box", "score_sentence"]


def describe_saved_game(resumed: ResumedGame) -> dict[str, str]:
    """The facts the resume question shows."""
    log, scores = resumed.log, resumed.scores
    return {
        "name": shown_name(log.player_name),  # the default name in the user's language
        "opponent": opponent_label(log.opponent) if log.opponent else "?",
        "variant": variant_label(log.spec.variant.name) if log.spec.variant.name else "?",
        "hand": str(resumed.hand_number),
        "you": str(scores[0]),
        "computer": str(scores[1]),
        "started": local_time(log.started) if log.started else "",  # as the language writes a date
        "assisted": "yes" if log.assisted else "",
    }


def score_sentence(name: str, points: int, computer: int) -> str:
    """The saved game's score as a sentence about the player: ``You have 35 points, the computer 12.``,
    ``Ann has 35 points, the computer 12.``"""
    if is_you(name):
        return fill(tr("You have %n points, the computer %1.", None, points), computer)
    return fill(tr("%2 has %n points, the computer %1.", None, points), computer, name)


def resume_question_box(parent: QWidget | None, resumed: ResumedGame) -> QMessageBox:
    """The question at start: resume the saved game (Yes) or start a new one (No)."""
    facts = describe_saved_game(resumed)
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(tr("Resume the saved game?"))
    box.setText(tr("You did not finish your last game. Resume it?"))
    lines = [
        tr("Opponent: %1; rules: %2").replace("%1", facts["opponent"]).replace("%2", facts["variant"]),
        tr("Started %1; now in hand %2").replace("%1", facts["started"]).replace("%2", facts["hand"]),
        score_sentence(facts["name"], *resumed.scores),
    ]
    if facts["assisted"]:
        lines.append(tr("An assisted game: it counts in the statistics only."))
    lines.append("")
    lines.append(tr("If you start a new game instead, this one counts as quit early: in the statistics when "
                    "a hand was finished, in the high scores when your score is above zero."))
    box.setInformativeText("\n".join(lines))
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    box.button(QMessageBox.StandardButton.Yes).setText(tr("&Resume"))
    box.button(QMessageBox.StandardButton.No).setText(tr("&New game"))
    box.setDefaultButton(QMessageBox.StandardButton.Yes)
    return box


def notices_box(parent: QWidget | None, messages: list[str]) -> QMessageBox:
    """The data-file notices of this start, in one dialog."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(tr("GinQt: your data files"))
    box.setText(tr("Something is not right with the files GinQt keeps:") if len(messages) > 1
                else messages[0])
    if len(messages) > 1:
        box.setInformativeText("\n\n".join("• " + m for m in messages))
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    return box
