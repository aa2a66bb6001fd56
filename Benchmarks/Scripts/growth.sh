#!/usr/bin/env bash
# Growth of `analyze` in the number of types (one file of N structs) and of `generate` in the number
# of entities, each beside a parse-only pass of the same Swift files (`swiftc -parse`, the compiler's
# own parser: a linear reference for the input's size). Every input is generated here.
#
#   Benchmarks/Scripts/growth.sh <strata binary> [work folder] [runs] [analyze sizes] [generate sizes]
#   e.g. Benchmarks/Scripts/growth.sh .build/release/strata /tmp/growth 3 "1000 5000 20000" "500 1000 2000 5000"
#
# Prints Markdown tables: size, median wall seconds, median CPU seconds (user + system, which the
# load of a shared machine disturbs less than the wall clock), CPU per unit relative to the smallest
# size (1.00 = linear), and the parse-only pass's median CPU seconds and its own relative figure.
set -u
STRATA=${1:?usage: growth.sh <strata binary> [work folder] [runs] [analyze sizes] [generate sizes]}
WORK=${2:-$(mktemp -d)}
RUNS=${3:-3}
# An empty list ("") skips that half.
ANALYZE_SIZES=${4-1000 5000 20000}
GENERATE_SIZES=${5-500 1000 2000 5000}
SWIFTC=${SWIFTC:-swiftc}
mkdir -p "$WORK"

# Median wall and CPU seconds of $RUNS runs of "$@"; sets WALL and CPU.
measure() {
    local walls=() cpus=() wall user system
    for ((run = 0; run < RUNS; run++)); do
        /usr/bin/time -f '%e %U %S' -o "$WORK/time.txt" "$@" > "$WORK/out.txt" 2>&1
        read -r wall user system < <(tail -1 "$WORK/time.txt")
        walls+=("$wall")
        cpus+=("$(echo "$user + $system" | bc)")
    done
    WALL=$(printf '%s\n' "${walls[@]}" | sort -n | sed -n "$(( (RUNS + 1) / 2 ))p")
    CPU=$(printf '%s\n' "${cpus[@]}" | sort -n | sed -n "$(( (RUNS + 1) / 2 ))p")
}

# CPU seconds per unit at this size over the same at the first size (1.00 = linear growth).
relative() { if [ "$(echo "$3 > 0" | bc)" = 1 ]; then echo "scale=2; ($1 * $4) / ($2 * $3)" | bc; else echo "–"; fi; }

echo "### analyze: one file of N structs"
echo
echo "| types | analyze wall s | analyze CPU s | CPU per type ÷ smallest | parse-only CPU s | parse per type ÷ smallest |"
echo "|---|---|---|---|---|---|"
first=""
for count in $ANALYZE_SIZES; do
    dir="$WORK/types-$count"
    rm -rf "$dir"; mkdir -p "$dir/Sources/Shop/Domain"
    printf 'public struct Order: Equatable { public let id: String; public var total: Double }\n/// @mockable\npublic protocol OrderRepository { func orders() async throws -> [Order] }\n' > "$dir/Sources/Shop/Domain/Order.swift"
    for ((n = 0; n < count; n++)); do printf 'struct Value%d { var a: Int }\n' "$n"; done > "$dir/Sources/Shop/Domain/Values.swift"
    measure "$STRATA" analyze --project "$dir" --no-cache
    wall=$WALL cpu=$CPU
    measure "$SWIFTC" -parse "$dir/Sources/Shop/Domain/Values.swift" "$dir/Sources/Shop/Domain/Order.swift"
    parse=$CPU
    if [ -z "$first" ]; then first=$count; first_cpu=$cpu; first_parse=$parse; fi
    printf '| %s | %s | %s | %s | %s | %s |\n' "$count" "$wall" "$cpu" "$(relative "$cpu" "$count" "$first_cpu" "$first")" \
        "$parse" "$(relative "$parse" "$count" "$first_parse" "$first")"
done

echo
echo "### generate: N entities into an empty folder"
echo
echo "| entities | generate wall s | generate CPU s | CPU per entity ÷ smallest | parse-only CPU s (the generated files) | parse per entity ÷ smallest |"
echo "|---|---|---|---|---|---|"
# A fresh output folder each run (a shell, since /usr/bin/time runs programs, not functions).
fresh_generate=(sh -c 'rm -rf "$2" && exec "$0" generate --spec "$1" --output "$2"' "$STRATA")
first=""
for count in $GENERATE_SIZES; do
    spec="$WORK/entities-$count.yml"
    { echo "feature: Many"; echo "entities:"; for ((n = 0; n < count; n++)); do printf '  Entity%d:\n    properties:\n      name: String\n' "$n"; done; } > "$spec"
    measure "${fresh_generate[@]}" "$spec" "$WORK/out-$count"
    wall=$WALL cpu=$CPU
    find "$WORK/out-$count" -name '*.swift' > "$WORK/files-$count.txt"
    measure xargs -a "$WORK/files-$count.txt" "$SWIFTC" -parse
    parse=$CPU
    if [ -z "$first" ]; then first=$count; first_cpu=$cpu; first_parse=$parse; fi
    printf '| %s | %s | %s | %s | %s | %s |\n' "$count" "$wall" "$cpu" "$(relative "$cpu" "$count" "$first_cpu" "$first")" \
        "$parse" "$(relative "$parse" "$count" "$first_parse" "$first")"
done
