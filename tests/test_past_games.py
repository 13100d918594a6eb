"""Game › Past games: the model (checked by pytest-qt's qtmodeltester), the filter, sorting, open, export, delete."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.plugins import load_plugins
from ginqt.records import Player, Status, record_game
from ginqt.records.folder import RecordEntry, RecordFolder
from ginqt.storage import DataDir
from ginqt.strategy import FallbackStrategy
from ginqt.ui.dialogs.past_games import PastGamesDialog, PastGamesModel

pytestmark = pytest.mark.timeout(60)
PLUGINS = load_plugins(autoload=False)


def game(seed: int, opponent: str, variant: str, day: int, *, assisted: bool = False, hands: int | None = None) -> Any:
    info = PLUGINS.variant(variant)
    runner = GameRunner(GameSpec(Variant(info.name, info.rules, info.scoring), ("Ann", opponent), seed=seed),
                        (FallbackStrategy(), FallbackStrategy()))
    runner.log.assisted = assisted
    runner.play(max_hands=hands)
    made = record_game(runner.log, (Player("Ann"), Player("Computer", opponent)), Status.ABANDONED, runner=runner)
    return dataclasses.replace(made, started=f"2026-03-{day:02d}T12:00:00+00:00")


@pytest.fixture
def folder(tmp_path: Path) -> RecordFolder:
    records = RecordFolder(DataDir.at(tmp_path), tmp_path)
    for i, (opponent, variant, assisted, hands) in enumerate([
            ("standard", "standard", False, None), ("easy", "oklahoma", False, None),
            ("expert", "standard", True, None), ("easy", "standard", False, 1),
            ("standard", "hollywood", False, None)]):
        records.write(game(i, opponent, variant, i + 1, assisted=assisted, hands=hands))
    damaged = tmp_path / "20260310T120000-feedbeef.ginrec"
    damaged.write_text("ginqt-record 1\ngame feedbeef\n")
    return records


def test_the_model_is_a_sound_table_model(qtmodeltester: Any, folder: RecordFolder) -> None:
    model = PastGamesModel(folder.entries())
    qtmodeltester.check(model, force_py=True)
    model.sort(PastGamesModel.SCORE, Qt.SortOrder.AscendingOrder)
    model.set_filter("standard")
    qtmodeltester.check(model, force_py=True)


def test_rows_show_each_game(folder: RecordFolder) -> None:
    model = PastGamesModel(folder.entries())
    assert model.rowCount() == 6
    first = [model.data(model.index(0, c)) for c in range(model.columnCount())]
    assert first[PastGamesModel.RESULT] == "Damaged" and first[PastGamesModel.OPPONENT] == "—"
    assert "Damaged:" in model.data(model.index(0, 1), Qt.ItemDataRole.ToolTipRole)
    rows = {model.entry(r).opponent: r for r in range(1, model.rowCount())}
    expert = rows["expert"]
    assert model.data(model.index(expert, PastGamesModel.ASSISTED)) == "✓"
    entry = model.entry(expert)
    assert model.data(model.index(expert, PastGamesModel.SCORE)) == f"{entry.points[0]}–{entry.points[1]}"
    assert model.data(model.index(expert, PastGamesModel.RESULT)) in ("Won", "Lost", "Drawn")
    abandoned = [r for r in range(model.rowCount()) if model.entry(r).outcome == "abandoned"]
    assert [model.data(model.index(r, PastGamesModel.RESULT)) for r in abandoned] == ["Abandoned"]


def test_sorting_by_each_column(folder: RecordFolder) -> None:
    model = PastGamesModel(folder.entries())
    model.sort(PastGamesModel.DATE, Qt.SortOrder.AscendingOrder)
    dates = [model.entry(r).started for r in range(model.rowCount())]
    assert dates == sorted(dates)
    model.sort(PastGamesModel.SCORE, Qt.SortOrder.DescendingOrder)
    margins = [model.entry(r).points[0] - model.entry(r).points[1] for r in range(model.rowCount())]
    assert margins == sorted(margins, reverse=True)
    model.sort(PastGamesModel.OPPONENT, Qt.SortOrder.AscendingOrder)
    names = [model.data(model.index(r, PastGamesModel.OPPONENT), Qt.ItemDataRole.UserRole)
             for r in range(model.rowCount())]
    assert names == sorted(names, key=lambda n: n.casefold()) and names[0] == ""  # the damaged record first


def test_filtering_by_text_and_by_result(folder: RecordFolder) -> None:
    model = PastGamesModel(folder.entries())
    model.set_filter("oklah")
    assert [model.entry(r).variant for r in range(model.rowCount())] == ["oklahoma"]
    model.set_filter("EASY")
    assert sorted(model.entry(r).opponent for r in range(model.rowCount())) == ["easy", "easy"]
    model.set_filter("", "assisted")
    assert [model.entry(r).opponent for r in range(model.rowCount())] == ["expert"]
    model.set_filter("", "abandoned")
    assert [model.entry(r).hand_count for r in range(model.rowCount())] == [1]
    model.set_filter("", "damaged")
    assert model.rowCount() == 1 and model.total == 6


def test_the_dialog_opens_exports_and_deletes(qtbot: Any, folder: RecordFolder, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "out" / "copy.ginrec"
    target.parent.mkdir()
    dialog = PastGamesDialog(folder, ask_path=lambda parent, name: str(target))
    qtbot.addWidget(dialog)
    assert dialog.count.text() == "6 games"
    first = dialog.selected()  # the newest game that opens, not the newer damaged record above it
    assert first is not None and first.damaged is None and first.started.startswith("2026-03-05")
    assert dialog.model.entry(0).damaged is not None and dialog.open_button.isEnabled()
    dialog.outcome.setCurrentIndex(dialog.outcome.findData("assisted"))
    assert dialog.count.text() == "1 of 6 games" and dialog.selected() is not None
    opened: list[object] = []
    dialog.openRecord.connect(opened.append)
    dialog.open_button.click()
    [path] = opened
    assert isinstance(path, Path) and folder.read(path.name).assisted
    dialog.export_button.click()
    assert folder.read(path.name) == RecordFolder(DataDir.at(target.parent), target.parent).read(target.name)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    dialog.delete_button.click()
    assert not path.exists() and dialog.count.text() == "0 of 5 games"
    dialog.filter.setText("oklahoma")
    dialog.outcome.setCurrentIndex(0)
    assert dialog.count.text() == "1 of 5 games"


def test_a_damaged_record_cannot_be_opened_but_can_be_deleted(qtbot: Any, folder: RecordFolder,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    dialog = PastGamesDialog(folder)
    qtbot.addWidget(dialog)
    dialog.outcome.setCurrentIndex(dialog.outcome.findData("damaged"))
    entry = dialog.selected()
    assert isinstance(entry, RecordEntry) and entry.damaged is not None
    assert not dialog.open_button.isEnabled() and not dialog.export_button.isEnabled()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    dialog.delete_button.click()
    assert dialog.model.total == 5
