"""Where GinQt's own files (the app icon) are, however it was installed.

Three places, first found wins:

- the PyInstaller bundle: ``<bundle>/resources/`` (``sys._MEIPASS``);
- a source checkout (and an editable install): ``resources/`` beside ``ginqt/``;
- an installed wheel: ``<prefix>/share/ginqt/`` (``[tool.setuptools.data-files]`` in
  ``pyproject.toml``), where ``<prefix>`` is the environment GinQt was installed into.
"""

from __future__ import annotations

import sys
from pathlib import Path

__all__ = ["APP_ICON", "resource_path"]

#: The app icon, an SVG (the installer bundle also makes PNG, .ico and .icns from it).
APP_ICON = "ginqt.svg"


def _candidates(name: str) -> list[Path]:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return [Path(bundle) / "resources" / name]
    return [Path(__file__).resolve().parents[2] / "resources" / name, Path(sys.prefix) / "share" / "ginqt" / name]


def resource_path(name: str) -> Path:
    """The file ``name`` of ``resources/`` where it exists; else where it was expected first."""
    places = _candidates(name)
    return next((place for place in places if place.is_file()), places[0])
