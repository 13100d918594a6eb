"""A plugin that ends its process while importing (tests/test_isolation.py)."""

import os

os._exit(7)
