"""Timing one whole process, with its peak memory: what the print benches share."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(command: list[str]) -> tuple[float, float]:
    """Seconds and peak resident memory (MB) of one run, measured in a fresh child."""
    probe = (
        "import resource, subprocess, sys, time;"
        "t = time.perf_counter(); r = subprocess.run(sys.argv[1:], capture_output=True);"
        "e = time.perf_counter() - t;"
        "sys.exit(r.stderr.decode()[-2000:]) if r.returncode else None;"
        "print(e, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024)"
    )
    done = subprocess.run([sys.executable, "-c", probe, *command], capture_output=True, text=True, cwd=ROOT)
    if done.returncode:
        sys.exit(f"{' '.join(command)} failed: {done.stderr}")
    seconds, megabytes = done.stdout.split()
    return float(seconds), float(megabytes)
