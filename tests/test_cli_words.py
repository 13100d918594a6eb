"""Issue 48, item 9 and 10 (the command line's words): ``ginqt plugins`` says what each opponent does without the
history of old programs, ``--trust`` of a plugin that is not there says so and names those that are, and
``ginqt games`` names the opponent and the rules as a player reads them, in columns without wide runs of spaces."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from test_game_records import played

from ginqt.plugins.cli import cli_main as plugins_main
from ginqt.records import Player, Status, record_game
from ginqt.records.cli import cli_main as records_main
from ginqt.records.folder import RecordFolder
from ginqt.storage import DataDir

HISTORY = re.compile(r"1993|\bDOS\b|David Teach|\bseed\b")


def test_ginqt_plugins_says_what_each_opponent_does(capsys: pytest.CaptureFixture[str]) -> None:
    """The Easy and Standard descriptions said "(the 1993 DOS program)": a player needs what the opponent does."""
    assert plugins_main("plugins", ["--disable-plugin-autoload"]) == 0
    out = capsys.readouterr().out
    lines = {line.split(" - ")[0].strip(): line.split(" - ", 1)[1] for line in out.splitlines() if " - " in line}
    for entry in ("strategy easy", "strategy standard", "strategy expert", "variant standard", "variant classic"):
        assert not HISTORY.search(lines[entry]), (entry, lines[entry])
    assert "throws its highest card" in lines["strategy easy"] and "knocks as soon as it can" in lines["strategy easy"]
    assert lines["variant standard"] == "Knock with 10 or less; gin 25, undercut 25; to 100"


def test_the_window_describes_the_opponents_in_the_players_language() -> None:
    """The same words in the window (New game, the welcome), translated; no old program named in them."""
    import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
    from ginqt.ui import language
    from ginqt.ui.text.names import opponent_description, variant_description

    for code in ("en", "de", "fr", "es"):
        language.install(code)
        for name in ("easy", "standard", "expert"):
            words = opponent_description(name, "")
            assert words and not HISTORY.search(words), (code, name, words)
        for name in ("standard", "classic"):
            words = variant_description(name, "")
            assert words and not HISTORY.search(words), (code, name, words)
        if code != "en":
            assert opponent_description("easy", "") != "A beginner: takes a discard only when it melds, always " \
                "throws its highest card that fits no meld, and knocks as soon as it can"
    language.install("en")


def test_trusting_a_plugin_that_is_not_there_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    """``ginqt plugins --trust nobody`` said nothing: one line naming the plugins there are, exit status 2."""
    assert plugins_main("plugins", ["--disable-plugin-autoload", "--trust", "nobody"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == "ginqt plugins: error: --trust nobody: no plugin of that name is installed " \
                           "(installed: builtin)\n"
    assert plugins_main("plugins", ["--disable-plugin-autoload", "--trust", "builtin"]) == 0  # one that is there


def test_ginqt_games_names_what_a_player_reads_in_tight_columns(tmp_path: Path) -> None:
    """``ginqt games`` showed ids ("easy", "standard") and padded its columns with runs of fifty spaces (an empty
    "Assisted" before a right-aligned file name)."""
    data = tmp_path / "data"
    data.mkdir()
    folder = RecordFolder.of(DataDir.at(data))
    for seed, variant in ((2, "tommy"), (3, "standard")):
        log, runner = played(seed, variant)
        folder.write(record_game(log, (Player("Ann"), Player("Computer", "easy")), Status.PLAYING, runner=runner))
    out = io.StringIO()
    assert records_main("games", ["--data-dir", str(data)], out, io.StringIO()) == 0
    header, *rows = out.getvalue().splitlines()
    assert len(rows) == 2
    assert header.split() == ["Date", "Opponent", "Rules", "Score", "Result", "Hands", "Assisted", "File"]
    for row in rows:
        assert " Easy " in row and not re.search(r"\beasy\b", row), row
        assert ("Tommy's Gin Rummy" in row) != (" Standard " in row), row
        assert " no " in row  # an unassisted game says so: no empty column
        widest = max(len(cell) for cell in re.split(" {2,}", row))
        assert not re.search(f" {{{widest},}}", row), row  # no run of spaces wider than a column's words
    for title in ("Opponent", "Rules", "Result", "Assisted", "File"):  # words under their titles, left-aligned
        column = header.index(title)
        assert all(row[column] != " " and row[column - 1] == " " for row in rows), (title, rows)
