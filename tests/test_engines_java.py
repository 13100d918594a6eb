"""The Java example engine (examples/engines/java/SimpleEngine.java, the standard library only) is added
with ``ginqt engines add`` and passes ``ginqt engines check``, in the sandbox (skipped without a JDK)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from eaai_helpers import needs_jdk

from ginqt.cli import main

pytestmark = needs_jdk
EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "engines" / "java" / "SimpleEngine.java"
#: The memory options of the example's header: a JVM's defaults do not fit the sandbox's 1 GiB.
JVM = ["-Xmx64m", "-XX:ReservedCodeCacheSize=32m", "-XX:CompressedClassSpaceSize=32m", "-XX:+UseSerialGC",
       "-XX:-UsePerfData"]


def test_the_java_example_is_a_clean_engine(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("GINQT_DATA_DIR", str(tmp_path / "data"))
    subprocess.run(["javac", "-d", str(tmp_path / "build"), str(EXAMPLE)], check=True, timeout=300)
    assert main(["engines", "add", "jsimple", "--", "java", *JVM, "-cp", str(tmp_path / "build"),
                 "SimpleEngine"]) == 0
    assert main(["engines", "check", "jsimple", "--games", "1"]) == 0
    out = capsys.readouterr().out
    assert "Simple Java by GinQt examples, protocol 1" in out and "; 0 faults" in out
