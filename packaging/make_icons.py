"""Render the app icon (``resources/ginqt.svg``) to PNG, ``.ico`` and ``.icns``.

The build runs this (``packaging/ginqt.spec`` calls it); nothing it makes is kept
in git.  It needs only PySide6 (``QSvgRenderer`` from QtSvg, which ships with
PySide6-Essentials); the ``.ico`` and ``.icns`` containers are written here with
PNG images inside, which every current Windows and macOS reads.

    python packaging/make_icons.py [OUT_DIR]      # default: build/icons

Writes ``OUT_DIR/png/ginqt-<N>.png`` for N in 16 24 32 48 64 128 256 512
(also ``hicolor/<N>x<N>/apps/io.github.ginqt.GinQt.png`` for Linux menus),
``OUT_DIR/ginqt.ico`` and ``OUT_DIR/ginqt.icns``.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "ginqt.svg"
APP_ID = "io.github.ginqt.GinQt"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS element types holding PNG data, by pixel size (the @2x types reuse the bigger images).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def render_pngs(svg: Path, sizes: tuple[int, ...]) -> dict[int, bytes]:
    """Render ``svg`` at each size; return the PNG bytes by size."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not a valid SVG image")
    pngs: dict[int, bytes] = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(buffer, "PNG"):
            raise RuntimeError(f"could not encode the {size}px icon as PNG")
        buffer.close()
        pngs[size] = bytes(data.data())
    del app
    return pngs


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows ``.ico`` holding the given PNG images (Vista and later read PNG entries)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries = b""
    images = b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset + len(images))
        images += data
    return header + entries + images


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS ``.icns`` holding the given PNG images."""
    body = b""
    for kind, size in ICNS_TYPES:
        if size in pngs:
            body += kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(out: Path, svg: Path = SVG) -> dict[str, Path]:
    """Write every icon into ``out``; return the paths of the ``ico``, ``icns`` and ``png`` (512 px) icons."""
    pngs = render_pngs(svg, tuple(sorted({*PNG_SIZES, *ICO_SIZES, *(size for _, size in ICNS_TYPES)})))
    (out / "png").mkdir(parents=True, exist_ok=True)
    for size in PNG_SIZES:
        (out / "png" / f"ginqt-{size}.png").write_bytes(pngs[size])
        hicolor = out / "hicolor" / f"{size}x{size}" / "apps"
        hicolor.mkdir(parents=True, exist_ok=True)
        (hicolor / f"{APP_ID}.png").write_bytes(pngs[size])
    scalable = out / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True, exist_ok=True)
    (scalable / f"{APP_ID}.svg").write_bytes(svg.read_bytes())
    ico = out / "ginqt.ico"
    ico.write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    icns = out / "ginqt.icns"
    icns.write_bytes(icns_bytes(pngs))
    return {"ico": ico, "icns": icns, "png": out / "png" / "ginqt-512.png"}


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0]) if args else ROOT / "build" / "icons"
    made = make_icons(out)
    print(f"icons written to {out} ({made['ico'].name}, {made['icns'].name}, png/)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
