"""Cancellation and the client going away, over a real `strata mcp` subprocess."""

import json
import os
import subprocess
import sys
import time
import unittest

sys.path.insert(0, os.path.dirname(__file__))
from strata_server import Project, RawServer, binary, initialize, missing_prerequisite, request  # noqa: E402

SKIP = missing_prerequisite()


def call(id, name, arguments):
    return request(id, "tools/call", {"name": name, "arguments": arguments})


def many_properties(count, prefix="extra"):
    return [{"name": f"{prefix}{index}", "type": "Int", "default": "0"} for index in range(count)]


@unittest.skipIf(SKIP, SKIP)
class LifecycleTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.project = Project("lifecycle")
        server = RawServer(cls.project.path)
        server.send(call(1, "generate", {"example": "movies", "write": True}))
        answer = server.expect(1, timeout=600)
        assert not answer["result"].get("isError"), answer
        server.stop()

    @classmethod
    def tearDownClass(cls):
        cls.project.close()

    def test_a_cancelled_call_stops_and_the_next_call_is_not_blocked(self):
        server = RawServer(self.project.path)
        try:
            long_call = {"entity": "Movie", "properties": many_properties(200), "dryRun": True}
            server.send(call(11, "add_property", long_call))
            time.sleep(2.0)
            server.send({"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 11, "reason": "test"}})
            cancelled_at = time.monotonic()
            server.send(call(12, "explain_rule", {"rule": "dto-boundary"}))
            answer = server.expect(12, timeout=900)
            waited = time.monotonic() - cancelled_at
            self.assertEqual(answer["result"]["structuredContent"]["id"], "dto-boundary")
            # 200 properties take minutes (docs/BENCHMARKS.md); stopping at the next round takes one round's time.
            self.assertLess(waited, 60, f"the call after a cancelled one waited {waited:.2f} s")
            print(f"\nwaited {waited:.2f} s after the cancellation", file=sys.stderr)
            # "the receiver of a cancellation notification SHOULD NOT send a response for the cancelled request"
            server.send(request(13, "ping"))
            server.expect(13, timeout=30)
            self.assertFalse(any(a.get("id") == 11 for a in getattr(server, "_aside", [])), "the cancelled call was answered")
        finally:
            server.stop()

    def test_client_closing_both_pipes_mid_call_gets_a_clean_exit(self):
        process = subprocess.Popen(
            [binary(), "mcp", "--project", str(self.project.path)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, bufsize=0)
        process.stdin.write(json.dumps(initialize()).encode() + b"\n")
        process.stdout.readline()
        process.stdin.write(json.dumps(call(2, "add_property", {"entity": "Movie", "properties": many_properties(200), "dryRun": True})).encode() + b"\n")
        time.sleep(0.5)
        process.stdout.close()
        process.stdin.close()
        status = process.wait(timeout=120)
        error = process.stderr.read().decode()
        self.assertEqual(status, 0, f"not a clean exit (a negative status is a signal: -13 is SIGPIPE): {error[-2000:]}")
        self.assertIn("closed", error)

    def test_closing_the_output_while_idle_ends_the_server(self):
        process = subprocess.Popen(
            [binary(), "mcp", "--project", str(self.project.path)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, bufsize=0)
        process.stdin.write(json.dumps(initialize()).encode() + b"\n")
        process.stdout.readline()
        process.stdout.close()
        # stdin stays open: the server notices its output is gone and stops on its own.
        self.assertEqual(process.wait(timeout=30), 0)
        process.stdin.close()


if __name__ == "__main__":
    unittest.main()
