#!/usr/bin/env python3
"""The analysis board measured, for scripts/measure-analyse (issue 40's "Measure").

Usage: analyse.py TACTUS GAMES_PGN STUDY_PGN ENGINE [RUNS]

- open: `tactus analyse GAMES_PGN --game N --move 1 --script - --format json`, `next` written at once: from just
  before the process starts to the `announce` event of the move after the first (the first move heard), RUNS runs
  (default 5), for the first and for the last game of the file; also the same for `tactus listen` (which chooses the
  game the same way).
- memory: the peak resident set (GNU time, `%M`, largest of 3) of `tactus analyse STUDY_PGN` walked to the end of
  its main line and quit, beside the same on a one-move PGN: the difference is what the study's tree costs.
- eval: `tactus analyse GAMES_PGN --game 1 --engine ENGINE`: once the engine has said it is ready (the first `eval`
  answered), `eval` written RUNS times at positions along the game: from the line written to the first `eval` event
  and to the last one (the depth reached), with that depth.
"""

import json
import os
import selectors
import subprocess
import sys
import tempfile
import time

QUIET = ["--speech", "off", "--sound", "off", "--gamepad", "off", "--braille", "off"]


def median(values):
    ordered = sorted(values)
    return ordered[len(ordered) // 2]


def env_in(folder):
    env = dict(os.environ)
    env["XDG_DATA_HOME"] = os.path.join(folder, "data")
    env["TACTUS_CONFIG"] = os.path.join(folder, "none.toml")
    return env


def first_heard(command, folder):
    """Seconds from the start to the first `announce` event, `next` written at once."""
    start = time.perf_counter()
    child = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                             env=env_in(folder))
    child.stdin.write(b"next\n")
    child.stdin.flush()
    heard = None
    for line in child.stdout:
        if b'"event":"announce"' in line:
            heard = time.perf_counter() - start
            break
    child.stdin.close()
    child.stdout.read()
    child.wait()
    if heard is None:
        raise SystemExit(f"analyse: {' '.join(command)}: no move heard")
    return heard


def peak_kb(command, stdin_text, folder):
    runs = []
    for _ in range(3):
        done = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, input=stdin_text, capture_output=True,
                              env=env_in(folder))
        runs.append(int(done.stderr.decode().strip().splitlines()[-1]))
    return max(runs)


def evals(tactus, games, engine, runs, folder):
    command = [tactus, "analyse", games, "--game", "1", "--move", "1", "--engine", engine, "--format", "json",
               "--script", "-", "--journal", os.path.join(folder, "eval.jsonl")] + QUIET
    child = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                             env=env_in(folder), bufsize=0)

    def ask(line):
        """Writes `line`; (seconds to the first eval event, to the last, its depth) once the events stop coming."""
        written = time.perf_counter()
        child.stdin.write(line.encode() + b"\n")
        child.stdin.flush()
        first = last = depth = None
        selector = selectors.DefaultSelector()
        selector.register(child.stdout, selectors.EVENT_READ)
        buffer = b""
        while True:
            # Done when nothing has come for 3 s after an evaluation (or 15 s without one).
            wait = 3.0 if first is not None else 15.0
            if not selector.select(wait):
                break
            chunk = os.read(child.stdout.fileno(), 1 << 16)
            if not chunk:
                break
            buffer += chunk
            *lines, buffer = buffer.split(b"\n")
            for raw in lines:
                try:
                    event = json.loads(raw)
                except ValueError:
                    continue
                if event.get("event") == "eval":
                    now = time.perf_counter() - written
                    first = now if first is None else first
                    last = now
                    depth = event.get("depth")
        selector.close()
        return first, last, depth

    ask("eval")  # the engine started and warmed up
    results = []
    for _ in range(runs):
        ask("next")
        results.append(ask("eval"))
    child.stdin.close()
    child.wait()
    return results


def main():
    if len(sys.argv) < 5:
        raise SystemExit(__doc__)
    tactus, games, study, engine = sys.argv[1:5]
    runs = int(sys.argv[5]) if len(sys.argv) > 5 else 5
    count = sum(1 for line in open(games, encoding="utf-8") if line.startswith("[Event "))
    load = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as folder:
        open(os.path.join(folder, "none.toml"), "w").close()
        for session in ["analyse", "listen"]:
            for number in sorted({1, count}):
                command = [tactus, session, games, "--game", str(number), "--format", "json", "--script", "-"] + QUIET
                if session == "analyse":
                    command += ["--move", "1", "--engine", "/nonexistent/engine", "--journal", ""]
                times = []
                for run in range(runs):
                    if session == "analyse":
                        command[-1] = os.path.join(folder, f"open-{time.time_ns()}.jsonl")
                    times.append(first_heard(command, folder))
                print(f"{session} game {number} of {count}: first move heard p50 {median(times) * 1000:.0f} ms "
                      f"(min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f}, n = {runs}, load {load:.1f})")
        one = os.path.join(folder, "one.pgn")
        with open(one, "w") as f:
            f.write('[Event "One"]\n\n1. e4 *\n')
        walk = b"end\nquit\n"
        for name, pgn in [("a one-move game", one), ("the study", study)]:
            command = [tactus, "analyse", pgn, "--engine", "/nonexistent/engine", "--format", "json", "--script", "-",
                       "--journal", os.path.join(folder, f"memory-{os.path.basename(pgn)}-{time.time_ns()}.jsonl")]
            command += QUIET
            print(f"analyse {name}: peak resident {peak_kb(command, walk, folder) / 1024:.1f} MiB")
        if not os.path.exists(engine):
            print(f"eval: no engine at {engine}; not measured")
            return
        results = evals(tactus, games, engine, runs, folder)
        for first, last, depth in results:
            if first is None:
                print("eval: no evaluation came")
                continue
            print(f"eval: first evaluation after {first * 1000:.0f} ms, the last (depth {depth}) after "
                  f"{last * 1000:.0f} ms")


if __name__ == "__main__":
    main()
