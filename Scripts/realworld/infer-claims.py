#!/usr/bin/env python3
"""Re-runs `strata init --infer` on real projects from local trees and checks the claims a reviewer read.

    infer-claims.py [--strata PATH] TREE...

Each TREE is a folder written by tree-out.sh and named `<owner>+<name>@<short-sha>`. The claims are in
`infer-claims/claims.tsv` beside this script (columns: app, commit, field, before, right_when, reason):
one row per claim checked by reading the code, with the verdict on the report before the fixes and
what the claim's sentence must say (`contains:TEXT` / `excludes:TEXT`, joined by ` && `) to be right.
Prints one row per app (claims checked, right before, right now) and every claim that is not right
now; exits non-zero when one is not. Nothing is written to the trees (`--dry-run`), nothing downloaded.
"""
import argparse, collections, csv, json, os, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))


def holds(summary, condition):
    for part in condition.split(" && "):
        kind, _, text = part.partition(":")
        if kind == "contains" and text not in summary:
            return False
        if kind == "excludes" and text in summary:
            return False
    return True


def infer(strata, tree):
    run = subprocess.run([strata, "init", "--infer", "--dry-run", "--format", "json", "--project", tree], capture_output=True, text=True)
    if not run.stdout.strip():
        sys.exit(f"strata init --infer printed nothing for {tree}: {run.stderr.strip()}")
    return {finding["field"]: finding["summary"] for finding in json.loads(run.stdout)["findings"]}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--strata", default=os.path.join(HERE, "..", "..", ".build", "debug", "strata"))
    parser.add_argument("trees", nargs="+")
    args = parser.parse_args()
    with open(os.path.join(HERE, "infer-claims", "claims.tsv"), newline="") as handle:
        claims = collections.defaultdict(list)
        for row in csv.DictReader(handle, delimiter="\t"):
            claims[row["app"]].append(row)

    print("| app | commit | claims checked | right before | right now |")
    print("| --- | --- | ---: | ---: | ---: |")
    failures, totals = [], [0, 0, 0]
    for tree in args.trees:
        app = os.path.basename(os.path.normpath(tree)).split("@")[0]
        if app not in claims:
            continue
        findings = infer(args.strata, tree)
        rows = claims[app]
        before = sum(row["before"] == "right" for row in rows)
        now = 0
        for row in rows:
            summary = findings.get(row["field"], "(no claim)")
            if holds(summary, row["right_when"]):
                now += 1
            else:
                failures.append(f"  {app} {row['field']}: {summary}\n    expected {row['right_when']} ({row['reason']})")
        totals = [totals[0] + len(rows), totals[1] + before, totals[2] + now]
        print(f"| {app} | {rows[0]['commit']} | {len(rows)} | {before} | {now} |")
    print(f"| **all** | | {totals[0]} | {totals[1]} | {totals[2]} |")
    if failures:
        print("\nclaims not right now:")
        print("\n".join(failures))
        sys.exit(1)


if __name__ == "__main__":
    main()
