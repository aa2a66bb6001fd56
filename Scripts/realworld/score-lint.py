#!/usr/bin/env python3
"""Re-lints real projects from local trees and scores the findings against hand labels.

    score-lint.py [--strata PATH] [--json OUT] TREE...

Each TREE is a folder written by tree-out.sh and named `<owner>+<name>@<short-sha>`; its labels are
read from `lint-labels/<owner>+<name>.tsv` beside this script (columns: app, commit, path, line,
rule, verdict, reason; verdict is right, wrong or debatable). A finding is matched to a label by
path, line and rule. Printed: per app and per rule, the findings reported, how many of them are
labeled right / wrong / debatable / not labeled, precision (right over labeled findings reported),
and every labeled-right finding that is no longer reported. Nothing is downloaded.
"""
import argparse, collections, csv, json, os, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))


def load_labels(app):
    path = os.path.join(HERE, "lint-labels", app + ".tsv")
    labels = {}
    if not os.path.exists(path):
        return labels
    with open(path, newline="") as handle:
        for row in csv.DictReader(handle, delimiter="\t"):
            labels[(row["path"], int(row["line"]), row["rule"])] = row
    return labels


def lint(strata, tree):
    run = subprocess.run([strata, "lint", "--project", tree, "--report", "json", "--no-cache"], capture_output=True, text=True)
    if not run.stdout.strip():
        sys.exit(f"strata lint printed nothing for {tree}: {run.stderr.strip()}")
    report = json.loads(run.stdout)
    found = []
    for finding in report["findings"]:
        found.append((finding["file"], int(finding["line"]), finding["rule"]))
    return found


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--strata", default=os.path.join(HERE, "..", "..", ".build", "debug", "strata"))
    parser.add_argument("--json", help="write the scores as JSON here")
    parser.add_argument("--list-unlabeled", action="store_true", help="print the findings no label covers")
    parser.add_argument("trees", nargs="+")
    args = parser.parse_args()

    per_app, per_rule = {}, collections.defaultdict(collections.Counter)
    lost, unlabeled = [], []
    for tree in args.trees:
        app = os.path.basename(os.path.normpath(tree)).split("@")[0]
        labels = load_labels(app)
        found = lint(args.strata, tree)
        counts = collections.Counter()
        reported = set(found)
        for key in found:
            verdict = labels[key]["verdict"] if key in labels else "unlabeled"
            counts[verdict] += 1
            per_rule[key[2]][verdict] += 1
            if verdict == "unlabeled":
                unlabeled.append((app,) + key)
        for key, row in labels.items():
            if row["verdict"] == "right" and key not in reported:
                lost.append((app,) + key)
        counts["reported"] = len(found)
        per_app[app] = counts

    def precision(c):
        labeled = c["right"] + c["wrong"] + c["debatable"]
        return f"{100 * c['right'] / labeled:.0f} %" if labeled else "–"

    header = "| {} | reported | right | wrong | debatable | unlabeled | precision |"
    print(header.format("app")); print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    total = collections.Counter()
    for app, c in sorted(per_app.items()):
        total.update(c)
        print(f"| {app} | {c['reported']} | {c['right']} | {c['wrong']} | {c['debatable']} | {c['unlabeled']} | {precision(c)} |")
    print(f"| **all** | {total['reported']} | {total['right']} | {total['wrong']} | {total['debatable']} | {total['unlabeled']} | {precision(total)} |")
    print()
    print(header.format("rule")); print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for rule, c in sorted(per_rule.items()):
        reported = sum(c.values())
        print(f"| `{rule}` | {reported} | {c['right']} | {c['wrong']} | {c['debatable']} | {c['unlabeled']} | {precision(c)} |")
    print()
    print(f"labeled-right findings no longer reported: {len(lost)}")
    for item in lost:
        print("  lost:", *item)
    if args.list_unlabeled:
        for item in unlabeled:
            print("  unlabeled:", *item)
    if args.json:
        with open(args.json, "w") as out:
            json.dump({"apps": per_app, "rules": per_rule, "lost": lost}, out, indent=1, default=dict)
    return 1 if lost else 0


if __name__ == "__main__":
    sys.exit(main())
