"""Results decided but not yet counted (``pending_results.json``): the commit point of finishing a game.

The game's result is written here first, in one atomic write; then the other files are brought up
to date, each idempotently by the game's id; then it leaves: a kill between two writes neither loses
a game nor counts it twice (docs/STORAGE.md, "Finishing a game").  Normally the file is absent.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Final

from ginqt.storage._check import get_list, read_each
from ginqt.storage.paths import DataDir
from ginqt.storage.results import GameSummary

__all__ = ["PENDING_FILE", "PENDING_FORMAT", "PENDING_VERSION", "PendingResults"]

PENDING_FILE: Final = "pending_results.json"
PENDING_FORMAT: Final = "ginqt-pending-results"
PENDING_VERSION: Final = 1


class PendingResults:
    """The decided results (each a :class:`GameSummary` with its game id and player) not yet counted,
    oldest first; each change is written at once."""

    def __init__(self, data_dir: DataDir) -> None:
        self.data_dir = data_dir
        self.path = data_dir.data_file(PENDING_FILE)
        loaded = data_dir.load_document(self.path, PENDING_FORMAT, PENDING_VERSION, "unfinished results",
                                        self._validate)
        self._results: dict[str, GameSummary] = loaded or {}

    @staticmethod
    def _validate(document: dict[str, Any], damage: list[str]) -> dict[str, GameSummary]:
        results: dict[str, GameSummary] = {}
        for result in read_each(get_list(document, "results", "pending"), "results", GameSummary.from_dict, damage,
                                "that game was left out"):
            results.setdefault(result.game_id, result)
        return results

    def __iter__(self) -> Iterator[GameSummary]:
        return iter(list(self._results.values()))

    def __len__(self) -> int:
        return len(self._results)

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._results

    def add(self, result: GameSummary) -> bool:
        """Note a decided result and write the file; ``False`` when it stays in memory (read-only folder)."""
        self._results[result.game_id] = result
        return self.save()

    def discard(self, game_id: str) -> bool:
        """Forget a result that is counted everywhere; ``False`` when the file could not be updated."""
        if self._results.pop(game_id, None) is None:
            return True
        return self.save()

    def save(self) -> bool:
        if not self._results:
            return self.data_dir.remove(self.path)
        payload = {"results": [r.to_dict() for r in self._results.values()]}
        return self.data_dir.save_document(self.path, PENDING_FORMAT, PENDING_VERSION, payload)
