"""A plugin that never finishes importing (tests/test_isolation.py)."""

import time

time.sleep(3600)
