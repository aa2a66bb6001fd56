import Foundation
import Testing

/// The end-to-end suite in Tests/MCPEndToEnd: the built `strata mcp` driven as a subprocess, by raw
/// JSON-RPC lines (each case checked against the JSON-RPC 2.0 text) and by the official MCP Python
/// SDK's client. Skipped, saying why, when Python 3 or the `mcp` package is missing
/// (`python3 -m pip install mcp`, as .ci/run does), or with `STRATA_SKIP_E2E=1`.
@Suite("strata mcp driven by the MCP Python SDK", .serialized, .enabled(if: PythonEndToEnd.missing == nil, PythonEndToEnd.reason))
struct PythonClientTests {
    @Test(
        "JSON-RPC 2.0 conformance and framing; cancellation and closed pipes; every tool through the SDK's client",
        arguments: ["test_protocol", "test_lifecycle", "test_workflows"])
    func suite(_ module: String) throws {
        let (status, output) = try PythonEndToEnd.run(["python3", "-m", "unittest", "-v", module])
        #expect(status == 0, "\(module) failed:\n\(output.suffix(6_000))")
        #expect(!output.contains("skipped"), "\(module) skipped tests:\n\(output.suffix(2_000))")
    }
}

/// Where the Python suite lives and whether it can run.
enum PythonEndToEnd {
    static let folder = TestProject.fixtures.deletingLastPathComponent().appendingPathComponent("MCPEndToEnd")

    /// Why the suite cannot run here, or nil.
    static let missing: String? = {
        if ProcessInfo.processInfo.environment["STRATA_SKIP_E2E"] != nil { return "STRATA_SKIP_E2E is set" }
        guard StdioTests.binary != nil else { return "the strata binary is not built" }
        guard let status = try? run(["python3", "-c", "import mcp"]).status else { return "python3 is not installed" }
        return status == 0 ? nil : "the MCP Python SDK is not installed: python3 -m pip install mcp"
    }()

    static var reason: Comment { Comment(rawValue: missing ?? "") }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        if let binary = StdioTests.binary { environment["STRATA_BIN"] = binary.path }
        process.environment = environment
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
