"""``python -m ginqt`` is the same program as ``ginqt``."""

from ginqt.cli import main

raise SystemExit(main())
