#!/usr/bin/env python3
"""Every line of the Swift sources within 120 columns (characters, as .swift-format counts them),
help strings and comments included, which swift-format leaves alone when it cannot break them
(issue 39). Prints each longer line as FILE:LINE: N columns and exits 1; exits 0 when there is none.

    scripts/checks/line-lengths.py                 # Sources
    scripts/checks/line-lengths.py Sources Tests   # other folders

Standard library only; run by `make lint`. Under a second.
"""
import pathlib
import sys

LIMIT = 120


def main():
    folders = sys.argv[1:] or ["Sources"]
    long_lines = []
    for folder in folders:
        for path in sorted(pathlib.Path(folder).rglob("*.swift")):
            for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
                if len(line) > LIMIT:
                    long_lines.append(f"{path}:{number}: {len(line)} columns")
    for line in long_lines:
        print(line)
    if long_lines:
        print(f"line-lengths: {len(long_lines)} lines over {LIMIT} columns", file=sys.stderr)
        return 1
    print(f"line-lengths: every line of {', '.join(folders)} within {LIMIT} columns")
    return 0


if __name__ == "__main__":
    sys.exit(main())
