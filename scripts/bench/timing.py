"""What the measuring scripts share: running a program and timing it, percentiles, and the summary file that
scripts/measure prints its table from."""

import os
import subprocess
import time


def run(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL):
    """Runs `command` to its end and returns its wall time in seconds; exits naming the command when it fails."""
    start = time.perf_counter()
    child = subprocess.Popen(command, stdin=stdin, stdout=stdout, stderr=subprocess.PIPE)
    status = os.wait4(child.pid, 0)[1]
    wall = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        raise SystemExit(f"{' '.join(command)} ended with exit code {child.returncode}: "
                         f"{child.stderr.read().decode(errors='replace')[:500]}")
    child.stderr.close()
    return wall


def percentile(values, fraction):
    """The value below which `fraction` of `values` lie (nearest rank: p50 of 1..100 is 50, p99 is 99)."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * fraction // 1))
    return ordered[int(rank) - 1]


def load():
    """The load average over the last minute, as `uptime` shows it."""
    return os.getloadavg()[0]


def summary(what, figure):
    """Adds a row to the summary table scripts/measure prints at the end (when it asked for one)."""
    path = os.environ.get("MEASURE_SUMMARY")
    if path:
        with open(path, "a", encoding="utf-8") as rows:
            rows.write(f"{what}\t{figure}\n")
