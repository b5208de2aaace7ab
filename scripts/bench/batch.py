#!/usr/bin/env python3
"""The batch measurement of scripts/measure: every move of a large PGN file announced as JSON lines, by tactus and
by python-chess (scripts/bench/announce.py) in the same run, on the same file.

Usage: batch.py TACTUS PGN [RUNS_TACTUS RUNS_PYTHON]   (run with the python that has python-chess)

Both write to /dev/null; the wall time of each whole process (start-up and reading the file included) is taken,
best of RUNS each (default 5 and 3), runs alternating so that a burst of load elsewhere falls on both. Before the
timed runs, one run of each writes its lines to a file and scripts/bench/same_moves.py checks that they agree on
every field but `text`.
"""

import os
import subprocess
import sys
import tempfile

import timing

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    if len(sys.argv) not in (3, 5):
        sys.exit("usage: batch.py TACTUS PGN [RUNS_TACTUS RUNS_PYTHON]")
    tactus, pgn = sys.argv[1], sys.argv[2]
    runs_tactus, runs_python = (int(sys.argv[3]), int(sys.argv[4])) if len(sys.argv) == 5 else (5, 3)
    ours = [tactus, "announce", "--pgn", pgn, "--format", "json"]
    theirs = [sys.executable, os.path.join(HERE, "announce.py"), pgn]

    with tempfile.TemporaryDirectory() as work:
        outputs = []
        for name, command in (("tactus", ours), ("python", theirs)):
            path = os.path.join(work, name)
            with open(path, "wb") as out:
                timing.run(command, stdout=out)
            outputs.append(path)
        with open(outputs[0], "rb") as lines:
            moves = sum(1 for _ in lines)
        checked = subprocess.run([sys.executable, os.path.join(HERE, "same_moves.py"), *outputs],
                                 capture_output=True, text=True)
        if checked.returncode != 0:
            sys.exit(f"batch: the two do not agree: {checked.stdout}{checked.stderr}")
        print(f"batch: {os.path.basename(pgn)}: {moves} moves; {checked.stdout.strip()}")

    results = {"tactus": [], "python": []}
    for i in range(max(runs_tactus, runs_python)):
        if i < runs_tactus:
            results["tactus"].append(timing.run(ours))
        if i < runs_python:
            results["python"].append(timing.run(theirs))
    best = {name: min(runs) for name, runs in results.items()}
    load = timing.load()
    for name, label in (("tactus", "tactus announce --pgn FILE --format json"),
                        ("python", "python-chess (scripts/bench/announce.py)")):
        per_move = best[name] / moves * 1e6
        print(f"batch: {label}: {best[name]:.3f} s best of {len(results[name])} ({per_move:.2f} µs per move)")
    ratio = best["python"] / best["tactus"]
    print(f"batch: tactus is {ratio:.1f} times as fast as python-chess (load average {load:.2f})")
    timing.summary(f"batch, {moves} moves to JSON: tactus", f"{best['tactus']:.3f} s")
    timing.summary(f"batch, {moves} moves to JSON: python-chess", f"{best['python']:.2f} s")
    timing.summary("batch: python-chess time / tactus time", f"{ratio:.1f}x")


if __name__ == "__main__":
    main()
