"""The plugins' entry points found without importlib.metadata (ginqt.plugins.entry_points), as it finds them."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from importlib import metadata
from pathlib import Path
from typing import Any

import pytest

from ginqt.plugins import entry_points
from ginqt.plugins.entry_points import group_entry_points

ROOT = Path(__file__).resolve().parent.parent


def _seen(found: Any) -> list[tuple[str, ...]]:
    """What GinQt reads of each entry point: its name, value and group, its distribution's name, version and
    folder."""
    return [(ep.name, ep.value, ep.group, str(ep.dist.metadata["Name"]), str(ep.dist.version),
             str(ep.dist.locate_file(""))) for ep in found]


def _dist(root: Path, folder: str, name: str, version: str, entry_points_txt: str | None,
          metadata_file: str = "METADATA") -> None:
    info = root / folder
    info.mkdir(parents=True)
    (info / metadata_file).write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n\nName: not this\n")
    if entry_points_txt is not None:
        (info / "entry_points.txt").write_text(entry_points_txt)


@pytest.fixture
def two_sites(tmp_path: Path) -> Iterator[tuple[Path, Path]]:
    first, second = tmp_path / "first", tmp_path / "second"
    # the same distribution in both folders, spelt differently: the first on the path hides the second
    _dist(first, "Ginqt_Twice-1.0.dist-info", "ginqt-twice", "1.0", "[ginqt]\ntwice = twice_one\n")
    _dist(second, "ginqt.twice-2.0.dist-info", "ginqt.twice", "2.0", "[ginqt]\ntwice = twice_two\n")
    # sections, comments, spaces, a line before any section, other groups around
    _dist(second, "busy-3.1.dist-info", "Busy", "3.1",
          "stray = before.any:section\n[console_scripts]\nbusy = busy.cli:main\n\n  [ginqt]  \n"
          "# a comment\n  alpha   =  busy.plugin : Alpha.inner  \nbeta=busy_beta [extra]\n[ginqt.other]\nx = y\n")
    _dist(second, "legacy.egg-info", "legacy", "0.9", "[ginqt]\nlegacy = legacy_plugin\n", "PKG-INFO")
    _dist(second, "no_entry_points-1.0.dist-info", "no-entry-points", "1.0", None)
    _dist(second / "old-1.0.egg", "EGG-INFO", "old", "1.0", "[ginqt]\nold = old_plugin\n", "PKG-INFO")
    added = [str(first), str(second), str(second / "old-1.0.egg")]
    sys.path[:0] = added
    try:
        yield first, second
    finally:
        for path in added:
            sys.path.remove(path)


def test_the_entry_points_of_this_installation_are_importlib_metadatas() -> None:
    for group in ("ginqt", "console_scripts", "pytest11"):
        assert _seen(group_entry_points(group)) == _seen(metadata.entry_points(group=group)), group
    assert [ep.name for ep in group_entry_points("ginqt")] == ["builtin"]


def test_folders_found_read_and_hidden_as_importlib_metadata_does(two_sites: tuple[Path, Path]) -> None:
    for group in ("ginqt", "console_scripts", "ginqt.other"):
        assert _seen(group_entry_points(group)) == _seen(metadata.entry_points(group=group)), group
    found = {ep.name: ep for ep in group_entry_points("ginqt")}
    assert found["twice"].value == "twice_one" and found["twice"].dist.version == "1.0"  # type: ignore[attr-defined]
    assert (found["alpha"].value, found["beta"].value) == ("busy.plugin : Alpha.inner", "busy_beta [extra]")
    assert {"legacy", "old"} <= set(found) and "stray" not in found


def test_an_entry_point_loads_the_attribute_it_names(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "ep_target.py").write_text("class Outer:\n    class Inner:\n        pass\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    loaded = entry_points.EntryPoint("x", "ep_target : Outer.Inner [extra]", "ginqt").load()
    assert loaded is sys.modules["ep_target"].Outer.Inner
    assert entry_points.EntryPoint("x", "ep_target", "ginqt").load() is sys.modules["ep_target"]


def test_another_finder_of_distributions_is_asked_through_importlib_metadata(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A finder of distributions besides Python's path finder (a frozen app's): importlib.metadata reads it."""

    class Bundled(metadata.Distribution):
        def read_text(self, filename: str) -> str | None:
            return {"METADATA": "Name: bundled\nVersion: 4.0\n",
                    "entry_points.txt": "[ginqt]\nbundled = bundled_plugin\n"}.get(filename)

        def locate_file(self, path: Any) -> Any:
            return Path("/bundle") / path

    class Finder:
        @staticmethod
        def find_spec(*args: object) -> None:
            return None

        @staticmethod
        def find_distributions(*args: object) -> list[metadata.Distribution]:
            return [Bundled()]

    monkeypatch.setattr(sys, "meta_path", [*sys.meta_path, Finder()])
    assert "bundled" in [ep.name for ep in group_entry_points("ginqt")]


def test_a_zip_on_the_path_is_read_through_importlib_metadata(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    import zipfile

    archive = tmp_path / "plugins.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr("zipped-1.0.dist-info/METADATA", "Name: zipped\nVersion: 1.0\n")
        zipped.writestr("zipped-1.0.dist-info/entry_points.txt", "[ginqt]\nzipped = zipped_plugin\n")
    monkeypatch.syspath_prepend(str(archive))
    assert "zipped" in [ep.name for ep in group_entry_points("ginqt")]


def test_loading_the_plugins_imports_no_importlib_metadata() -> None:
    """The start's plugins are found without importlib.metadata (15-20 ms of a start to import)."""
    code = ("import sys; from ginqt.plugins import load_plugins; plugins = load_plugins(autoload=True); "
            "print(sorted(plugins.strategies)[:1], 'importlib.metadata' in sys.modules)")
    env = dict(os.environ)
    env.pop("GINQT_DISABLE_PLUGIN_AUTOLOAD", None)
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[-1] == "False", done.stdout
