"""A real AT-SPI client (the system's python3 with pyatspi): every event a screen reader gets from GinQt's
window, one JSON line each, in the file named by the first argument."""

from __future__ import annotations

import json
import signal
import sys
from typing import Any

import pyatspi  # type: ignore[import-not-found]

EVENTS = ("object:property-change:accessible-name", "object:property-change:accessible-description",
          "object:announcement", "object:state-changed:focused", "focus:")


def main() -> None:
    out = open(sys.argv[1], "w", buffering=1)  # open until the client is stopped

    def record(event: Any) -> None:
        try:
            source = event.source
            data = event.any_data
            out.write(json.dumps({"type": event.type, "role": source.getRoleName(), "name": source.name,
                                  "any_data": data if isinstance(data, str | int) else str(data)}) + "\n")
        except Exception as error:  # an object gone meanwhile: say so and go on listening
            out.write(json.dumps({"error": repr(error), "type": getattr(event, "type", "")}) + "\n")

    for kind in EVENTS:
        pyatspi.Registry.registerEventListener(record, kind)
    signal.signal(signal.SIGTERM, lambda *_: pyatspi.Registry.stop())
    pyatspi.Registry.start()


if __name__ == "__main__":
    main()
