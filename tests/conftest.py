"""Test configuration: Qt runs offscreen, and the tests never touch the user's real data folder."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["GINQT_DATA_DIR"] = tempfile.mkdtemp(prefix="ginqt-test-data-")
