"""The frozen app's entry point: the same program as ``python -m ginqt``."""

import multiprocessing

from ginqt.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    raise SystemExit(main())
