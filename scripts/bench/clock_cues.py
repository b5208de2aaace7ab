#!/usr/bin/env python3
"""How late the clock's cues come in real time, for scripts/measure.

Usage: clock_cues.py TACTUS [CLOCKS]

A real clock's cues are minutes apart, so many real clocks run side by side: CLOCKS processes (default 100) of
`tactus clock --time-control 31 --script - --format json --speech off --sound off` (the real binary, its real clock
session, event loop and timer; gamepad and braille left at auto, so the loop also wakes every 250 ms to look for
them). Each gets `go` at its own instant, 0.1 s after the one before, so that the cues of different clocks do not
fall together; its clock then gives three reports: the 30-second cue 1 s after `go`, the 10-second cue 21 s after,
and the flag 31 s after.

For every report, lateness = (the instant its line arrived here) - (the instant `go` was written + the report's
offset). That is an upper bound of the lateness as the player gets it: it includes the time `go` took to reach the
clock and the time the line took to come back through the pipe. The clock's own stamps are also shown: its `t_ms`
less the `start` event's `t_ms` and the offset (whole milliseconds; the clock never stamps a report before its
instant). And, as a lower bound, the lateness counted from the arrival of the clock's `start` line instead of
the writing of `go` (leaving out the time `go` took to arrive, and taking off the start line's own way back).
Prints p50, p99 and max of each.
"""

import json
import os
import selectors
import subprocess
import sys
import time

import timing

CONTROL_MS = 31_000
STAGGER = 0.1


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: clock_cues.py TACTUS [CLOCKS]")
    tactus = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) == 3 else 100
    command = [tactus, "clock", "--time-control", str(CONTROL_MS // 1000), "--script", "-", "--format", "json",
               "--speech", "off", "--sound", "off"]
    clocks = [subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
              for _ in range(count)]
    selector = selectors.DefaultSelector()
    pending = {}
    for index, clock in enumerate(clocks):
        os.set_blocking(clock.stdout.fileno(), False)
        selector.register(clock.stdout, selectors.EVENT_READ, index)
        pending[index] = b""
    time.sleep(1.0)  # every clock started and waiting for its first command
    load_before = timing.load()

    went = [None] * count
    lines = [[] for _ in range(count)]  # (arrival, event)
    flags = 0
    first_go = time.perf_counter() + 0.05
    deadline = first_go + count * STAGGER + CONTROL_MS / 1000 + 5
    next_go = 0
    while flags < count and time.perf_counter() < deadline:
        if next_go < count:
            due = first_go + next_go * STAGGER
            if time.perf_counter() >= due:
                clocks[next_go].stdin.write(b"go\n")
                clocks[next_go].stdin.flush()
                went[next_go] = time.perf_counter()
                next_go += 1
                continue
            timeout = max(0.0, due - time.perf_counter())
        else:
            timeout = 0.5
        for key, _ in selector.select(timeout):
            arrival = time.perf_counter()
            index = key.data
            data = key.fileobj.read()
            if not data:
                selector.unregister(key.fileobj)
                continue
            pending[index] += data
            *complete, pending[index] = pending[index].split(b"\n")
            for line in complete:
                event = json.loads(line)
                lines[index].append((arrival, event))
                if event["event"] == "flag":
                    flags += 1
    load_after = timing.load()
    for clock in clocks:
        try:
            clock.stdin.write(b"quit\n")
            clock.stdin.close()
        except BrokenPipeError:
            pass
    for clock in clocks:
        clock.wait(timeout=10)

    seen, from_start, stamped = [], [], []
    for index in range(count):
        events = lines[index]
        notices = [e for _, e in events if e["event"] == "notice"]
        if notices:
            sys.exit(f"clock_cues: clock {index} said: {notices[0]['text']}")
        start_arrival, start = next(((at, e) for at, e in events if e["event"] == "start"), (None, None))
        if start is None:
            sys.exit(f"clock_cues: clock {index} never started: {events}")
        reports = [(at, e) for at, e in events if e["event"] in ("cue", "flag")]
        if len(reports) != 3:
            sys.exit(f"clock_cues: clock {index} gave {len(reports)} cues and flags, not 3: {events}")
        for arrival, event in reports:
            offset_ms = CONTROL_MS - event.get("remaining_ms", 0)
            seen.append((arrival - went[index]) * 1000 - offset_ms)
            from_start.append((arrival - start_arrival) * 1000 - offset_ms)
            stamped.append(event["t_ms"] - start["t_ms"] - offset_ms)
            if seen[-1] > 20:
                print(f"clock: clock {index}: {event['event']} at {event.get('remaining_ms', 0)} ms left came "
                      f"{seen[-1]:.1f} ms late ({from_start[-1]:.1f} ms after the start line's arrival and the "
                      f"offset; stamped {stamped[-1]} ms late)")

    def figures(values):
        return (f"p50 {timing.percentile(values, 0.5):.2f} ms, p99 {timing.percentile(values, 0.99):.2f} ms, "
                f"max {max(values):.2f} ms")

    print(f"clock: {count} clocks side by side, {len(seen)} cues and flags (load average {load_before:.2f} before, "
          f"{load_after:.2f} after)")
    print(f"clock: lateness as read from the clock's output: {figures(seen)}")
    print(f"clock: lateness counted from the start line's arrival: {figures(from_start)}")
    print(f"clock: lateness in the clock's own t_ms stamps: {figures(stamped)}")
    timing.summary(f"clock, {len(seen)} cues and flags: lateness p50", f"{timing.percentile(seen, 0.5):.2f} ms")
    timing.summary(f"clock, {len(seen)} cues and flags: lateness p99", f"{timing.percentile(seen, 0.99):.2f} ms")
    timing.summary(f"clock, {len(seen)} cues and flags: lateness max", f"{max(seen):.2f} ms")


if __name__ == "__main__":
    main()
