"""Timing one whole process, with its peak memory: what the print benches share."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(command: list[str]) -> tuple[float, float]:
    """Seconds and peak resident memory (MB) of one run, measured in a fresh child."""
    wall, _, megabytes = run_with_cpu(command)
    return wall, megabytes


def run_with_cpu(command: list[str]) -> tuple[float, float, float]:
    """Wall seconds, CPU seconds (user and system: less disturbed than the wall clock by other
    work on a shared machine) and peak resident memory (MB) of one run, in a fresh child."""
    probe = (
        "import resource, subprocess, sys, time;"
        "t = time.perf_counter(); r = subprocess.run(sys.argv[1:], capture_output=True);"
        "e = time.perf_counter() - t;"
        "sys.exit(r.stderr.decode()[-2000:]) if r.returncode else None;"
        "u = resource.getrusage(resource.RUSAGE_CHILDREN);"
        "print(e, u.ru_utime + u.ru_stime, u.ru_maxrss / 1024)"
    )
    done = subprocess.run([sys.executable, "-c", probe, *command], capture_output=True, text=True, cwd=ROOT)
    if done.returncode:
        sys.exit(f"{' '.join(command)} failed: {done.stderr}")
    wall, cpu, megabytes = done.stdout.split()
    return float(wall), float(cpu), float(megabytes)
