#!/usr/bin/env python3
"""`strata mock` (cold) beside Mockolo and parse-only passes over the same protocol corpus.

Runs, per round and in turn, each command under `/usr/bin/time -v` in a fresh process: Mockolo
(`-s CORPUS -d OUT`), `strata mock --single-file Generated/Mocks.swift --style seed --no-cache`
into a corpus without mocks, cache or manifest (removed before each run, untimed), and
the same with its caches on (the default: a first run that writes them), and
`strata-bench fresh-child parse-serial|parse-only` over the same files. Prints medians of wall,
user+sys CPU and peak RSS, and their ratios. Builds and downloads nothing: it is given the binaries.

usage: Benchmarks/Scripts/mock-vs-mockolo.py ROUNDS MOCKOLO STRATA STRATA_BENCH CORPUS
  CORPUS: the folder `strata-bench protocols 2000` prints.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile


def timed(command):
    """(wall s, cpu s, max RSS KiB) of one run under /usr/bin/time -v."""
    result = subprocess.run(["/usr/bin/time", "-v"] + command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    report = result.stderr
    if result.returncode != 0:
        sys.exit(f"failed ({result.returncode}): {' '.join(command)}\n{report[-2000:]}")
    wall = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)", report)
    hours, minutes, seconds = int(wall.group(1) or 0), int(wall.group(2)), float(wall.group(3))
    user = float(re.search(r"User time \(seconds\): ([\d.]+)", report).group(1))
    system = float(re.search(r"System time \(seconds\): ([\d.]+)", report).group(1))
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", report).group(1))
    return hours * 3600 + minutes * 60 + seconds, user + system, rss


def median(values):
    ordered = sorted(values)
    return ordered[len(ordered) // 2]


def main():
    if len(sys.argv) != 6:
        sys.exit(__doc__)
    rounds, mockolo, strata, bench, corpus = int(sys.argv[1]), *sys.argv[2:]
    corpus = os.path.abspath(corpus)
    for name in ("Generated", ".strata"):  # the corpus as `strata-bench protocols` leaves it
        shutil.rmtree(os.path.join(corpus, name), ignore_errors=True)
    files = sorted(os.path.join(folder, name) for folder, _, names in os.walk(corpus) for name in names if name.endswith(".swift"))
    scratch = tempfile.mkdtemp(prefix="mock-vs-mockolo-")
    listing = os.path.join(scratch, "files")
    with open(listing, "w") as handle:
        handle.write("\n".join(files))
    output = os.path.join(scratch, "MockoloMocks.swift")

    def reset():
        for name in ("Generated", ".strata"):
            shutil.rmtree(os.path.join(corpus, name), ignore_errors=True)

    nice = ["nice", "-n", "-10"] if os.geteuid() == 0 else []
    commands = {
        "parse-only (serial)": nice + [bench, "fresh-child", "parse-serial", corpus, listing],
        "parse-only (both cores)": nice + [bench, "fresh-child", "parse-only", corpus, listing],
        "mockolo": nice + [mockolo, "-s", corpus, "-d", output],
        "strata mock --no-cache": nice + [strata, "mock", "--project", corpus, "--single-file", "Generated/Mocks.swift", "--style", "seed", "--no-cache"],
        # The default: a first run that also writes the caches (each mock verified as a piece of its own).
        "strata mock (first run, caches on)": nice + [strata, "mock", "--project", corpus, "--single-file", "Generated/Mocks.swift", "--style", "seed"],
    }
    taken = {name: [] for name in commands}
    written = {"mockolo": output, "strata mock --no-cache": os.path.join(corpus, "Generated/Mocks.swift"),
               "strata mock (first run, caches on)": os.path.join(corpus, "Generated/Mocks.swift")}
    sizes = {}
    with open("/proc/loadavg") as handle:
        load_before = " ".join(handle.read().split()[:3])
    for round_number in range(rounds + 1):  # round 0 is the warm-up
        for name, command in commands.items():
            reset()
            if os.path.exists(output):
                os.remove(output)
            value = timed(command)
            if name in written:
                sizes[name] = os.path.getsize(written[name])
            if round_number > 0:
                taken[name].append(value)
    reset()
    with open("/proc/loadavg") as handle:
        load_after = " ".join(handle.read().split()[:3])
    base = median([wall for wall, _, _ in taken["parse-only (serial)"]])
    print(f"corpus: {len(files)} files under {corpus}; {rounds} rounds after 1 warm-up, in turn; load {load_before} before, {load_after} after")
    print("| command | wall median s (min–max) | ÷ serial parse | CPU (user+sys) median s | max RSS median MiB (min–max) | output bytes |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for name, values in taken.items():
        walls = [wall for wall, _, _ in values]
        cpus = [cpu for _, cpu, _ in values]
        rss = [kib / 1024 for _, _, kib in values]
        print(f"| {name} | {median(walls):.3f} ({min(walls):.3f}–{max(walls):.3f}) | {median(walls) / base:.2f}× | {median(cpus):.3f} "
              f"| {median(rss):.0f} ({min(rss):.0f}–{max(rss):.0f}) | {sizes.get(name, '')} |")
    shutil.rmtree(scratch, ignore_errors=True)


main()
