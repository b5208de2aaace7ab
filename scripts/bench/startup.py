#!/usr/bin/env python3
"""Start-up time and peak memory of tactus, for scripts/measure.

Usage: startup.py TACTUS PGN [RUNS]

Each case is run RUNS times (default 20; fewer for the long ones) from a fresh process: the time is from just before
the process is started to the first output a person or a program gets, and to the end of the process. Then three
more runs under GNU time (`/usr/bin/time -f %M`, Debian package `time`) give the peak resident set, the largest of
the three: the kernel's high-water mark of a process counts the memory of the process it was forked from until it
called exec, so it is taken under GNU time (a small C program) rather than from this Python process. Cases:

- `tactus play` at the keyboard (in a pseudo-terminal): to the first prompt ("White to move> "), then `quit` and `yes`;
- `tactus play --script - --format json`: to the first event (`game`), then the input ends;
  with `--speech off --sound off`, with `--speech clips`, and with the defaults (system speech, sound on);
- `tactus play --script - --format json --virtual-time`, a whole 200-ply game scripted: to the end (memory);
- `tactus announce e4`: to the line printed and to the end;
- `tactus announce --pgn PGN --format json`: to the first line and to the end.

Every play case writes a fresh journal in a temporary folder.
"""

import os
import pty
import select
import subprocess
import sys
import tempfile
import time

import timing

PROMPT = b"to move> "


def piped(command, stdin_text, marker, cwd):
    """(seconds to the first output line holding `marker`, seconds to the end) of one run; `stdin_text` is written
    at the start when no marker is awaited, else once the marker has come (the end of the input then ends it)."""
    start = time.perf_counter()
    child = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=cwd)
    first = None
    if stdin_text is not None and marker is None:
        child.stdin.write(stdin_text)
        child.stdin.close()
    for line in child.stdout:
        if first is None and (marker is None or marker in line):
            first = time.perf_counter() - start
            if stdin_text is not None and marker is not None:
                child.stdin.write(stdin_text)
                child.stdin.close()
            while child.stdout.read(1 << 16):
                pass
    status = os.wait4(child.pid, 0)[1]
    end = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    error = child.stderr.read().decode(errors="replace")
    if code != 0 or first is None:
        raise SystemExit(f"startup: {' '.join(command)}: exit code {code}, no first output: {error[:400]}")
    return first, end


def at_keyboard(command, cwd):
    """The same for `tactus play` in a pseudo-terminal: to the first prompt, then `quit` and `yes` typed."""
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        try:
            os.chdir(cwd)
            os.execv(command[0], command)
        finally:
            os._exit(127)
    seen, first = b"", None
    deadline = start + 20
    try:
        while time.perf_counter() < deadline:
            ready, _, _ = select.select([fd], [], [], 0.5)
            if not ready:
                continue
            try:
                data = os.read(fd, 4096)
            except OSError:
                break
            if not data:
                break
            seen += data
            if first is None and PROMPT in seen:
                first = time.perf_counter() - start
                # quit asks for confirmation while the game is unfinished: yes answers it.
                os.write(fd, b"quit\ryes\r")
        status = os.wait4(pid, 0)[1]
    finally:
        os.close(fd)
    end = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code != 0 or first is None:
        raise SystemExit(f"startup: {' '.join(command)} at the keyboard: exit code {code}, output {seen[-400:]!r}")
    return first, end


def scripted_game(pgn):
    """The moves of the first game of `pgn` as command lines, then `quit`."""
    with open(pgn, encoding="utf-8") as text:
        lines = text.read().split("\n\n")[1].split()
    moves = [t for t in lines if not t[0].isdigit() and t != "*"] + ["quit"]
    return ("\n".join(moves) + "\n").encode()


def peak_memory(run, work):
    """The peak resident set in KiB of `run(wrapper)`, the process started under GNU time."""
    path = os.path.join(work, "peak")
    run(["/usr/bin/time", "-f", "%M", "-o", path])
    with open(path, encoding="utf-8") as text:
        return int(text.read().split()[-1])


def report(label, runs, memory, summary_label):
    firsts, ends = zip(*runs)
    ms = lambda s: f"{s * 1000:.1f} ms"  # noqa: E731
    print(f"startup: {label}: first output p50 {ms(timing.percentile(firsts, 0.5))}, max {ms(max(firsts))}; "
          f"end p50 {ms(timing.percentile(ends, 0.5))}; peak memory {memory / 1024:.1f} MiB "
          f"(n = {len(runs)}, load average {timing.load():.2f})")
    timing.summary(f"{summary_label}: first output (p50)", ms(timing.percentile(firsts, 0.5)))
    timing.summary(f"{summary_label}: peak memory", f"{memory / 1024:.1f} MiB")


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit("usage: startup.py TACTUS PGN [RUNS]")
    tactus, pgn = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    runs = int(sys.argv[3]) if len(sys.argv) == 4 else 20
    game = scripted_game(pgn)
    with tempfile.TemporaryDirectory() as work:
        journals = iter(range(1_000_000))

        def play(*options):
            return [tactus, "play", *options, "--journal", os.path.join(work, f"j{next(journals)}.jsonl")]

        quiet = ("--speech", "off", "--sound", "off")
        script = ("--script", "-", "--format", "json")
        pgn_json = ["announce", "--pgn", pgn, "--format", "json"]
        cases = [
            ("tactus play --speech off --sound off, at the keyboard: to the prompt", "play at the keyboard",
             runs, lambda w=(): at_keyboard([*w, *play(*quiet)], work)),
            ("tactus play --script - --format json --speech off --sound off: to the first event",
             "play --script, speech off", runs,
             lambda w=(): piped([*w, *play(*script, *quiet)], b"", b'"game"', work)),
            ("tactus play --script - --format json --speech clips --sound off: to the first event",
             "play --script, clips", runs,
             lambda w=(): piped([*w, *play(*script, "--speech", "clips", "--sound", "off")], b"", b'"game"', work)),
            ("tactus play --script - --format json (defaults: --speech auto --sound on): to the first event",
             "play --script, defaults", min(runs, 3),
             lambda w=(): piped([*w, *play(*script)], b"", b'"game"', work)),
            ("tactus play --script - --format json --virtual-time --speech off --sound off, a 200-ply game",
             "play, a 200-ply game", min(runs, 5),
             lambda w=(): piped([*w, *play(*script, "--virtual-time", *quiet)], game, None, work)),
            ("tactus announce e4", "announce e4", runs,
             lambda w=(): piped([*w, tactus, "announce", "e4"], None, None, work)),
            (f"tactus announce --pgn {os.path.basename(pgn)} --format json", "announce --pgn (large)", min(runs, 5),
             lambda w=(): piped([*w, tactus, *pgn_json], None, None, work)),
        ]
        for label, short, count, case in cases:
            case()  # once first: the binary and its libraries come into the page cache
            timed = [case() for _ in range(count)]
            memory = max(peak_memory(case, work) for _ in range(min(count, 3)))
            report(label, timed, memory, short)


if __name__ == "__main__":
    main()
