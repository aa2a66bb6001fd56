#!/usr/bin/env python3
"""Replays real commits in which a person added a property to a model and carried it through the
layers: writes the parent commit's tree out, runs `strata` on it as a user would, and compares the
Swift files Strata changed with the Swift files the person changed. Prints a Markdown table.

It reads local snapshots only (bare git directories named `owner+name`, e.g. from `fetch`); it
downloads nothing.

  replay-add-property.py --strata .build/debug/strata [--trees DIR] [--work DIR] [--only KEY] SNAPSHOT_GIT_DIR...

Parent trees are written once to --trees (default /work/realworld, as `owner+name@parent`) and
copied to --work for each run, so the trees stay as the commit left them.

The replays are listed in add-property-replays.tsv beside this script. A person's file counts when
its diff mentions one of the carried property names and it is not a screen (views, view controllers,
cells, reactors, view models, coordinators, layouts, and any file declaring a SwiftUI or UIKit
view: code that shows a value, which no model evolution writes); those are listed apart.
"""
import argparse, os, re, shlex, shutil, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
SCREEN = re.compile(r'(View|ViewController|Cell|Reactor|ViewModel|Coordinator|Screen|Datasource|DataSource|Kind|Layout|UiState|Builder|Buildable)\.swift$')
# Except the Data layer's data sources and their mocks (`Data/…/MockPaymentMethodsLocalDataSource.swift`):
# layer files, not a screen's table data source.
DATA_SOURCE = re.compile(r'(^|/)(Data|DataTests)/.*(Datasource|DataSource)\.swift$')


def run(cmd, cwd=None, check=True):
    return subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, errors="replace", check=check)


SCREEN_DECLARATION = re.compile(r':\s*(some\s+)?(View|UIView|UIViewController|UITableViewCell|UICollectionViewCell|ViewModifier)\b'
                                r'|[:,]\s*(UITableViewDataSource|UICollectionViewDataSource|UITableViewDiffableDataSource|UICollectionViewDiffableDataSource)\b')


def is_screen(git_dir, commit, path):
    """A file that declares a SwiftUI view or a UIKit view or controller, whatever its name."""
    text = run(["git", "--git-dir", git_dir, "show", f"{commit}:{path}"], check=False).stdout
    return bool(SCREEN_DECLARATION.search(text))


def person_files(git_dir, parent, commit, names):
    changed = run(["git", "--git-dir", git_dir, "diff", "--name-only", parent, commit, "--", "*.swift"]).stdout.split()
    words = re.compile(r'\b(' + "|".join(map(re.escape, names)) + r')\b')
    layers, screens = [], []
    for path in changed:
        diff = run(["git", "--git-dir", git_dir, "diff", "-U0", parent, commit, "--", path]).stdout
        lines = [l for l in diff.splitlines() if l[:1] in "+-" and not l.startswith(("+++", "---"))]
        if not any(words.search(l) for l in lines):
            continue
        screen = (SCREEN.search(path) and not DATA_SOURCE.search(path)) or is_screen(git_dir, commit, path)
        (screens if screen else layers).append(path)
    return layers, screens


def parse_errors(tree, paths):
    bad = []
    for path in paths:
        result = run(["swiftc", "-frontend", "-parse", os.path.join(tree, path)], check=False)
        if result.returncode != 0:
            bad.append(path)
    return bad


def replay(args, git_dir, entry):
    key, commit, kind, command, names = entry
    # `A..B`: a person's change made in several commits, replayed from A (B's ancestor) to B.
    start, _, commit = commit.rpartition("..")
    full = run(["git", "--git-dir", git_dir, "rev-parse", commit]).stdout.strip()
    parent = run(["git", "--git-dir", git_dir, "rev-parse", (start or full + "^")]).stdout.strip()
    base = os.path.join(args.trees, f"{key}@{parent[:8]}")
    if not os.path.isdir(base):
        run([os.path.join(HERE, "tree-out.sh"), git_dir, parent, base])
    tree = os.path.join(args.work, "run", f"{key}@{commit[:8]}")
    shutil.rmtree(tree, ignore_errors=True)
    os.makedirs(os.path.dirname(tree), exist_ok=True)
    shutil.copytree(base, tree, symlinks=True)
    run(["git", "init", "-q"], cwd=tree)
    run(["git", "add", "-A"], cwd=tree)
    run(["git", "-c", "user.name=replay", "-c", "user.email=replay@localhost", "commit", "-qm", "parent"], cwd=tree)
    # Several commands (`a && b`) run one after the other, as a person would type them.
    output, code, argvs = "", 0, []
    for part in command.split(" && "):
        argv = [args.strata] + shlex.split(part) + ["--project", tree, "--no-cache"]
        argvs.append(" ".join(map(shlex.quote, argv)))
        step = run(argv, check=False)
        output += step.stdout + step.stderr
        code = code or step.returncode
    result = subprocess.CompletedProcess(argvs, code, output, "")
    status = run(["git", "status", "--porcelain", "-uall"], cwd=tree).stdout.splitlines()
    strata = sorted(line[3:] for line in status if line.endswith(".swift"))
    layers, screens = person_files(git_dir, parent, full, names.split(","))
    hit = [p for p in layers if p in strata]
    extra = [p for p in strata if p not in layers]
    errors = parse_errors(tree, strata)
    # Places Strata left for a person, named file:line:col in its warnings.
    told = sorted({m.group(1) for m in re.finditer(r'^(\S[^:\n]*\.swift):\d+:\d+: warning:', result.stdout + result.stderr, re.M)})
    pointed = [p for p in layers if p not in strata and p in told]
    log = os.path.join(args.work, "run", f"{key}@{commit[:8]}.log")
    with open(log, "w") as out:
        out.write("\n".join(argvs) + f"\nexit {result.returncode}\n" + result.stdout + result.stderr)
    return dict(key=key, commit=entry[1], kind=kind, command=command, layers=layers, screens=screens, strata=strata, hit=hit,
                extra=extra, errors=errors, exit=result.returncode, log=log, pointed=pointed)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--strata", required=True)
    parser.add_argument("--trees", default="/work/realworld")
    parser.add_argument("--work", default="/tmp/strata-replays")
    parser.add_argument("--only", help="replay only this repository key (owner+name)")
    parser.add_argument("--details", action="store_true", help="list each replay's files")
    parser.add_argument("snapshots", nargs="+")
    args = parser.parse_args()
    args.strata = os.path.abspath(args.strata)
    snapshots = {}
    for path in args.snapshots:
        key = next((part for part in reversed(os.path.abspath(path).split(os.sep)) if "+" in part), None)
        if key: snapshots[key] = os.path.abspath(path)
    entries = []
    with open(os.path.join(HERE, "add-property-replays.tsv")) as table:
        for line in table:
            if line.startswith("#") or not line.strip(): continue
            entries.append(line.rstrip("\n").split("\t"))
    print("| repository | commit | kind | command | person's files (layers) | Strata changed them | left by hand, named file:line | Strata extra | parse errors | exit |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    total = hits = pointed = 0
    results = []
    for entry in entries:
        if args.only and entry[0] != args.only: continue
        if entry[0] not in snapshots:
            print(f"| {entry[0]} | {entry[1]} | — | snapshot not given | | | | | | |"); continue
        r = replay(args, snapshots[entry[0]], entry)
        results.append(r)
        total += len(r["layers"]); hits += len(r["hit"]); pointed += len(r["pointed"])
        print(f"| {r['key'].replace('+', '/')} | {r['commit']} | {r['kind']} | `strata {r['command']}` | {len(r['layers'])} | {len(r['hit'])} | {len(r['pointed'])} | {len(r['extra'])} | {len(r['errors'])} | {r['exit']} |")
    print(f"\nTotal: Strata changed {hits} of the {total} layer files the persons changed"
          f" ({100 * hits // max(total, 1)} %); {pointed} more named as left by hand.")
    if args.details:
        for r in results:
            print(f"\n### {r['key']} {r['commit']} (log: {r['log']})")
            for p in r["layers"]: print(("  hit   " if p in r["hit"] else "  told  " if p in r["pointed"] else "  MISS  ") + p)
            for p in r["extra"]: print("  extra " + p)
            for p in r["screens"]: print("  screen (not counted) " + p)
            for p in r["errors"]: print("  PARSE ERROR " + p)


if __name__ == "__main__":
    main()
