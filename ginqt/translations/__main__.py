"""``python -m ginqt.translations``: update the ``.ts`` files from the code and compile the ``.qm`` files.

``--check`` changes nothing: it lists every message a language lacks (missing or
unfinished) and exits 1 if there is one.  See docs/TRANSLATING.md.
"""

from __future__ import annotations

import argparse
import sys

from ginqt.translations import LANGUAGES, PLURALS_ONLY, TRANSLATED
from ginqt.translations.catalog import SourceTree, expected, extract, problems, read_ts, release, update


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ginqt.translations", description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only list what each language lacks; exit 1 if any")
    every = TRANSLATED + PLURALS_ONLY
    parser.add_argument("languages", nargs="*", metavar="CODE",
                        help=f"the languages (default: all of {', '.join(every)}; en holds only plural forms)")
    options = parser.parse_args(argv)
    codes = tuple(options.languages) or every
    unknown = sorted(set(codes) - set(every))
    if unknown:
        parser.error(f"no catalogue for {', '.join(unknown)} (known: {', '.join(every)})")
    tree = SourceTree.here()
    if not options.check:
        update(tree, codes)
        release(tree, codes)
    in_code = extract(tree)
    lacking = 0
    for code in codes:
        messages = read_ts(tree.ts_file(code))
        wanted = expected(in_code, code)
        lines = problems(messages, wanted)
        lacking += len(lines)
        print(f"{code} ({LANGUAGES[code]}): {len(wanted) - len(lines)} of {len(wanted)} messages translated")
        for line in lines:
            print(f"  {line}")
    return 1 if lacking and options.check else 0


if __name__ == "__main__":
    sys.exit(main())
