"""The ``.pth`` files installed packages left in the site folders (code run at every Python start, before any
sandbox), with who installed them, for ``ginqt plugins``.

.. versionadded:: 0.5
"""

from __future__ import annotations

import csv
import os
import site
import sysconfig
from dataclasses import dataclass
from pathlib import Path

from ginqt.plugins.entry_points import PathDistribution

__all__ = ["INSTALLING", "StartupFile", "site_folders", "startup_files"]

#: What installing a package means, said plainly (``ginqt plugins`` and docs/PLUGINS.md).
INSTALLING = ("installing a package runs its code with your rights: its .pth files run at every Python start, "
              "GinQt's included, plugin autoload or not and before any sandbox; install only what you trust")
#: The distribution whose files are not listed (GinQt's own, e.g. its editable install's .pth).
_OWN = "ginqt"


@dataclass(frozen=True)
class StartupFile:
    """A ``.pth`` file and the distribution that installed it (``""``: none lists it)."""

    path: str
    distribution: str = ""
    version: str = ""

    def to_dict(self) -> dict[str, str]:
        return {"file": self.path, "distribution": self.distribution, "version": self.version}


def site_folders() -> list[str]:
    """The folders whose ``.pth`` files Python runs: the runtime's site-packages and the user's."""
    folders = [*site.getsitepackages(), *(sysconfig.get_paths().get(key, "") for key in ("purelib", "platlib"))]
    if site.ENABLE_USER_SITE:
        folders.append(site.getusersitepackages())
    return [folder for folder in dict.fromkeys(folders) if folder and os.path.isdir(folder)]


def _owners(folder: Path) -> dict[str, tuple[str, str]]:
    """Each top-level ``.pth`` file some distribution's ``RECORD`` in ``folder`` lists: its (name, version)."""
    owners: dict[str, tuple[str, str]] = {}
    for info in folder.glob("*.dist-info"):
        dist = PathDistribution(info)
        text = dist.read_text("RECORD") or ""
        for row in csv.reader(text.splitlines()):
            if row and row[0].endswith(".pth") and "/" not in row[0].replace("\\", "/"):
                owners[row[0]] = (dist.name or info.name.split("-")[0], dist.version or "?")
    return owners


def startup_files(folders: list[str] | None = None) -> list[StartupFile]:
    """Every ``.pth`` file in ``folders`` (:func:`site_folders`), with who installed it; GinQt's own left out."""
    found: list[StartupFile] = []
    for name in folders if folders is not None else site_folders():
        folder = Path(name)
        owners = _owners(folder)
        for path in sorted(folder.glob("*.pth")):
            owner, version = owners.get(path.name, ("", ""))
            if owner.lower().replace("-", "_") != _OWN:
                found.append(StartupFile(str(path), owner, version))
    return found
