#!/usr/bin/env bash
# `strata add usecase` with several repositories and a service, on a copy of a real app's tree (one
# that tree-out.sh wrote from a local snapshot; nothing is downloaded). Prints what Strata wrote, a
# second run's answer, and `swiftc -parse` of every new file.
#
#   Scripts/realworld/try-usecase-dependencies.sh STRATA APP_DIR NAME --repository A --repository B --service S
set -euo pipefail
strata=$1 app=$2; shift 2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$app" "$work/app"
cd "$work/app"
git init -q . && git add -A && git -c user.email=x@x -c user.name=x commit -qm base
"$strata" add usecase "$@" --no-cache | tail -12
echo "--- second run:"
"$strata" add usecase "$@" | tail -2
echo "--- new files, parsed:"
git status --porcelain | awk '{print $2}' | while read -r path; do
  if [ -d "$path" ]; then find "$path" -name '*.swift'; else echo "$path"; fi
done | grep '\.swift$' | grep -v '^\.strata' | while read -r file; do
  if swiftc -parse "$file" 2>/dev/null; then echo "ok    $file"; else echo "ERROR $file"; fi
done
