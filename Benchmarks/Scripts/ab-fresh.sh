#!/bin/bash
# A/B of strata-bench builds with every measurement in a fresh process: per round, one parse-only
# child (of the first build) and one WORKLOAD child of each build, on the corpus `strata-bench
# lint-fresh` wrote ($STRATA_BENCH_OUTPUT_ROOT/strata-bench-corpus-500000) and a list of its files.
# Prints "name wall-ms cpu-ms" lines; Scripts/medians.py turns them into medians and ratios.
# usage: Scripts/ab-fresh.sh ROUNDS lint-cold|analyze-cold|index-cold FILE_LIST BIN_A BIN_B [BIN…]
set -eu
export TMPDIR=${TMPDIR:-/dev/shm}
root=${STRATA_BENCH_OUTPUT_ROOT:-/dev/shm}/strata-bench-corpus-500000
rounds=$1; workload=$2; list=$3; shift 3
for _ in $(seq "$rounds"); do
  echo "parse-only $(nice -n -10 "$1" fresh-child parse-only "$root" "$list")"
  for bin in "$@"; do echo "$(basename "$bin") $(nice -n -10 "$bin" fresh-child "$workload" "$root" "$list")"; done
done
