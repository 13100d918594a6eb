"""The installer bundle and the desktop files: resources/, packaging/.

The slow test builds the one-folder bundle with ``python packaging/build.py`` and runs
the frozen ``--self-test``; it is skipped only when PyInstaller is not installed
(``pip install -e ".[package]"``).
"""

from __future__ import annotations

import configparser
import importlib.util
import os
import re
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import ginqt

ROOT = Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "resources"
APP_ID = "io.github.ginqt.GinQt"
DESKTOP = RESOURCES / f"{APP_ID}.desktop"
METAINFO = RESOURCES / f"{APP_ID}.metainfo.xml"
SVG = RESOURCES / "ginqt.svg"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
BUNDLE_GOAL_BYTES = 150 * 2**20


def _load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"_ginqt_packaging_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# ---------------------------------------------------------------------------- desktop files


def test_desktop_file() -> None:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(DESKTOP, encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"] == "GinQt"
    assert entry["Exec"].split()[0] == "ginqt"
    assert entry["Icon"] == APP_ID
    assert entry["Terminal"] == "false"
    categories = entry["Categories"]
    assert categories.endswith(";")
    assert {"Game", "CardGame"} <= set(filter(None, categories.split(";")))


def test_metainfo_is_well_formed_appstream() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component"
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    for tag in ("name", "summary", "metadata_license", "project_license"):
        assert (root.findtext(tag) or "").strip(), tag
    assert root.find("description/p") is not None
    launchable = root.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert launchable.text == DESKTOP.name
    assert root.find("content_rating") is not None
    releases = [release.get("version") for release in root.iterfind("releases/release")]
    assert ginqt.__version__ in releases
    assert {c.text for c in root.iterfind("categories/category")} >= {"Game", "CardGame"}


def test_metainfo_passes_appstreamcli() -> None:
    appstreamcli = shutil.which("appstreamcli")
    if appstreamcli is None:
        pytest.skip("appstreamcli is not installed")
    result = subprocess.run([appstreamcli, "validate", "--no-net", str(METAINFO)],
                            capture_output=True, text=True, timeout=60)
    errors = [line for line in result.stdout.splitlines() if line.startswith("E:")]
    assert not errors, result.stdout


def test_icon_svg_is_well_formed() -> None:
    root = ET.parse(SVG).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("viewBox") == "0 0 512 512"


# ---------------------------------------------------------------------------- icons


def test_make_icons(qapp: Any, tmp_path: Path) -> None:
    make_icons = _load(ROOT / "packaging" / "make_icons.py")
    made = make_icons.make_icons(tmp_path)
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        png = (tmp_path / "png" / f"ginqt-{size}.png").read_bytes()
        assert png.startswith(PNG_MAGIC)
        assert struct.unpack(">II", png[16:24]) == (size, size)
        assert (tmp_path / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png").is_file()

    ico = made["ico"].read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1)
    sizes = []
    for index in range(count):
        width, _, _, _, _, _, length, offset = struct.unpack("<BBBBHHII", ico[6 + 16 * index : 22 + 16 * index])
        assert ico[offset:offset + 8] == PNG_MAGIC
        assert offset + length <= len(ico)
        sizes.append(width or 256)
    assert sizes == [16, 24, 32, 48, 64, 128, 256]

    icns = made["icns"].read_bytes()
    assert icns[:4] == b"icns"
    assert struct.unpack(">I", icns[4:8])[0] == len(icns)
    kinds, at = [], 8
    while at < len(icns):
        kind, length = icns[at:at + 4], struct.unpack(">I", icns[at + 4:at + 8])[0]
        assert icns[at + 8:at + 16] == PNG_MAGIC
        kinds.append(kind)
        at += length
    assert at == len(icns)
    assert {b"icp4", b"icp5", b"ic07", b"ic08", b"ic09", b"ic10"} <= set(kinds)

    from PySide6.QtGui import QImageReader

    reader = QImageReader(str(made["ico"]))
    assert reader.imageCount() == 7
    assert not reader.read().isNull()


# ---------------------------------------------------------------------------- the build script and spec


def test_build_says_how_to_get_pyinstaller(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    build = _load(ROOT / "packaging" / "build.py")
    real_find_spec = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *args: None if name == "PyInstaller" else real_find_spec(name, *args))
    assert build.main(["--no-self-test"]) == 2
    err = capsys.readouterr().err
    assert "PyInstaller is not installed" in err
    assert 'pip install -e ".[package]"' in err


def test_spec_collects_the_plugin_entry_points() -> None:
    text = (ROOT / "packaging" / "ginqt.spec").read_text(encoding="utf-8")
    compile(text, "ginqt.spec", "exec")
    assert re.search(r'plugin_datas, plugin_modules = collect_entry_point\("ginqt"\)', text)
    assert "*plugin_datas" in text and "*plugin_modules" in text


def test_every_data_file_of_the_package_is_shipped_in_the_wheel() -> None:
    """Files the program reads from its package (the help's rules.html) are package data."""
    import fnmatch
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["ginqt"]
    package = ROOT / "ginqt"
    data = [path.relative_to(package).as_posix() for path in package.rglob("*")
            if path.is_file() and path.suffix not in (".py", ".pyc") and "__pycache__" not in path.parts]
    assert "ui/dialogs/rules.html" in data
    assert [name for name in data if not any(fnmatch.fnmatch(name, pattern) for pattern in patterns)] == []


def test_the_help_text_is_read_from_its_resource_file() -> None:
    from ginqt.ui.dialogs.help import rules_text

    text = rules_text("xx")  # no such translation: the English text
    assert text.count("<h3>") >= 7 and "<h2>Gin Rummy</h2>" in text
    assert text == (ROOT / "ginqt" / "ui" / "dialogs" / "rules.html").read_text(encoding="utf-8")


# ---------------------------------------------------------------------------- the bundle (slow)


def _pyinstaller_missing() -> bool:
    return importlib.util.find_spec("PyInstaller") is None


def _missing_qt_libraries(bundle: Path) -> list[str]:
    """Qt libraries some bundled ELF file links against but the bundle lacks (Linux)."""
    present = {p.name for p in bundle.rglob("*")}
    missing = []
    for path in bundle.rglob("*.so*"):
        if not path.is_file() or path.is_symlink():
            continue
        result = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True, check=False)
        for needed in re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", result.stdout):
            if needed.startswith("libQt6") and needed not in present:
                missing.append(f"{path.relative_to(bundle)} needs {needed}")
    return missing


@pytest.mark.slow
@pytest.mark.timeout(900)
@pytest.mark.skipif(_pyinstaller_missing(), reason='PyInstaller is not installed (pip install -e ".[package]")')
def test_frozen_bundle_builds_and_passes_its_self_test(tmp_path: Path) -> None:
    dist, work = tmp_path / "dist", tmp_path / "work"
    build = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build.py"), "--dist", str(dist), "--work", str(work),
         "--no-self-test"],
        cwd=ROOT, capture_output=True, text=True, timeout=840,
    )
    assert build.returncode == 0, build.stdout[-4000:] + build.stderr[-4000:]
    bundle = dist / "ginqt"
    program = bundle / ("ginqt.exe" if sys.platform == "win32" else "ginqt")
    assert program.is_file()
    assert (bundle / "_internal" / "resources" / "ginqt.svg").is_file()
    assert (bundle / "_internal" / "ginqt" / "ui" / "dialogs" / "rules.html").is_file()  # the help text
    assert (bundle / "_internal" / "ginqt" / "translations" / "ginqt_de.qm").is_file()  # our catalogues
    assert list(bundle.rglob("qtbase_de.qm"))  # and Qt's own (its dialogs' buttons)

    size = sum(p.lstat().st_size for p in bundle.rglob("*") if p.is_file() and not p.is_symlink())
    assert size <= BUNDLE_GOAL_BYTES, f"the bundle is {size / 2**20:.1f} MiB"

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[name] = str(tmp_path / name.lower())
    result = subprocess.run([str(program), "--self-test"], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "frozen bundle" in result.stdout
    assert "entry points (group 'ginqt'): none" not in result.stdout
    assert "built-in) [loaded]" in result.stdout
    assert "plugin errors: none" in result.stdout
    assert "self-test passed" in result.stdout

    plugins = subprocess.run([str(program), "plugins"], cwd=tmp_path, env=env, capture_output=True, text=True,
                             timeout=120)
    assert plugins.returncode == 0, plugins.stdout + plugins.stderr

    if sys.platform.startswith("linux") and shutil.which("readelf"):
        assert _missing_qt_libraries(bundle) == []
