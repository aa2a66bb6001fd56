#!/usr/bin/env bash
# Pathological inputs, each run through the commands that read it, timed as medians of 3 runs:
# how each command's time grows with the input, and that each stays bounded (alias bombs and the
# nesting shapes refused or set aside; huge and deep files linear). Every input is generated here.
#
#   Benchmarks/Scripts/pathological.sh <strata binary> [work folder] [runs]
#
# Prints a Markdown table: input, size, command, median seconds, exit status, first line of output.
set -u
STRATA=${1:?usage: pathological.sh <strata binary> [work folder] [runs]}
WORK=${2:-$(mktemp -d)}
RUNS=${3:-3}
mkdir -p "$WORK"

repeat() { local text=$1 count=$2 out=""; for ((i = 0; i < count; i++)); do out+=$text; done; printf '%s' "$out"; }

# Median wall time of $RUNS runs of "$@"; sets MEDIAN, STATUS, FIRST (first line of output).
measure() {
    local times=() start end
    for ((run = 0; run < RUNS; run++)); do
        start=$(date +%s.%N)
        "$@" > "$WORK/out.txt" 2>&1
        STATUS=$?
        end=$(date +%s.%N)
        times+=("$(echo "$end - $start" | bc)")
    done
    MEDIAN=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (RUNS + 1) / 2 ))p")
    FIRST=$(grep -m1 -E 'error|warning|not parsed|problem|refus|[0-9]+ (files|types)' "$WORK/out.txt" | cut -c1-110 | tr '|' '/')
}

row() { printf '| %s | %s | `%s` | %.2f | %s | %s |\n' "$1" "$2" "$3" "$MEDIAN" "$STATUS" "$FIRST"; }

echo "| input | size | command | median s | exit | first line |"
echo "|---|---|---|---|---|---|"

# 1. Alias bombs: level L has 9 aliases of level L-1 ("billion laughs").
for levels in 3 5 7 9; do
    spec="$WORK/bomb-$levels.yml"
    {
        echo "feature: Bomb"
        echo 'l0: &l0 ["lol"]'
        for ((l = 1; l <= levels; l++)); do
            printf 'l%d: &l%d [' "$l" "$l"
            for ((a = 0; a < 9; a++)); do printf '*l%d%s' $((l - 1)) "$([ $a -lt 8 ] && echo ', ')"; done
            echo "]"
        done
        echo "entities:"
        echo "  Item:"
        echo "    properties:"
        echo "      name: String"
    } > "$spec"
    measure "$STRATA" validate --spec "$spec"
    row "alias bomb, $levels levels" "$(wc -c < "$spec") B" "validate" 
done

# 2. Duplicate keys: N entities, each written twice.
for count in 50 250 1000; do
    spec="$WORK/duplicates-$count.yml"
    {
        echo "feature: Twins"
        echo "entities:"
        for ((n = 0; n < count; n++)); do
            for copy in 1 2; do printf '  Entity%d:\n    properties:\n      name: String\n' "$n"; done
        done
    } > "$spec"
    measure "$STRATA" validate --spec "$spec"
    row "$count duplicated entities" "$(wc -c < "$spec") B" "validate"
done

# 3. Nesting shapes in a small project: one pathological file beside ordinary ones.
project() {
    local dir=$1
    rm -rf "$dir"; mkdir -p "$dir/Sources/Shop/Domain"
    cat > "$dir/Sources/Shop/Domain/Order.swift" <<'SWIFT'
public struct Order: Equatable { public let id: String; public var total: Double }
/// @mockable
public protocol OrderRepository { func orders() async throws -> [Order] }
SWIFT
}
shape() {  # name depth → the file's text
    case $1 in
        bracket-paren) printf 'let x = %s1%s\n' "$(repeat '[(' "$2")" "$(repeat ')]' "$2")" ;;
        bracket-comment) printf 'let x = %s1%s\n' "$(repeat '[/**/' "$2")" "$(repeat ']' "$2")" ;;
        generics) printf 'let x: %sInt%s = []\n' "$(repeat 'Array<' "$2")" "$(repeat '>' "$2")" ;;
        braces) printf 'func f() {\n%s\n%s\n}\n' "$(repeat 'do {' "$2")" "$(repeat '}' "$2")" ;;
    esac
}
for spec in "bracket-paren 10" "bracket-paren 20" "bracket-paren 30" "bracket-comment 20" "bracket-comment 40" \
            "generics 250" "generics 1000" "generics 2000" "braces 1000" "braces 5000"; do
    set -- $spec
    dir="$WORK/nest-$1-$2"
    project "$dir"
    shape "$1" "$2" > "$dir/Sources/Shop/Domain/Nested.swift"
    size="$(wc -c < "$dir/Sources/Shop/Domain/Nested.swift") B"
    for command in "lint" "analyze" "mock --dry-run --output Tests/Mocks"; do
        measure "$STRATA" $command --project "$dir" --no-cache
        row "$1 ×$2" "$size" "$command"
    done
    measure "$STRATA" add-property Order note:String --project "$dir" --dry-run --no-cache
    row "$1 ×$2" "$size" "add-property --dry-run"
done

# 4. One huge file of N structs (analyze's growth in the number of types).
for count in 2500 5000 10000 20000; do
    dir="$WORK/huge-$count"
    project "$dir"
    for ((n = 0; n < count; n++)); do printf 'struct Value%d { var a: Int }\n' "$n"; done > "$dir/Sources/Shop/Domain/Values.swift"
    measure "$STRATA" analyze --project "$dir" --no-cache
    row "$count structs in one file" "$(wc -c < "$dir/Sources/Shop/Domain/Values.swift") B" "analyze"
done

# 5. Generation of N entities into an empty folder (linear growth).
fresh_generate() { rm -rf "$2"; "$STRATA" generate --spec "$1" --output "$2"; }
for count in 250 500 1000 2000; do
    spec="$WORK/entities-$count.yml"
    { echo "feature: Many"; echo "entities:"; for ((n = 0; n < count; n++)); do printf '  Entity%d:\n    properties:\n      name: String\n' "$n"; done; } > "$spec"
    measure fresh_generate "$spec" "$WORK/out-$count"
    row "$count entities" "$(wc -c < "$spec") B" "generate"
done
