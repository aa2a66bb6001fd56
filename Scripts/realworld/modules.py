#!/usr/bin/env python3
"""Which module each type of a real project lands in, as `strata analyze` reads it.

    Scripts/realworld/modules.py STRATA TREE [TREE ...]

Each TREE is a folder written out by tree-out.sh (named OWNER+NAME@COMMIT). Prints one Markdown
row per tree: the build descriptions found, the types placed in a module, and how many modules.
Reads local folders only; downloads nothing. Works on a copy, so the tree gets no .strata cache.
"""
import json, os, shutil, subprocess, sys, tempfile

def row(strata, tree):
    with tempfile.TemporaryDirectory() as scratch:
        copy = os.path.join(scratch, "project")
        shutil.copytree(tree, copy, symlinks=True)
        report = os.path.join(scratch, "analysis.json")
        subprocess.run([strata, "analyze", "--project", copy, "--format", "json", "--no-cache", "-q", "-o", report], check=True)
        analysis = json.load(open(report))
        pbxproj = tuist = package = 0
        for folder, _, files in os.walk(copy):
            for name in files:
                if name == "project.pbxproj" and folder.endswith(".xcodeproj"): pbxproj += 1
                elif name == "Package.swift": package += 1
                elif name == "Project.swift" and b"import ProjectDescription" in open(os.path.join(folder, name), "rb").read(): tuist += 1
    types = analysis["types"]
    placed = sum(1 for t in types if t.get("module"))
    modules = len({t["module"] for t in types if t.get("module")})
    return f"| {os.path.basename(tree.rstrip('/'))} | {pbxproj} | {tuist} | {package} | {placed}/{len(types)} | {modules} |"

if __name__ == "__main__":
    if len(sys.argv) < 3: sys.exit(__doc__)
    print("| tree | Xcode projects | Tuist projects | Package.swift | types in a module | modules |")
    print("|---|---|---|---|---|---|")
    for tree in sys.argv[2:]: print(row(sys.argv[1], tree))
