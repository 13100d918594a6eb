"""What the AT-SPI client heard (listen.py's events.jsonl) against what the window changed and said (app.json)."""

from __future__ import annotations

import json
import re
import sys
from itertools import pairwise

TABLE = ("canvas", "filler")  #: the table's role: a canvas now, Qt's client (AT-SPI's filler) before issue 48
SUITS = {"♠": "spades", "♥": "hearts", "♦": "diamonds", "♣": "clubs"}
RANKS = {"A": "ace", "J": "jack", "Q": "queen", "K": "king"}


def for_the_ear(line: str) -> str:
    """``10♦`` as ``10 of diamonds`` (GinQt's ``spoken``, without GinQt: the system's python runs this)."""
    line = re.sub(r"(?<=[♠♥♦♣]) ?(?=(?:10|[2-9AJQK])[♠♥♦♣])", ", ", line)
    return re.sub(r"(10|[2-9AJQK])([♠♥♦♣])", lambda m: f"{RANKS.get(m[1], m[1])} of {SUITS[m[2]]}", line)


def main() -> None:
    folder = sys.argv[1]
    with open(f"{folder}/events.jsonl") as lines:
        events = [json.loads(line) for line in lines if line.strip()]
    with open(f"{folder}/app.json") as made:
        app = json.load(made)
    kinds = {"name": "object:property-change:accessible-name",
             "description": "object:property-change:accessible-description"}
    table = {key: [e["any_data"] for e in events if e.get("type") == kind and e.get("role") in TABLE]
             for key, kind in kinds.items()}
    changes = app["focus_changes"]
    made = {"name": sum(a != b for a, b in pairwise(["Card table"] + [name for name, _ in changes])),
            "description": sum(a != b for a, b in pairwise([""] + [words for _, words in changes]))}
    announced = [e["any_data"] for e in events if e.get("type") == "object:announcement"]
    status = [e["any_data"] for e in events if e.get("role") in ("status bar", "label", "static")
              and e.get("type", "").startswith("object:property-change") and e["any_data"]]
    said = set(app["spoken"])
    print(json.dumps({
        "the table's roles": sorted({e["role"] for e in events if e.get("role") in TABLE}),
        "name changes / events": [made["name"], len(table["name"])],
        "description changes / events": [made["description"], len(table["description"])],
        "announcements: said / heard": [len(app["spoken"]), len(announced)],
        "the hint's words heard": any(line.startswith("Hint:") for line in announced),
        "status-bar events": len(status),
        "of them an announced line again": sum(for_the_ear(line) in said for line in status),
        "of them with suit symbols": sum(bool(re.search("[♠♥♦♣]", line)) for line in status),
    }, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
