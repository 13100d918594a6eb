"""An engine that replays an exchange (``python3 engine_replay.py FILE``), for tests/test_engines_doc.py.

FILE holds an exchange as docs/ENGINES.md writes it: ``> `` lines GinQt writes, ``< `` lines
the engine writes.  This engine checks that each line it reads is the next ``>`` line and
answers with the ``<`` lines that follow it (the
milliseconds left for the game aside); on the first difference it says ``error`` with
both lines and exits.  No import of GinQt.
"""

import re
import sys

TIME_LEFT = re.compile(r"game_time=[0-9]+")


def same(expected, got):
    """The lines are the same, the milliseconds left for the game aside (they depend on the machine)."""
    return TIME_LEFT.sub("game_time=*", expected) == TIME_LEFT.sub("game_time=*", got)


def main():
    with open(sys.argv[1], encoding="utf-8") as file:
        lines = [line.rstrip("\n") for line in file if line.startswith(("> ", "< "))]
    at = 0
    for got in sys.stdin:
        got = got.rstrip("\n")
        if at >= len(lines) or not lines[at].startswith("> ") or not same(lines[at][2:], got):
            expected = lines[at] if at < len(lines) else "(the end of the exchange)"
            sys.stdout.write(f"error line {at + 1}: expected {expected!r}, got {got!r}\n")
            sys.stdout.flush()
            return
        at += 1
        while at < len(lines) and lines[at].startswith("< "):
            sys.stdout.write(lines[at][2:] + "\n")
            at += 1
        sys.stdout.flush()
        if got == "quit":
            return


if __name__ == "__main__":
    main()
