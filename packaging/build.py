"""Build the GinQt installer bundle with PyInstaller: ``python packaging/build.py``.

    python packaging/build.py              # one folder:  dist/ginqt/ginqt[.exe]  (macOS also dist/GinQt.app)
    python packaging/build.py --onefile    # one file:    dist/onefile/ginqt[.exe]

It installs nothing.  It needs PyInstaller and an installed GinQt (the plugins are
found through their entry points, which live in the installed metadata); both come
with ``pip install -e ".[package]"``.  After building, it runs the bundle's
``--self-test`` (offscreen) unless given ``--no-self-test``.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import importlib.util
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "ginqt.spec"
HOW_TO_GET = 'pip install -e ".[package]"'


def bundle_executable(dist: Path, onefile: bool) -> Path:
    """Where the build puts the program."""
    name = "ginqt.exe" if sys.platform == "win32" else "ginqt"
    return dist / name if onefile else dist / "ginqt" / name


def tree_size(path: Path) -> int:
    """Bytes in a file or under a folder (symbolic links not followed)."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def check_environment() -> str | None:
    """Why the build cannot run here, or None."""
    if importlib.util.find_spec("PyInstaller") is None:
        return f"PyInstaller is not installed.  Get it (with GinQt itself) with:\n    {HOW_TO_GET}"
    try:
        importlib.metadata.distribution("ginqt")
    except importlib.metadata.PackageNotFoundError:
        return ("GinQt is not installed, so its plugins' entry points cannot be found.  Install it with:\n"
                f"    {HOW_TO_GET}")
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python packaging/build.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--onefile", action="store_true", help="build one executable file instead of a folder")
    parser.add_argument("--all-plugins", action="store_true",
                        help="also bundle the third-party plugins installed here (default: the built-in ones only)")
    parser.add_argument("--dist", type=Path, help="output folder (default: dist/, or dist/onefile/ with --onefile)")
    parser.add_argument("--work", type=Path, help="PyInstaller's work folder (default: build/pyinstaller[-onefile])")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    parser.add_argument("--no-self-test", action="store_true", help="do not run the built program's --self-test")
    options = parser.parse_args(argv)

    problem = check_environment()
    if problem:
        print(f"build.py: {problem}", file=sys.stderr)
        return 2
    entry_points = importlib.metadata.entry_points(group="ginqt")
    if not entry_points:
        print("build.py: warning: no 'ginqt' entry points are installed, so the bundle will have no plugins.\n"
              f"          Re-install GinQt: {HOW_TO_GET}", file=sys.stderr)

    suffix = "-onefile" if options.onefile else ""
    dist = options.dist or ROOT / "dist" / ("onefile" if options.onefile else "")
    work = options.work or ROOT / "build" / f"pyinstaller{suffix}"
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(dist), "--workpath", str(work)]
    if options.clean:
        command.append("--clean")
    command.append(str(SPEC))
    spec_args = [*(["--onefile"] if options.onefile else []), *(["--all-plugins"] if options.all_plugins else [])]
    if spec_args:
        command += ["--", *spec_args]
    print("build.py: " + " ".join(command), flush=True)
    started = time.monotonic()
    result = subprocess.run(command, cwd=ROOT, check=False)
    if result.returncode != 0:
        print(f"build.py: PyInstaller failed (exit status {result.returncode})", file=sys.stderr)
        return result.returncode
    program = bundle_executable(dist, options.onefile)
    if not program.exists():
        print(f"build.py: PyInstaller reported success but {program} is missing", file=sys.stderr)
        return 1
    built = program if options.onefile else program.parent
    print(f"build.py: built {built} in {time.monotonic() - started:.0f} s, {tree_size(built) / 1e6:.1f} MB")
    if sys.platform == "darwin" and not options.onefile:
        print(f"build.py: macOS application: {dist / 'GinQt.app'}")

    if options.no_self_test:
        return 0
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    print(f"build.py: {program} --self-test", flush=True)
    check = subprocess.run([str(program), "--self-test"], env=env, check=False, timeout=300)
    if check.returncode != 0:
        print(f"build.py: the bundle's self-test FAILED (exit status {check.returncode})", file=sys.stderr)
        return 1
    print("build.py: self-test passed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
