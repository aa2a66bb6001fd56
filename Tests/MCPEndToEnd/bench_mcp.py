"""Benchmarks of `strata mcp` over stdio (not tests: they print medians for docs/BENCHMARKS.md).

    python3 Tests/MCPEndToEnd/bench_mcp.py [--runs 3] [--messages 0.25,0.5,1,2,3.9] [--properties 10,100,200,400,1000]

1. Reading a long message: one `tools/call` line of N MiB (an argument padded to that size), timed
   from the first byte written to its answer; a `ping` of a few bytes as the reference.
2. `add_property` with N properties on the generated movies example (dry run), timed call to answer.
"""

import argparse
import json
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
from strata_server import Project, RawServer, missing_prerequisite, request  # noqa: E402


def timed(server, message, id):
    data = message if isinstance(message, bytes) else json.dumps(message).encode()
    started = time.perf_counter()
    server.send(data)
    answer = server.expect(id, timeout=3600)
    return time.perf_counter() - started, answer


def messages(server, sizes, runs):
    rows = []
    ping = [timed(server, request(900 + run, "ping"), 900 + run)[0] for run in range(runs)]
    rows.append(("ping (reference)", statistics.median(ping), None))
    id = 1000
    for mebibytes in sizes:
        times = []
        for _ in range(runs):
            id += 1
            pad = "x" * int(mebibytes * 1024 * 1024)
            seconds, answer = timed(server, request(id, "tools/call", {"name": "explain_rule", "arguments": {"rule": pad}}), id)
            assert answer.get("error", {}).get("code") == -32602, answer
            times.append(seconds)
        rows.append((f"{mebibytes} MiB", statistics.median(times), statistics.median(times) / mebibytes))
    return rows


def add_property(server, counts, runs):
    rows = []
    id = 5000
    for count in counts:
        times = []
        for run in range(runs):
            id += 1
            properties = [{"name": f"bench{run}x{index}", "type": "Int", "default": "0"} for index in range(count)]
            seconds, answer = timed(server, request(id, "tools/call", {"name": "add_property", "arguments": {"entity": "Movie", "properties": properties}}), id)
            assert not answer["result"].get("isError"), str(answer)[:500]
            times.append(seconds)
        rows.append((f"{count} properties", statistics.median(times), statistics.median(times) / count))
    return rows


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--messages", default="0.25,0.5,1,2,3.9")
    parser.add_argument("--properties", default="10,100,200,400,1000")
    arguments = parser.parse_args()
    missing = missing_prerequisite()
    if missing:
        print(f"skipped: {missing}")
        return 0
    project = Project("bench")
    server = RawServer(project.path)
    try:
        sizes = [float(size) for size in arguments.messages.split(",") if size]
        counts = [int(count) for count in arguments.properties.split(",") if count]
        print(f"| message | median s | s per MiB |\n|---|---|---|")
        for name, seconds, per in messages(server, sizes, arguments.runs):
            print(f"| {name} | {seconds:.3f} | {'' if per is None else f'{per:.3f}'} |")
        if counts:
            id = 2
            server.send(request(id, "tools/call", {"name": "generate", "arguments": {"example": "movies", "write": True}}))
            assert not server.expect(id, timeout=3600)["result"].get("isError")
            print(f"\n| add_property | median s | ms per property |\n|---|---|---|")
            for name, seconds, per in add_property(server, counts, arguments.runs):
                print(f"| {name} | {seconds:.2f} | {per * 1000:.1f} |")
    finally:
        server.stop()
        project.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
