"""The data folder survives whatever is in it: any records index, CRLF records, stale temporary files, plugin
errors that look like HTML (issue 38, part 4)."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from ginqt.cli import main
from ginqt.records.folder import INDEX_FILE, RecordFolder
from ginqt.research.job import GameJob
from ginqt.research.tournament import run_tournament
from ginqt.storage import DataDir, Storage

#: Values of every kind a damaged or forged index could hold in any of an entry's places.
BAD_VALUES: list[Any] = [None, True, 1.5, -1, 10**4000, "x", "", [], {}, [1, 2], ["a", "b"], "finished", 2,
                         "0001-01-01T00:00:00+14:00", "9999-12-31T23:59:59-14:00"]


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A records folder with two games a tournament kept, and their index."""
    folder = tmp_path_factory.mktemp("records")
    run_tournament(GameJob("easy", "easy", seed=1), 2, records=RecordFolder(DataDir.at(folder), folder, limit=10**9))
    return folder


def _copy(source: Path, target: Path) -> Path:
    target.mkdir()
    for path in source.iterdir():
        (target / path.name).write_bytes(path.read_bytes())
        os.utime(target / path.name, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns))
    return target


def _games(folder: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    try:
        code = main(["games", "--records", str(folder)])
    except SystemExit as exit_:
        code = int(exit_.code or 0)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_any_content_of_the_index_is_survived(played: Path, tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    """Each place of an entry the files still match, given every kind of wrong value: `ginqt games` lists both
    games without a traceback (the entry is read again from its record)."""
    folder = _copy(played, tmp_path / "copy")
    good = json.loads((folder / INDEX_FILE).read_text())
    names = sorted(row[0] for row in good["records"])
    for place in range(len(good["fields"])):
        for value in BAD_VALUES:
            document = json.loads(json.dumps(good))
            document["records"][0][place] = value
            (folder / INDEX_FILE).write_text(json.dumps(document))
            entries = RecordFolder(DataDir.at(folder), folder).entries()
            assert sorted(entry.file for entry in entries) == names, (place, value)
            assert all(entry.damaged is None for entry in entries)
            code, out, err = _games(folder, capsys)
            assert code == 0 and "Traceback" not in err and all(name in out for name in names), (place, value)


@pytest.mark.parametrize("content", [
    b'{"format":"ginqt-records-index","version":2,"big":' + b"9" * 5000 + b',"fields":[],"records":[]}',
    b'{"format":"ginqt-records-index","version":2,"fields":' + b"[" * 100_000 + b"]" * 100_000 + b"}",
    b"\x00\xff garbage",
    b'{"format":"ginqt-records-index","version":2,"fields":{},"records":{}}',
    b"[]",
])
def test_an_index_that_cannot_be_read_is_rebuilt(content: bytes, played: Path, tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    folder = _copy(played, tmp_path / "copy")
    names = sorted(path.name for path in folder.glob("*.ginrec"))
    (folder / INDEX_FILE).write_bytes(content)
    code, out, err = _games(folder, capsys)
    assert code == 0 and "Traceback" not in err and all(name in out for name in names)
    rebuilt = json.loads((folder / INDEX_FILE).read_text())
    assert sorted(row[0] for row in rebuilt["records"]) == names


def test_past_games_open_over_an_index_with_a_5000_digit_number(qtbot: Any, played: Path, tmp_path: Path) -> None:
    from ginqt.ui.dialogs.past_games import PastGamesDialog

    folder = _copy(played, tmp_path / "copy")
    index = (folder / INDEX_FILE).read_text()
    (folder / INDEX_FILE).write_text(index.replace('"records"', '"n":' + "7" * 5000 + ',"records"', 1))
    dialog = PastGamesDialog(RecordFolder(DataDir.at(folder), folder))
    qtbot.addWidget(dialog)
    assert dialog.model.rowCount() == 2


def test_a_record_with_crlf_line_endings_verifies(played: Path, tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    record = sorted(played.glob("*.ginrec"))[0]
    crlf = tmp_path / record.name
    crlf.write_bytes(record.read_bytes().replace(b"\n", b"\r\n"))
    assert main(["verify", str(crlf)]) == 0
    assert "verified" in capsys.readouterr().out


def test_stale_temporary_files_are_removed_at_start(played: Path, tmp_path: Path) -> None:
    """What killed atomic writes left in the records folder and the data folder goes when they are next used;
    a young one (another GinQt may be writing it) and files that are not ours stay."""
    data = tmp_path / "data"
    data.mkdir()
    records = _copy(played, data / "records")
    record = sorted(records.glob("*.ginrec"))[0].name
    old = time.time() - 3600
    stale = [records / f".{record}.k3j2h1g0.tmp", records / f".{INDEX_FILE}.a1b2c3d4.tmp",
             data / ".settings.json.zz99yy88.tmp", data / ".ginqt-probe.q1w2e3r4"]
    young = records / f".{INDEX_FILE}.young000.tmp"
    others = [records / "notes.tmp", data / "mine.txt"]
    for path in [*stale, young, *others]:
        path.write_text("partial")
    for path in [*stale, *others]:
        os.utime(path, (old, old))
    Storage.open(data)
    RecordFolder.of(DataDir.at(data)).entries()
    assert [path for path in stale if path.exists()] == []
    assert young.exists() and all(path.exists() for path in others)


def _as_shown(tip: str) -> str:
    """A tooltip's text as Qt shows it: rich text when it looks like it (Qt.mightBeRichText), else plain."""
    from PySide6.QtGui import Qt as GuiQt
    from PySide6.QtGui import QTextDocument

    document = QTextDocument()
    if GuiQt.mightBeRichText(tip):
        document.setHtml(tip)
    else:
        document.setPlainText(tip)
    return document.toPlainText()


def test_a_plugin_import_error_shows_as_plain_text(qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A plugin's error message that looks like HTML is shown as the words it is, in the status bar's tooltip
    and in Help › About (it used to be rendered: bold text, a link, an image)."""
    from PySide6.QtWidgets import QMainWindow

    from ginqt.plugins.players import PlayerSource
    from ginqt.ui.dialogs.about import AboutDialog
    from ginqt.ui.window import plugin_errors_link

    (tmp_path / "html_error_plugin.py").write_text(
        "raise ImportError(\"<b>not bold</b> <a href='https://example.com'>a link</a> <img src='x'> & co\")\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    source = PlayerSource(autoload=False, modules=["html_error_plugin"])
    assert len(source.errors) == 1 and "<b>not bold</b>" in source.errors[0]
    window = QMainWindow()
    qtbot.addWidget(window)
    label = plugin_errors_link(window, source.errors, lambda: None)
    assert label is not None and _as_shown(label.toolTip()) == source.errors[0]
    about = AboutDialog(source)
    qtbot.addWidget(about)
    [failed] = [info for info in source.plugins.plugins if info.error]
    row = next(r for r in range(about.table.rowCount()) if about.table.item(r, 0).text() == failed.name)
    for column in range(about.table.columnCount()):
        assert _as_shown(about.table.item(row, column).toolTip()) == failed.error
    about.show()
    assert source.errors[0] in about.errors.text() and about.errors.textFormat() == Qt.TextFormat.PlainText


def test_a_5000_digit_number_in_the_statistics_is_a_damaged_file_not_a_traceback(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "stats.json").write_text('{"format":"ginqt-stats","version":1,"players":{"Kim":{"games_played":'
                                         + "9" * 5000 + "}}}")
    assert main(["stats", "--data-dir", str(tmp_path)]) == 0
    err = capsys.readouterr().err
    assert "Traceback" not in err and "it holds a number far too long" in err and len(err.strip().splitlines()) == 1
    assert list(tmp_path.glob("stats.json.corrupt-*"))
