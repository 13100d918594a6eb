"""docs/ENGINES.md's example exchange, replayed against GinQt's real implementation of the protocol.

The example is one game of ``examples/engines/simple_engine.py`` (seat 1) against ``standard``
(score limit 0: one hand) on fixed deals.  An engine that replays the example (tests/engine_replay.py)
plays the same game: GinQt must write exactly the example's ``>`` lines when the engine
answers with its ``<`` lines (the milliseconds left for the game aside).
``python tests/test_engines_doc.py`` prints the exchange the real example engine has now (to put
in the document after a change of the protocol's version).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from ginqt.engines.registry import engine_seat
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.plugins import load_plugins
from ginqt.remote.dialects.engine import engine_launch
from ginqt.remote.pool import ProcessPool
from ginqt.rules import PRESETS
from ginqt.storage.engines import EngineEntry

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "ENGINES.md"


def play_example(command: tuple[str, ...]) -> tuple[str, list[str]]:
    """The exchange of the example game with the engine ``command``, and the faults."""
    entry = EngineEntry("example", command, str(ROOT))
    pool = ProcessPool()
    faults: list[str] = []
    seat = engine_seat(entry, 7, pool=pool, on_fault=lambda fault: faults.append(str(fault)))
    standard = load_plugins(autoload=False).make_strategy("standard", 0)
    spec = GameSpec(Variant.standard(PRESETS["standard"].replace(score_limit=0)), seed="ginqt-engines-example",
                    first_dealer=0)
    runner = GameRunner(spec, (standard, seat))
    runner.play(max_hands=10)
    seat.close()
    process = pool.take(engine_launch(entry))
    pool.keep(process)
    pool.close()  # says quit
    return process.exchange(10_000), faults


def _timeless(text: str) -> list[str]:
    """The lines of an exchange, the milliseconds left for the game aside (they depend on the machine)."""
    return re.sub(r"game_time=[0-9]+", "game_time=*", text).splitlines()


def doc_example() -> str:
    text = DOC.read_text(encoding="utf-8")
    found = re.search(r"<!-- example-start -->\n```\n(.*?)```\n<!-- example-end -->", text, re.S)
    assert found, "docs/ENGINES.md has no example between its example-start and example-end marks"
    return found.group(1)


def test_the_docs_example_is_what_ginqt_writes(tmp_path: Path) -> None:
    example = doc_example()
    (tmp_path / "exchange.txt").write_text(example, encoding="utf-8")
    exchange, faults = play_example((sys.executable, str(ROOT / "tests" / "engine_replay.py"),
                                     str(tmp_path / "exchange.txt")))
    assert faults == []
    assert _timeless(exchange) == _timeless(example)


def test_the_example_engine_still_plays_the_docs_example() -> None:
    exchange, faults = play_example((sys.executable, str(ROOT / "examples" / "engines" / "simple_engine.py")))
    assert faults == []
    assert _timeless(exchange) == _timeless(doc_example())


if __name__ == "__main__":
    print(play_example((sys.executable, str(ROOT / "examples" / "engines" / "simple_engine.py")))[0])
