"""The C example engine (examples/engines/simple_engine.c), built with the machine's C compiler and checked."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from ginqt.engines.check import check_engine
from ginqt.storage.engines import EngineEntry

ROOT = Path(__file__).resolve().parent.parent
COMPILER = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")


@pytest.mark.skipif(COMPILER is None, reason="no C compiler (cc, gcc or clang) on this machine")
def test_the_c_example_builds_and_passes_the_check(tmp_path: Path) -> None:
    assert COMPILER is not None
    binary = tmp_path / "simple_engine"
    built = subprocess.run([COMPILER, "-O2", "-Wall", "-Werror", "-o", str(binary),
                            str(ROOT / "examples" / "engines" / "simple_engine.c")], capture_output=True, text=True)
    assert built.returncode == 0, built.stderr
    report = check_engine(EngineEntry("csimple", (str(binary),), str(tmp_path)), 1, ("easy", "standard"))
    assert report.info is not None and report.info.name == "Simple C"
    assert report.clean, report.faults
    assert report.games >= 2
