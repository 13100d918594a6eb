"""EAAI players at GinQt's table: GinQt's own Java bridge, compiled with the user's JDK into the user cache,
seats any ``ginrummy.GinRummyPlayer`` as an engine (docs/ENGINES.md, "EAAI players").

.. versionadded:: 0.4
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

__all__ = ["BRIDGE_CLASS", "BRIDGE_SOURCE", "JVM_OPTIONS", "MAX_HEAP_MB", "EaaiError", "Jdk", "bridge_folder",
           "check_player", "eaai_command", "ensure_bridge", "find_jdk", "heap_option"]

BRIDGE_CLASS = "GinQtEaaiBridge"
BRIDGE_SOURCE = Path(__file__).with_name(BRIDGE_CLASS + ".java")
#: The JVM inside the plugins' sandbox: its address space is capped at 1 GiB (RLIMIT_AS), in which a JVM's
#: default reservations (a quarter of the memory for the heap, 1 GiB of class space, 240 MiB of code cache)
#: do not fit; one processor's worth of threads (the sandbox allows 64 processes); no perf file in /tmp.  What
#: the JVM itself says (its warnings, a fatal error's report) goes to standard error, never into the protocol
#: on standard output; a fatal error's full report to nowhere (its first lines, on standard error, say why)
#: and no core file.  (Its malloc arenas are capped by the engine's variables: ``storage.engines.JVM_ENV``.)
JVM_OPTIONS = ("-Xmx256m", "-Xss1m", "-XX:ReservedCodeCacheSize=48m", "-XX:CompressedClassSpaceSize=64m",
               "-XX:MaxMetaspaceSize=128m", "-XX:+UseSerialGC", "-XX:ActiveProcessorCount=1", "-XX:-UsePerfData",
               "-XX:+DisplayVMOutputToStderr", "-Xlog:disable", "-Xlog:all=warning:stderr",
               f"-XX:ErrorFile={os.devnull}", "-XX:-CreateCoredumpOnCrash")
#: The largest heap ``--heap`` may give (MiB): the rest of the sandbox's 1 GiB is the JVM's own memory.
MAX_HEAP_MB = 512
#: Seconds javac and the class check may take.
JAVAC_SECONDS = 120.0


class EaaiError(ValueError):
    """Why an EAAI player cannot be seated, in one line."""


@dataclass(frozen=True)
class Jdk:
    """The user's JDK: ``javac``, ``java`` and the version ``java`` says it is."""

    javac: str
    java: str
    version: str

    @property
    def home(self) -> Path:
        """The Java home (``bin/java``'s grandparent, symbolic links followed)."""
        return Path(self.java).resolve().parent.parent


def find_jdk() -> Jdk:
    """The JDK: ``$JAVA_HOME/bin`` first, else ``PATH``; :class:`EaaiError` when there is none."""
    home = os.environ.get("JAVA_HOME", "")
    found = [str(Path(home) / "bin" / tool) if home and (Path(home) / "bin" / tool).is_file() else shutil.which(tool)
             for tool in ("javac", "java")]
    javac, java = found
    if not javac or not java:
        raise EaaiError("no JDK found: an EAAI player needs Java's javac and java (install a JDK, version 11 or "
                        "later, or set JAVA_HOME)")
    try:
        done = subprocess.run([java, "-version"], capture_output=True, text=True, timeout=JAVAC_SECONDS)
    except (OSError, subprocess.TimeoutExpired) as error:
        raise EaaiError(f"{java} -version failed: {error}") from None
    words = (done.stderr or done.stdout).split()
    version = next((w.strip('"') for w in words if w.startswith('"')), words[2] if len(words) > 2 else "unknown")
    return Jdk(javac, java, version)


def _cache_root(cache_dir: str | os.PathLike[str] | None) -> Path:
    if cache_dir is not None:
        return Path(cache_dir)
    if os.environ.get("GINQT_CACHE_DIR"):
        return Path(os.environ["GINQT_CACHE_DIR"])
    import platformdirs

    return Path(platformdirs.user_cache_dir("GinQt", appauthor=False))


def bridge_folder(jdk: Jdk, classpath: str, cache_dir: str | os.PathLike[str] | None = None,
                  folder: Path | None = None) -> Path:
    """The folder of the compiled bridge (compiled now against ``classpath`` unless cached):
    ``<cache>/eaai-bridge/<source hash>-java<version>`` (or ``folder``).  :class:`EaaiError` when javac fails."""
    source = BRIDGE_SOURCE.read_bytes()
    key = f"{hashlib.sha256(source).hexdigest()[:16]}-java{jdk.version}"
    folder = folder or _cache_root(cache_dir) / "eaai-bridge" / key
    if (folder / f"{BRIDGE_CLASS}.class").is_file():
        return folder
    folder.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=folder.parent) as scratch:
        built = Path(scratch) / "classes"
        try:
            done = subprocess.run([jdk.javac, "-nowarn", "-cp", classpath, "-d", str(built), str(BRIDGE_SOURCE)],
                                  capture_output=True, text=True, timeout=JAVAC_SECONDS)
        except (OSError, subprocess.TimeoutExpired) as error:
            raise EaaiError(f"javac failed: {error}") from None
        if done.returncode != 0:
            first = next((line for line in done.stderr.splitlines() if "error" in line), done.stderr.strip())
            raise EaaiError("cannot compile GinQt's EAAI bridge against the classpath (it needs the EAAI "
                            f"framework's ginrummy.Card and ginrummy.GinRummyPlayer): {first.strip()[:200]}")
        try:
            built.rename(folder)
        except OSError:  # another process compiled it meanwhile
            if not (folder / f"{BRIDGE_CLASS}.class").is_file():
                raise
    return folder


def _classpath(classpath: str) -> list[str]:
    entries = [str(Path(entry).expanduser().resolve()) for entry in classpath.split(os.pathsep) if entry]
    missing = [entry for entry in entries if not Path(entry).exists()]
    if not entries or missing:
        raise EaaiError(f"the classpath {classpath!r} has no {missing[0] if missing else 'entry'}")
    return entries


def _jdk_files(jdk: Jdk) -> list[str]:
    """Files the JVM reads outside its home, through its home's links (Debian links conf files into /etc)."""
    found: list[str] = []
    for folder in (jdk.home / "lib", jdk.home / "conf", jdk.home / "conf" / "security"):
        for path in sorted(folder.glob("*")) if folder.is_dir() else ():
            real = path.resolve()
            if path.is_symlink() and real.is_file() and not str(real).startswith("/usr/"):  # /usr/lib: readable
                if not any(Path(known).parent in (real.parent, *real.parents) for known in found):
                    found.append(str(real))
    return found


def heap_option(size: str) -> str:
    """The JVM's ``-Xmx`` for ``--heap SIZE`` (``300m``, ``1g``, or MiB as a number): :class:`EaaiError` for a
    size that is not one, or outside 16 MiB to :data:`MAX_HEAP_MB`."""
    text = size.strip().lower()
    number, unit = (text[:-1], text[-1]) if text[-1:] in ("m", "g") else (text, "m")
    if not number.isdigit():
        raise EaaiError(f"--heap takes a size such as 256m or 1g, not {size!r}")
    mib = int(number) * (1024 if unit == "g" else 1)
    if not 16 <= mib <= MAX_HEAP_MB:
        raise EaaiError(f"--heap must be from 16m to {MAX_HEAP_MB}m, not {size!r}: the sandbox gives the JVM 1 GiB of "
                        "address space, and the rest is its own (code, classes, threads)")
    return f"-Xmx{mib}m"


def eaai_command(jdk: Jdk, classpath: str, class_name: str, cache_dir: str | os.PathLike[str] | None = None,
                 jvm_options: tuple[str, ...] = JVM_OPTIONS, heap: str = "") -> list[str]:
    """The engine's command line for the player ``class_name`` on ``classpath`` (compiling the bridge first): one
    JVM a seat, kept for the match; after ``--``, the files the sandbox must let it read.  ``heap``: ``--heap``'s
    size instead of the options' (:func:`heap_option`)."""
    entries = _classpath(classpath)
    if heap:
        jvm_options = (heap_option(heap), *(option for option in jvm_options if not option.startswith("-Xmx")))
    bridge = bridge_folder(jdk, os.pathsep.join(entries), cache_dir)
    return [jdk.java, *jvm_options, "-cp", os.pathsep.join([str(bridge), *entries]), BRIDGE_CLASS, class_name,
            "--", str(bridge / f"{BRIDGE_CLASS}.class"), *entries, *_jdk_files(jdk)]


def ensure_bridge(command: tuple[str, ...] | list[str]) -> None:
    """Before an EAAI engine starts: compile its bridge again where its command expects it when the cache was
    cleared (nothing for another engine, or when it is there; a failure is left to the engine's start to say)."""
    if BRIDGE_CLASS not in command or "-cp" not in command:
        return
    folder = Path(command[command.index("-cp") + 1].split(os.pathsep)[0])
    if (folder / f"{BRIDGE_CLASS}.class").is_file():
        return
    classpath = os.pathsep.join(command[command.index("-cp") + 1].split(os.pathsep)[1:])
    with contextlib.suppress(EaaiError, OSError):
        bridge_folder(find_jdk(), classpath, folder=folder)


def check_player(command: list[str], workdir: str = "") -> None:
    """Load the player's class as the engine will (``--check``, in its working folder ``workdir`` when it has one);
    :class:`EaaiError` saying why it cannot."""
    at = command.index(BRIDGE_CLASS)
    try:
        done = subprocess.run([*command[:at + 1], "--check", command[at + 1]], capture_output=True, text=True,
                              timeout=JAVAC_SECONDS, stdin=subprocess.DEVNULL, cwd=workdir or None)
    except (OSError, subprocess.TimeoutExpired) as error:
        raise EaaiError(f"java failed: {error}") from None
    line = (done.stdout.strip().splitlines() or [done.stderr.strip() or "no answer"])[0]
    if done.returncode != 0 or not line.startswith("ok "):
        raise EaaiError(line.removeprefix("error ")[:300])
