#!/usr/bin/env python3
"""Medians of `ab-fresh.sh` output: per name, wall and CPU medians and the medians of per-round
ratios to the parse-only child of the same round."""
import statistics
import sys

rows = [line.split() for line in open(sys.argv[1]) if len(line.split()) == 3]
by_name = {}
for name, wall, cpu in rows:
    by_name.setdefault(name, []).append((float(wall), float(cpu)))
base = by_name["parse-only"]
for name, values in by_name.items():
    wall_ratio = statistics.median(w / b[0] for (w, _), b in zip(values, base))
    cpu_ratio = statistics.median(c / b[1] for (_, c), b in zip(values, base))
    print(f"{name:24} wall {statistics.median(w for w, _ in values):6.0f} ms  cpu {statistics.median(c for _, c in values):6.0f} ms"
          f"  ÷ parse-only: wall {wall_ratio:.3f}  cpu {cpu_ratio:.3f}")
