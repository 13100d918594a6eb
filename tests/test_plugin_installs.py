"""Installed plugins as a person installs them (distributions in a site folder): two with one entry-point
name, a forger whose report must not stay in the discovery cache, the ``.pth`` files ``ginqt plugins``
names; and what ``ginqt plugins`` says is missing on machines that lack a protection."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from ginqt.plugins import load_plugins
from ginqt.plugins.discovery import cache_path
from ginqt.remote.pool import POOL

PLAYER = '''from ginqt_builtin.strategies import EasyStrategy
from ginqt.plugins import hookimpl

@hookimpl
def ginqt_register_strategies(registry):
    registry.register({name!r}, EasyStrategy, "installed for a test")
'''


def install(site: Path, distribution: str, entry_point: str, module: str, code: str,
            pth: str | None = None) -> Path:
    """A distribution as pip leaves it: its module, its ``.dist-info`` (metadata, entry point, RECORD)."""
    info = site / f"{distribution.replace('-', '_')}-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {distribution}\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(f"[ginqt]\n{entry_point} = {module}\n")
    (site / f"{module}.py").write_text(code)
    records = [f"{module}.py,,", f"{info.name}/METADATA,,", f"{info.name}/entry_points.txt,,"]
    if pth is not None:
        (site / pth).write_text("import sys\n")
        records.append(f"{pth},sha256=x,11")
    (info / "RECORD").write_text("\n".join([*records, f"{info.name}/RECORD,,"]) + "\n")
    return info


@pytest.fixture
def site_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder on GinQt's path holding installed distributions, and a discovery cache of its own."""
    folder = tmp_path / "site-packages"
    folder.mkdir()
    monkeypatch.syspath_prepend(str(folder))
    monkeypatch.setenv("GINQT_CACHE_DIR", str(tmp_path / "cache"))
    yield folder
    POOL.close()


def test_two_distributions_with_one_entry_point_name_both_play_trusted_or_not(site_folder: Path) -> None:
    install(site_folder, "alpha-bots", "bots", "alpha_bots", PLAYER.format(name="alpha-bot"))
    install(site_folder, "beta-bots", "bots", "beta_bots", PLAYER.format(name="beta-bot"))
    found = load_plugins(refresh=True)
    names = sorted(p.name for p in found.plugins if p.distribution in ("alpha-bots", "beta-bots"))
    second = next(name for name in names if "@" in name)
    assert names == sorted(["bots", second]) and not found.errors, found.errors
    assert {"alpha-bot", "beta-bot"} <= set(found.strategies)
    trusted = load_plugins(trusted=names)
    for strategy in ("alpha-bot", "beta-bot"):
        assert type(trusted.make_strategy(strategy, 1)).__name__ == "EasyStrategy"
        assert trusted.strategies[strategy].plugin in names


def test_a_forged_report_stays_in_no_cache_and_an_uninstalled_plugin_is_forgotten(site_folder: Path) -> None:
    from discovery_attackers import __file__ as helpers

    install(site_folder, "victim-dist", "victim", "victim_bots", PLAYER.format(name="victim-bot"))
    forger = install(site_folder, "forger-dist", "forger", "forging_plugin",
                     Path(helpers).with_name("forging_plugin.py").read_text())
    found = load_plugins(refresh=True)
    assert "forged-bot" not in found.strategies and found.strategies["victim-bot"].plugin == "victim"
    assert next(p for p in found.plugins if p.name == "forger").status == "error"
    shutil.rmtree(forger)  # pip uninstall forger-dist
    (site_folder / "forging_plugin.py").unlink()
    again = load_plugins()  # from the cache
    assert "forged-bot" not in again.strategies and again.strategies["victim-bot"].plugin == "victim"
    cached = json.loads(cache_path().read_text())["entries"]
    assert len(cached) == 1 and [s["name"] for s in next(iter(cached.values()))["strategies"]] == ["victim-bot"]


def test_ginqt_plugins_names_every_pth_file_an_installed_package_left(site_folder: Path,
                                                                      monkeypatch: pytest.MonkeyPatch,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    from ginqt.plugins import cli, startup_files

    install(site_folder, "sneaky-dist", "sneaky", "sneaky_bots", PLAYER.format(name="sneaky-bot"), pth="sneaky.pth")
    install(site_folder, "ginqt", "builtin-again", "ginqt_again", PLAYER.format(name="again"),
            pth="__editable__.ginqt-0.1.pth")
    (site_folder / "stray.pth").write_text("import os\n")
    monkeypatch.setattr(startup_files, "site_folders", lambda: [str(site_folder)])
    monkeypatch.setenv("GINQT_DISABLE_PLUGIN_AUTOLOAD", "1")
    assert cli.cli_main("plugins", ["--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["startup_files"] == [
        {"file": str(site_folder / "sneaky.pth"), "distribution": "sneaky-dist", "version": "1.0"},
        {"file": str(site_folder / "stray.pth"), "distribution": "", "version": ""}]
    assert "runs its code with your rights" in report["installing"]
    assert cli.cli_main("plugins", []) == 0
    text = capsys.readouterr().out
    assert f"sneaky-dist 1.0: {site_folder / 'sneaky.pth'}" in text and "(no package lists it)" in text
    assert "Installing a package runs its code with your rights" in text and "__editable__.ginqt" not in text


# -- what is missing where ------------------------------------------------------------------------------


def _rows(monkeypatch: pytest.MonkeyPatch, abi: int, made: set[str], *, seccomp: bool = False,
          quota: bool = False, root: bool = False) -> dict[str, tuple[bool, str]]:
    from ginqt.remote.sandbox import protections

    monkeypatch.setattr(protections, "landlock_abi", lambda: abi)
    monkeypatch.setattr(protections, "_linux_offers", lambda: protections._Offers(frozenset(made), quota, seccomp))
    monkeypatch.setattr(protections, "is_root", lambda: root)
    monkeypatch.setattr("sys.platform", "linux")
    return {row.name: (row.holds, row.detail) for row in protections.protections()}


def test_landlock_abi_5_without_namespaces_says_abstract_sockets_and_udp_are_open(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from ginqt.remote.sandbox import protections

    rows = _rows(monkeypatch, 5, {"user", "pid"})
    assert rows["abstract sockets"] == (False, "open: Landlock ABI 5 does not scope them (ABI 6 does) and no "
                                               "network namespace can be made")
    assert rows["network"][0] is False and "UDP open" in rows["network"][1]
    assert not rows["pathname sockets"][0] and not rows["IPC"][0] and not rows["temporary-folder quota"][0]
    line = protections.warning_line() or ""
    for name in ("network", "pathname sockets", "abstract sockets", "IPC", "temporary-folder quota"):
        assert name in line


def test_landlock_abi_5_with_a_network_namespace_says_what_closes_abstract_sockets(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    rows = _rows(monkeypatch, 5, {"user", "pid", "network", "ipc", "mount"}, seccomp=True, quota=True)
    assert rows["abstract sockets"] == (True, "none outside the sandbox (its own network namespace, no socket: "
                                              "seccomp)")
    assert all(holds for holds, _ in rows.values()), rows


def test_without_user_namespaces_a_user_is_told_there_is_no_process_limit(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from ginqt.remote.sandbox import protections

    rows = _rows(monkeypatch, 7, set(), seccomp=True)
    assert rows["process limit"][0] is False and "GinQt sets no limit" in rows["process limit"][1]
    assert "process limit" in (protections.warning_line() or "")
    assert rows["environment"][0]  # GinQt's own doing: everywhere
