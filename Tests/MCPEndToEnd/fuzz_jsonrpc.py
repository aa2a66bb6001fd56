"""Fuzzes `strata mcp`'s JSON-RPC framing for a while: random bytes, truncated messages, huge ids,
deep nesting, mutated requests, oversized lines. After every fuzzed line a sentinel `ping` must be
answered (no hang), the process must stay alive (no crash), every answer must be one JSON-RPC
response, and every valid request must get its answer.

    python3 Tests/MCPEndToEnd/fuzz_jsonrpc.py --minutes 10 [--seed 1]

Prints the counts per case and exits 1 on the first broken invariant."""

import argparse
import collections
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
from strata_server import Project, RawServer, missing_prerequisite, request  # noqa: E402

VALID = [
    lambda: request(None, "ping"),
    lambda: request(None, "tools/list"),
    lambda: request(None, "tools/call", {"name": "explain_rule", "arguments": {"rule": "dto-boundary"}}),
    lambda: request(None, "tools/call", {"name": "conventions", "arguments": {}}),
]


class Fuzzer:
    def __init__(self, seed, project):
        self.random = random.Random(seed)
        self.server = RawServer(project)
        self.counts = collections.Counter()
        self.next_id = 1000

    def fresh_id(self):
        self.next_id += 1
        return self.next_id

    def drain_until(self, sentinel, also=None, timeout=60):
        """Answers up to the sentinel's (and the answer to `also`, which may come later: a tool call
        waits its turn, a ping does not); checks each is a JSON-RPC response."""
        deadline = time.monotonic() + timeout
        seen = []
        sentinel_seen = False
        while True:
            if sentinel_seen and (also is None or any(answer.get("id") == also for answer in seen)):
                return seen
            answer = self.server.next(timeout=max(0.01, deadline - time.monotonic()))
            if answer is None:
                raise AssertionError("the server ended (crash?)")
            if "unreadable" in answer or answer.get("jsonrpc") != "2.0" or "id" not in answer or ("result" in answer) == ("error" in answer):
                raise AssertionError(f"not a JSON-RPC response: {answer!r}"[:500])
            if answer.get("id") == sentinel:
                sentinel_seen = True
                continue
            seen.append(answer)

    def case(self):
        kind = self.random.choice(["bytes", "truncated", "huge_id", "deep", "mutated", "valid", "garbage_json", "oversized"]
                                  if self.random.random() < 0.02 else
                                  ["bytes", "truncated", "huge_id", "deep", "mutated", "valid", "garbage_json"])
        expect_id = None
        if kind == "bytes":
            line = bytes(self.random.getrandbits(8) for _ in range(self.random.randint(1, 400))).replace(b"\n", b" ")
        elif kind == "truncated":
            message = json.dumps(self.valid_message()).encode()
            line = message[: self.random.randint(1, len(message) - 1)]
        elif kind == "huge_id":
            id_text = self.random.choice([
                str(self.random.randint(10**30, 10**60)).encode(),
                b"-" + str(self.random.randint(1, 10**400)).encode(),
                json.dumps("i" * self.random.randint(1, 200_000)).encode(),
                json.dumps("".join(chr(self.random.randint(32, 0x2FFF)) for _ in range(50))).encode(),
            ])
            line = b'{"jsonrpc":"2.0","id":' + id_text + b',"method":"ping"}'
            expect_id = json.loads(id_text)
        elif kind == "deep":
            depth = self.random.randint(1, 20_000)
            opener, closer = self.random.choice([(b"[", b"]"), (b'{"a":', b"}")])
            value = opener * depth + b"1" + closer * depth
            id = self.fresh_id()
            line = b'{"jsonrpc":"2.0","id":' + str(id).encode() + b',"method":"tools/call","params":{"name":"lint","arguments":{"rules":' + value + b"}}}"
            expect_id = id
        elif kind == "mutated":
            message = self.valid_message()
            key = self.random.choice(list(message))
            message[key] = self.random.choice([None, 1.5, True, [], {}, "x", 10**40, {"deep": [[[]]]}])
            line = json.dumps(message).encode()
        elif kind == "garbage_json":
            line = json.dumps(self.random.choice([[], [1], 1, "s", None, {"jsonrpc": "2.0"}, {"id": 1}, [request(1, "ping")]])).encode()
        elif kind == "oversized":
            id = self.fresh_id()
            line = b'{"jsonrpc":"2.0","id":' + str(id).encode() + b',"method":"ping","params":{"pad":"' + b"p" * (5 * 1024 * 1024) + b'"}}'
            expect_id = id
        else:
            message = self.valid_message()
            line = json.dumps(message).encode()
            expect_id = message["id"]
        return kind, line, expect_id

    def valid_message(self):
        message = self.random.choice(VALID)()
        message["id"] = self.fresh_id()
        return message

    def run(self, seconds):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            kind, line, expect_id = self.case()
            self.counts[kind] += 1
            self.server.send(line)
            sentinel = self.fresh_id()
            self.server.send(request(sentinel, "ping"))
            started = time.monotonic()
            answers = self.drain_until(sentinel, also=expect_id)
            self.counts["sentinel answered"] += 1
            self.counts["max sentinel wait ms"] = max(self.counts["max sentinel wait ms"], int((time.monotonic() - started) * 1000))
            for answer in answers:
                code = answer.get("error", {}).get("code")
                self.counts[f"answer {code if code is not None else 'result'}"] += 1
            if expect_id is not None:
                if not any(answer.get("id") == expect_id for answer in answers):
                    raise AssertionError(f"{kind}: no answer to the request with id {str(expect_id)[:80]}; got {str(answers)[:300]}")
                self.counts["valid requests answered"] += 1
            if self.server.process.poll() is not None:
                raise AssertionError(f"the server exited with {self.server.process.returncode}")
        self.server.close_input()
        status = self.server.wait(timeout=30)
        if status != 0:
            raise AssertionError(f"exit status {status} at the end of input")
        self.counts["clean exit"] += 1


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--minutes", type=float, default=10)
    parser.add_argument("--seed", type=int, default=1)
    arguments = parser.parse_args()
    missing = missing_prerequisite()
    if missing:
        print(f"skipped: {missing}")
        return 0
    project = Project("fuzz")
    fuzzer = Fuzzer(arguments.seed, project.path)
    started = time.monotonic()
    try:
        fuzzer.run(arguments.minutes * 60)
        outcome = "ok"
    except Exception as error:  # noqa: BLE001 — any broken invariant ends the run, reported
        outcome = f"FAILED: {error}"
    finally:
        fuzzer.server.stop()
        project.close()
    print(json.dumps({"outcome": outcome, "seconds": round(time.monotonic() - started), "seed": arguments.seed,
                      "counts": dict(sorted(fuzzer.counts.items()))}, indent=2))
    return 0 if outcome == "ok" else 1


if __name__ == "__main__":
    sys.exit(main())
