#!/usr/bin/env bash
# Runs Strata's read-only commands on local trees as a new user would (no .strata.yml), and prints
# one Markdown row per tree: each command's exit status and what it reports. Reads local trees only
# (written by tree-out.sh from snapshots); downloads nothing.
#
#   Scripts/realworld/trial-commands.sh STRATA TREE...
set -uo pipefail
STRATA=$1; shift
echo "| tree | analyze | init --infer --dry-run | lint findings (errors/warnings) | mock --dry-run (mocks planned, warnings) |"
echo "|---|---|---|---|---|"
for tree in "$@"; do
  name=$(basename "$tree")
  "$STRATA" analyze --project "$tree" --no-cache >/dev/null 2>&1; analyze=$?
  "$STRATA" init --infer --project "$tree" --dry-run >/dev/null 2>&1; infer=$?
  lint_out=$("$STRATA" lint --project "$tree" --no-cache 2>/dev/null)
  errors=$(grep -c ': error:' <<<"$lint_out"); warnings=$(grep -c ': warning:' <<<"$lint_out")
  mock_out=$("$STRATA" mock --project "$tree" --dry-run --no-cache 2>&1); mock=$?
  planned=$(grep -cE '^(create|update) ' <<<"$mock_out"); mock_warnings=$(grep -c ': warning:' <<<"$mock_out")
  echo "| $name | exit $analyze | exit $infer | $errors / $warnings | exit $mock: $planned planned, $mock_warnings warnings |"
done
