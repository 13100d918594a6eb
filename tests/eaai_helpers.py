"""Shared by the EAAI tests and benchmark: our own stand-in of the EAAI framework (tests/eaai_standin,
compiled with javac) and the bridge's command line for one of its players."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from ginqt.engines.eaai import eaai_command, find_jdk

STANDIN = Path(__file__).resolve().parent / "eaai_standin"
#: Skip, with the reason, where the machine has no JDK.
needs_jdk = pytest.mark.skipif(shutil.which("javac") is None or shutil.which("java") is None,
                               reason="no JDK (javac and java) on this machine: the EAAI bridge cannot be built")


def build_standin(into: Path) -> Path:
    """Compile the stand-in framework and GinQt's test players into ``into``; returns it (a classpath)."""
    sources = [str(path) for path in sorted(STANDIN.rglob("*.java"))]
    subprocess.run(["javac", "-nowarn", "-d", str(into), *sources], check=True, capture_output=True, timeout=300)
    return into


def player_command(classpath: Path, class_name: str, cache: Path) -> list[str]:
    return eaai_command(find_jdk(), str(classpath), class_name, cache)
