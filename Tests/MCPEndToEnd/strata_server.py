"""Drives the built `strata mcp` binary as a subprocess: raw JSON-RPC lines, and the official
MCP Python SDK's client. Shared by the end-to-end tests, the benchmarks and the fuzzer."""

import json
import os
import queue
import shutil
import subprocess
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PROTOCOL = "2025-06-18"


def binary():
    """The `strata` executable: $STRATA_BIN, else the debug or release build of this checkout."""
    if os.environ.get("STRATA_BIN"):
        return os.environ["STRATA_BIN"]
    for configuration in ("debug", "release"):
        candidate = ROOT / ".build" / configuration / "strata"
        if candidate.exists():
            return str(candidate)
    return None


def missing_prerequisite():
    """Why the end-to-end tests cannot run here, or None."""
    if binary() is None:
        return "no strata binary: run `swift build` first, or set STRATA_BIN"
    try:
        import mcp  # noqa: F401
    except ImportError:
        return "the MCP Python SDK is not installed: `python3 -m pip install mcp`"
    return None


def request(id, method, params=None):
    message = {"jsonrpc": "2.0", "id": id, "method": method}
    if params is not None:
        message["params"] = params
    return message


def initialize(id=0):
    return request(id, "initialize", {"protocolVersion": PROTOCOL, "capabilities": {}, "clientInfo": {"name": "e2e", "version": "1"}})


class Project:
    """A scratch project folder, removed with `close()`."""

    def __init__(self, name="project"):
        self.parent = Path(tempfile.mkdtemp(prefix=f"strata-e2e-{name}-"))
        self.path = self.parent / "project"
        self.path.mkdir()

    def write(self, relative, text):
        target = self.path / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)

    def close(self):
        shutil.rmtree(self.parent, ignore_errors=True)


class RawServer:
    """`strata mcp` with pipes: lines written as they are, answers read by a thread into a queue."""

    def __init__(self, project, initialized=True):
        self.process = subprocess.Popen(
            [binary(), "mcp", "--project", str(project)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, bufsize=0)
        self.answers = queue.Queue()
        self.raw = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        if initialized:
            self.send(initialize())
            self.expect(0, timeout=60)
            self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})

    def _read(self):
        for line in self.process.stdout:
            self.raw.append(line)
            try:
                self.answers.put(json.loads(line))
            except ValueError:
                self.answers.put({"unreadable": line})
        self.answers.put(None)

    def send(self, message):
        data = message if isinstance(message, bytes) else json.dumps(message).encode()
        self.process.stdin.write(data + b"\n")
        self.process.stdin.flush()

    def send_bytes(self, data):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def next(self, timeout=60):
        """The next answer line, or None at the end of the output; raises TimeoutError."""
        try:
            return self.answers.get(timeout=timeout)
        except queue.Empty:
            raise TimeoutError(f"no answer within {timeout} s")

    def expect(self, id, timeout=60):
        """The answer with this id (answers to other ids before it are kept aside)."""
        deadline = time.monotonic() + timeout
        while True:
            for answer in getattr(self, "_aside", []):
                if answer.get("id", "<none>") == id and type(answer.get("id")) is type(id):
                    self._aside.remove(answer)
                    return answer
            answer = self.next(timeout=max(0.01, deadline - time.monotonic()))
            if answer is None:
                raise EOFError(f"the server ended without answering {id!r}")
            if answer.get("id", "<none>") == id and type(answer.get("id")) is type(id):
                return answer
            self.__dict__.setdefault("_aside", []).append(answer)

    def close_input(self):
        self.process.stdin.close()

    def wait(self, timeout):
        return self.process.wait(timeout=timeout)

    def stop(self):
        try:
            self.process.stdin.close()
        except OSError:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def session_parameters(project):
    from mcp.client.stdio import StdioServerParameters
    return StdioServerParameters(command=binary(), args=["mcp", "--project", str(project)])
