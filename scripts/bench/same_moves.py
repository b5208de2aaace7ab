#!/usr/bin/env python3
"""Checks that two announcements of the same PGN file agree move by move: tactus's JSON lines and those of
scripts/bench/announce.py (python-chess), on every field the latter writes (all of tactus's but `text`).

Usage: same_moves.py TACTUS_LINES PYTHON_LINES

Prints the number of moves compared; exits 1 at the first difference, naming it.
"""

import json
import sys
from itertools import zip_longest


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: same_moves.py TACTUS_LINES PYTHON_LINES")
    with open(sys.argv[1], encoding="utf-8") as ours, open(sys.argv[2], encoding="utf-8") as theirs:
        count = 0
        for number, (a, b) in enumerate(zip_longest(ours, theirs), 1):
            if a is None or b is None:
                sys.exit(f"same_moves.py: line {number}: only {'python-chess' if a is None else 'tactus'} has it")
            mine, reference = json.loads(a), json.loads(b)
            different = {k: (mine.get(k), v) for k, v in reference.items() if mine.get(k) != v}
            if different:
                sys.exit(f"same_moves.py: line {number} differs (tactus, python-chess): {different}")
            count += 1
    print(f"{count} moves, the same on every field but text")


if __name__ == "__main__":
    main()
