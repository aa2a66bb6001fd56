#!/bin/bash
# A/B of two (or more) strata-bench builds on `strata-bench lint ROUNDS 500000`, alternating runs,
# printing each run's parse-only, index, rules, cold and warm rows. Copy each build's binary aside
# first (cp .build/release/strata-bench /dev/shm/bench-a).
# usage: Scripts/ab-shared.sh PAIRS ROUNDS BIN_A BIN_B [BIN…]
set -eu
export TMPDIR=${TMPDIR:-/dev/shm} STRATA_BENCH_OUTPUT_ROOT=${STRATA_BENCH_OUTPUT_ROOT:-/dev/shm}
pairs=$1; rounds=$2; shift 2
for _ in $(seq "$pairs"); do
  for bin in "$@"; do
    echo "== $(basename "$bin") $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)"
    nice -n -10 "$bin" lint "$rounds" 500000 2>&1 | grep -E "parse-only|index only|rules only|cold \(no|warm cache"
  done
done
