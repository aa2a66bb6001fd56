"""JSON-RPC 2.0 and stdio behaviour of `strata mcp`, each case against the specification's text
(https://www.jsonrpc.org/specification, quoted per test), over a real subprocess."""

import json
import os
import signal
import sys
import time
import unittest

sys.path.insert(0, os.path.dirname(__file__))
from strata_server import Project, RawServer, initialize, missing_prerequisite, request  # noqa: E402

SKIP = missing_prerequisite()

INVALID_REQUEST = -32600
INVALID_PARAMS = -32602
PARSE_ERROR = -32700
METHOD_NOT_FOUND = -32601


@unittest.skipIf(SKIP, SKIP)
class ProtocolTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.project = Project("protocol")
        cls.server = RawServer(cls.project.path)

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()
        cls.project.close()

    def error_of(self, answer):
        self.assertIn("error", answer, answer)
        self.assertNotIn("result", answer, answer)
        self.assertEqual(answer["jsonrpc"], "2.0")
        return answer["error"]["code"], answer["error"]["message"]

    def answer_with_null_id(self, line):
        self.server.send(line)
        answer = self.server.expect(None, timeout=30)
        self.assertIsNone(answer["id"])
        return answer

    # "-32700 Parse error: Invalid JSON was received by the server." and the id "MUST be Null".
    def test_parse_error_carries_null_id(self):
        code, message = self.error_of(self.answer_with_null_id(b'{"jsonrpc": "2.0", "method": "foobar, "params": "bar", "baz]'))
        self.assertEqual(code, PARSE_ERROR)
        self.assertIn("byte", message)

    def test_invalid_utf8_is_a_parse_error(self):
        code, _ = self.error_of(self.answer_with_null_id(b'{"jsonrpc":"2.0","id":"\xff","method":"ping"}'))
        self.assertEqual(code, PARSE_ERROR)

    # "-32600 Invalid Request: The JSON sent is not a valid Request object."
    def test_valid_json_that_is_not_a_request(self):
        for line in [b"1", b'"ping"', b"null", b'{"foo": "bar"}', b'{"jsonrpc": "2.0"}']:
            with self.subTest(line=line):
                code, _ = self.error_of(self.answer_with_null_id(line))
                self.assertEqual(code, INVALID_REQUEST)

    # The specification's own example: {"jsonrpc": "2.0", "method": 1, "params": "bar"} → -32600, id null.
    def test_method_that_is_not_a_string(self):
        code, message = self.error_of(self.answer_with_null_id(b'{"jsonrpc": "2.0", "method": 1, "params": "bar"}'))
        self.assertEqual(code, INVALID_REQUEST)

    # "An empty Array" → a single Invalid Request with id null. MCP (2025-06-18 on) has no batches:
    # any batch gets that one answer.
    def test_batch_is_refused_with_one_answer(self):
        for line in [b"[]", b"[1, 2, 3]", json.dumps([request(90, "ping")]).encode()]:
            with self.subTest(line=line):
                code, message = self.error_of(self.answer_with_null_id(line))
                self.assertEqual(code, INVALID_REQUEST)
                self.assertIn("batch", message)

    # "id: ... MUST contain a String, Number, or NULL value if included" (and MCP: string or integer).
    def test_ids_that_are_not_string_integer_or_null(self):
        for id_text in [b"1.5", b"true", b"false", b'{"a": 1}', b"[1]", b"1e3"]:
            with self.subTest(id=id_text):
                code, message = self.error_of(self.answer_with_null_id(b'{"jsonrpc":"2.0","id":' + id_text + b',"method":"ping"}'))
                self.assertEqual(code, INVALID_REQUEST)
                self.assertIn("`id`", message)

    # A null id is answered with null (the Response's id "MUST be the same as the value of the id member").
    def test_null_id_is_answered_with_null(self):
        answer = self.answer_with_null_id(json.dumps(request(None, "ping")).encode())
        self.assertEqual(answer.get("result"), {})

    def test_ids_are_echoed_byte_for_byte(self):
        for id_text in [b"123456789012345678901234567890", b"-7", b'""', b'"\\u00e9t\\u00e9"', b"0"]:
            with self.subTest(id=id_text):
                self.server.send(b'{"jsonrpc":"2.0","id":' + id_text + b',"method":"ping"}')
                answer = self.server.next(timeout=30)
                raw = self.server.raw[-1]
                self.assertIn(b'"id":' + id_text, raw, raw)
                self.assertEqual(answer.get("result"), {})

    def test_wrong_version_keeps_the_id(self):
        self.server.send(b'{"jsonrpc":"1.0","id":41,"method":"ping"}')
        code, message = self.error_of(self.server.expect(41))
        self.assertEqual(code, INVALID_REQUEST)
        self.assertIn("jsonrpc", message)

    # "A Notification is a Request object without an "id" member ... The Server MUST NOT reply to a Notification."
    def test_notifications_get_no_answer(self):
        self.server.send({"jsonrpc": "2.0", "method": "notifications/unknown", "params": {}})
        self.server.send({"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 999}})
        self.server.send(request(42, "ping"))
        answer = self.server.next(timeout=30)
        self.assertEqual(answer.get("id"), 42, "the ping's answer comes first: the notifications got none")

    # "-32601 Method not found"
    def test_unknown_method(self):
        self.server.send(request(43, "no/such/method"))
        code, _ = self.error_of(self.server.expect(43))
        self.assertEqual(code, METHOD_NOT_FOUND)

    # "-32602 Invalid params: Invalid method parameter(s)." with a message naming the problem.
    def test_malformed_tools_call(self):
        cases = {
            "no params": (request(50, "tools/call"), "`params` is required"),
            "no name": (request(51, "tools/call", {"arguments": {}}), "`params.name` is required"),
            "numeric name": (request(52, "tools/call", {"name": 7}), "`params.name` must be a string"),
            "string arguments": (request(53, "tools/call", {"name": "lint", "arguments": "rules"}), "`params.arguments` must be an object"),
            "array arguments": (request(54, "tools/call", {"name": "lint", "arguments": [1]}), "`params.arguments` must be an object"),
            "array params": (request(55, "tools/call", ["lint"]), "MCP passes parameters by name"),
            "unknown tool": (request(56, "tools/call", {"name": "nope"}), "unknown tool"),
            "unknown argument": (request(57, "tools/call", {"name": "lint", "arguments": {"rulez": []}}), "unknown argument `rulez`"),
        }
        for name, (message, expected) in cases.items():
            with self.subTest(case=name):
                self.server.send(message)
                code, text = self.error_of(self.server.expect(message["id"]))
                self.assertEqual(code, INVALID_PARAMS, text)
                self.assertIn(expected, text)

    def test_params_that_are_not_structured(self):
        self.server.send(b'{"jsonrpc":"2.0","id":58,"method":"tools/list","params":5}')
        code, message = self.error_of(self.server.expect(58))
        self.assertEqual(code, INVALID_REQUEST)
        self.assertIn("`params`", message)

    def test_malformed_initialize(self):
        self.server.send(request(59, "initialize", {"protocolVersion": 2025}))
        code, message = self.error_of(self.server.expect(59))
        self.assertEqual(code, INVALID_PARAMS)
        self.assertIn("protocolVersion", message)

    # Arguments nested 1,000 deep: an error the client can match (its own id), not a parse error.
    def test_deep_nesting_is_answered_with_the_id(self):
        deep = b"[" * 1000 + b"]" * 1000
        self.server.send(b'{"jsonrpc":"2.0","id":60,"method":"tools/call","params":{"name":"lint","arguments":{"rules":' + deep + b"}}}")
        code, message = self.error_of(self.server.expect(60))
        self.assertEqual(code, INVALID_PARAMS)
        self.assertIn("levels deep", message)

    def test_oversized_message_is_refused_at_once_and_the_stream_goes_on(self):
        # 5 MiB of one argument, no newline yet: the refusal must come before the message ends.
        head = b'{"jsonrpc":"2.0","id":61,"method":"tools/call","params":{"name":"explain_rule","arguments":{"rule":"'
        self.server.send_bytes(head + b"x" * (5 * 1024 * 1024))
        code, message = self.error_of(self.server.expect(61, timeout=30))
        self.assertEqual(code, INVALID_REQUEST)
        self.assertIn("limit", message)
        self.server.send_bytes(b"x" * (3 * 1024 * 1024) + b'"}}}\n')
        self.server.send(request(62, "ping"))
        self.assertEqual(self.server.expect(62).get("result"), {})

    def test_a_message_just_under_the_limit_is_read(self):
        padding = "x" * (4 * 1024 * 1024 - 200)
        self.server.send(request(63, "tools/call", {"name": "explain_rule", "arguments": {"rule": padding}}))
        code, message = self.error_of(self.server.expect(63, timeout=60))
        self.assertEqual(code, INVALID_PARAMS, "read whole, then refused by the argument's own limit")
        self.assertIn("over the limit", message)


@unittest.skipIf(SKIP, SKIP)
class EndOfInputTests(unittest.TestCase):
    """A client that writes its requests and closes stdin: every request answered, then the end within a second."""

    def setUp(self):
        self.project = Project("eof")

    def tearDown(self):
        self.project.close()

    def run_and_close(self, line):
        server = RawServer(self.project.path)
        server.send(line)
        server.close_input()
        started = time.monotonic()
        status = server.wait(timeout=30)
        elapsed = time.monotonic() - started
        answers = []
        while (answer := server.next(timeout=5)) is not None:
            answers.append(answer)
        return status, elapsed, answers

    def test_eof_after_unanswerable_ids_ends_at_once(self):
        for id_text, expected in [(b"null", None), (b"1.5", INVALID_REQUEST), (b"true", INVALID_REQUEST), (b'{"x":1}', INVALID_REQUEST)]:
            with self.subTest(id=id_text):
                status, elapsed, answers = self.run_and_close(b'{"jsonrpc":"2.0","id":' + id_text + b',"method":"ping"}')
                self.assertEqual(status, 0)
                self.assertLess(elapsed, 1.0, "the process ends within a second of the end of its input")
                self.assertEqual(len(answers), 1, answers)
                self.assertIsNone(answers[0]["id"])
                if expected is None:
                    self.assertEqual(answers[0].get("result"), {})
                else:
                    self.assertEqual(answers[0]["error"]["code"], expected)

    def test_eof_after_a_tool_call_still_answers_it(self):
        status, _, answers = self.run_and_close(json.dumps(request(5, "tools/call", {"name": "explain_rule", "arguments": {"rule": "dto-boundary"}})).encode())
        self.assertEqual(status, 0)
        self.assertEqual([a["id"] for a in answers], [5])
        self.assertEqual(answers[0]["result"]["structuredContent"]["id"], "dto-boundary")

    def test_last_line_without_newline_is_read(self):
        server = RawServer(self.project.path)
        server.send_bytes(json.dumps(request(6, "ping")).encode())
        server.close_input()
        self.assertEqual(server.wait(timeout=30), 0)
        self.assertEqual(server.expect(6, timeout=5).get("result"), {})


if __name__ == "__main__":
    unittest.main()
