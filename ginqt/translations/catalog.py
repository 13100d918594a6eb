"""Keeping the Qt Linguist sources in step with the code (no Qt; runs PySide6's tools).

:func:`extract` asks ``pyside6-lupdate`` which messages the code holds now (into a
scratch file), :func:`read_ts` reads a ``.ts`` file's messages, :func:`problems` says
what a language lacks, :func:`update` runs ``lupdate`` on the real sources (keeping
their translations, dropping what the code no longer says) and :func:`release`
compiles them with ``lrelease``.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass
from pathlib import Path

from ginqt.translations import PLURALS_ONLY, TRANSLATED, catalogue_path

__all__ = ["Message", "SourceTree", "expected", "extract", "problems", "read_ts", "release", "update"]


@dataclass(frozen=True, slots=True)
class Message:
    """One message of a ``.ts`` file: where the code says it and what it says, and its translation."""

    context: str
    source: str
    comment: str = ""
    numerus: bool = False
    #: the translation (each plural form for a numerus message); empty when there is none
    forms: tuple[str, ...] = ()
    finished: bool = False

    @property
    def key(self) -> tuple[str, str, str]:
        return self.context, self.source, self.comment


@dataclass(frozen=True, slots=True)
class SourceTree:
    """A checkout of GinQt: the code that holds the messages and the ``.ts`` files."""

    root: Path

    @classmethod
    def here(cls) -> SourceTree:
        """The checkout this package is in (an editable install or the source tree)."""
        return cls(Path(__file__).resolve().parents[2])

    @property
    def code(self) -> list[Path]:
        """The Python files whose messages a player reads: the window and the players' names."""
        files = sorted((self.root / "ginqt").rglob("*.py"))
        return [path for path in files if "__pycache__" not in path.parts]

    def ts_file(self, code: str) -> Path:
        return self.root / "resources" / "translations" / f"ginqt_{code}.ts"


def _tool(name: str) -> str:
    """``pyside6-lupdate`` or ``pyside6-lrelease``, beside this Python or on PATH."""
    beside = Path(sys.executable).with_name(f"pyside6-{name}")
    found = str(beside) if beside.exists() else shutil.which(f"pyside6-{name}")
    if not found:
        raise FileNotFoundError(f"pyside6-{name} not found (it ships with PySide6)")
    return found


def _run(command: list[str]) -> None:
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{Path(command[0]).name} failed:\n{done.stdout}{done.stderr}")


def _lupdate(tree: SourceTree, ts_files: list[Path], *extra: str) -> None:
    with tempfile.NamedTemporaryFile("w", suffix=".lst", delete=False) as listing:
        listing.write("\n".join(str(path) for path in tree.code))
    try:
        _run([_tool("lupdate"), "-locations", "none", *extra, f"@{listing.name}", "-ts",
              *(str(path) for path in ts_files)])
    finally:
        Path(listing.name).unlink()


def read_ts(path: Path) -> list[Message]:
    """Every message of the ``.ts`` file at ``path`` (obsolete ones left out)."""
    messages = []
    for context in ElementTree.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for element in context.iter("message"):
            translation = element.find("translation")
            kind = translation.get("type", "") if translation is not None else "unfinished"
            if kind in ("obsolete", "vanished"):
                continue
            numerus = element.get("numerus") == "yes"
            if translation is None:
                forms: tuple[str, ...] = ()
            elif numerus:
                forms = tuple(form.text or "" for form in translation.iter("numerusform"))
            else:
                forms = (translation.text or "",)
            messages.append(Message(name, element.findtext("source") or "", element.findtext("comment") or "",
                                    numerus, tuple(form for form in forms if form), kind == ""))
    return messages


def extract(tree: SourceTree) -> list[Message]:
    """The messages the code holds now, as ``lupdate`` finds them."""
    with tempfile.TemporaryDirectory() as scratch:
        path = Path(scratch) / "extracted.ts"
        _lupdate(tree, [path], "-no-obsolete")
        return read_ts(path)


def problems(messages: list[Message], expected: list[Message]) -> list[str]:
    """What a language's messages lack against the code's: missing and unfinished messages, one line each."""
    have = {message.key: message for message in messages}
    lines = []
    for message in expected:
        found = have.get(message.key)
        where = f"[{message.context}] {message.source!r}" + (f" ({message.comment})" if message.comment else "")
        if found is None:
            lines.append(f"missing: {where}")
        elif not found.finished or not found.forms:
            lines.append(f"unfinished: {where}")
    return lines


def update(tree: SourceTree, codes: tuple[str, ...] = TRANSLATED + PLURALS_ONLY) -> None:
    """``lupdate``: add the code's new messages to each ``.ts`` (unfinished); a message the code no longer
    says is kept as *vanished* with its translation, and comes back finished if the code says it again
    (English's keeps only the messages with a count)."""
    full = [tree.ts_file(code) for code in codes if code not in PLURALS_ONLY]
    if full:
        _lupdate(tree, full)
    plurals = [tree.ts_file(code) for code in codes if code in PLURALS_ONLY]
    if plurals:
        _lupdate(tree, plurals, "-pluralonly")


def expected(messages: list[Message], code: str) -> list[Message]:
    """The messages language ``code`` must translate, of all the code's ``messages``."""
    return [message for message in messages if message.numerus] if code in PLURALS_ONLY else list(messages)


def release(tree: SourceTree, codes: tuple[str, ...] = TRANSLATED + PLURALS_ONLY,
            target: Path | None = None) -> list[Path]:
    """``lrelease``: compile each ``.ts`` into its ``.qm`` (into ``target`` if given); the files written."""
    written = []
    for code in codes:
        qm = catalogue_path(code) if target is None else target / f"ginqt_{code}.qm"
        _run([_tool("lrelease"), "-silent", "-removeidentical", str(tree.ts_file(code)), "-qm", str(qm)])
        written.append(qm)
    return written
