#!/usr/bin/env bash
# Writes one commit's tree of a local git directory out to a folder, file by file, skipping blobs the
# snapshot lacks (snapshots drop files of 4 MiB and more, so `git checkout`/`git archive` can fail).
# It reads a git directory already on this machine; it downloads nothing.
#   tree-out.sh GIT_DIR COMMIT DEST
set -euo pipefail
git_dir=$1 commit=$2 dest=$3
mkdir -p "$dest"
python3 - "$git_dir" "$commit" "$dest" <<'PY'
import os, subprocess, sys
git_dir, commit, dest = sys.argv[1:4]
ls = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "-z", "--full-tree", commit],
                    check=True, capture_output=True).stdout.split(b"\0")
entries = []
for line in ls:
    if not line: continue
    meta, path = line.split(b"\t", 1)
    mode, kind, sha = meta.split()
    if kind != b"blob" or mode == b"120000": continue   # no submodules, no symlinks
    entries.append((sha, path.decode("utf-8", "surrogateescape")))
cat = subprocess.Popen(["git", "--git-dir", git_dir, "cat-file", "--batch"],
                       stdin=subprocess.PIPE, stdout=subprocess.PIPE)
written = missing = 0
for sha, path in entries:
    cat.stdin.write(sha + b"\n"); cat.stdin.flush()
    header = cat.stdout.readline()
    if header.endswith(b"missing\n"):
        missing += 1; continue
    size = int(header.split()[2])
    data = cat.stdout.read(size); cat.stdout.read(1)
    target = os.path.join(dest, path)
    if not os.path.realpath(target).startswith(os.path.realpath(dest) + os.sep): continue
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "wb") as f: f.write(data)
    written += 1
cat.stdin.close(); cat.wait()
print(f"{written} files written, {missing} missing from the snapshot", file=sys.stderr)
PY
