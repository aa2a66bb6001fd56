#!/usr/bin/env bash
# Formats Strata's own Swift code with the toolchain's `swift format` and the root `.swift-format`.
#   Scripts/format.sh          rewrite the checked files in place
#   Scripts/format.sh --lint   report what the formatter would change (`lint --strict`), exit 1 if anything
#   Scripts/format.sh --list   print the checked files, one a line, relative to the repository root
# Checked: Sources/, Tests/, Plugins/, Benchmarks/Sources, Benchmarks/Benchmarks, Fuzz/Sources and the
# three Package.swift files. Never checked: input data and recorded output, which must stay byte-identical —
# any folder named Fixtures (Tests/Fixtures, Tests/StrataRewriteTests/Fixtures), Golden (every
# Tests/*/Golden), Resources or Seeds, and build folders. This swift-format reads no ignore file, so
# the list is passed explicitly. `SourceFormatTests` (StrataModelTests) runs the `--lint` check.
set -euo pipefail
cd "$(dirname "$0")/.."

list() {
    find Sources Tests Plugins Benchmarks/Sources Benchmarks/Benchmarks Fuzz/Sources \
        \( -type d \( -name Fixtures -o -name Golden -o -name Resources -o -name Seeds -o -name '.*' \) -prune \) \
        -o \( -type f -name '*.swift' -print \) | LC_ALL=C sort
    printf '%s\n' Package.swift Benchmarks/Package.swift Fuzz/Package.swift
}

files=()
while IFS= read -r file; do files+=("$file"); done < <(list)

case "${1:-}" in
--list) printf '%s\n' "${files[@]}" ;;
--lint) exec swift format lint --strict --parallel --configuration .swift-format "${files[@]}" ;;
"") exec swift format format --in-place --parallel --configuration .swift-format "${files[@]}" ;;
*)
    echo "usage: Scripts/format.sh [--lint | --list]" >&2
    exit 2
    ;;
esac
