import Foundation
import MCP
import StrataPipeline
import SystemPackage
import Testing

/// The built `strata mcp` binary as an MCP client starts it: a subprocess speaking JSON-RPC lines on
/// stdin/stdout. Gated like the other end-to-end tests (`STRATA_SKIP_E2E=1` skips them).
@Suite("strata mcp over stdio", .enabled(if: ProcessInfo.processInfo.environment["STRATA_SKIP_E2E"] == nil))
struct StdioTests {
    /// `swift test` builds every product, so the binary sits beside the test bundle.
    static let binary: URL? = {
        let buildDirectory = TestProject.fixtures.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build")
        for configuration in ["debug", "release"] {
            let url = buildDirectory.appendingPathComponent(configuration).appendingPathComponent("strata")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }()

    /// The server process with its stdin and stdout as pipes; stderr is discarded.
    final class ServerProcess: @unchecked Sendable {
        let process = Process()
        let input = Pipe()
        let output = Pipe()

        init(project: URL) throws {
            let binary = try #require(StdioTests.binary, "build the strata product first (swift build)")
            process.executableURL = binary
            process.arguments = ["mcp", "--project", project.path]
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        func send(_ line: String) {
            input.fileHandleForWriting.write(Data((line + "\n").utf8))
        }

        /// Closes stdin at once, as a shell pipe does after its last line, and reads stdout to its end:
        /// the server must still answer every request. A watchdog ends a server that hangs.
        func closeAndReadAll(timeout: TimeInterval = 120) -> (lines: [[String: Any]], status: Int32) {
            try? input.fileHandleForWriting.close()
            let process = process
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { if process.isRunning { process.terminate() } }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let lines = data.split(separator: UInt8(ascii: "\n")).compactMap { try? JSONSerialization.jsonObject(with: Data($0)) as? [String: Any] }
            return (lines, process.terminationStatus)
        }

        func stop() {
            try? input.fileHandleForWriting.close()
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
    }

    @Test func rawLinesIncludingMalformedOnesGetAnswers() throws {
        let project = try TestProject("stdio-raw")
        defer { project.cleanUp() }
        let server = try ServerProcess(project: project.url)
        server.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}"#)
        server.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
        server.send(#"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#)
        server.send(#"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"explain_rule","arguments":{"rule":"dto-boundary"}}}"#)
        server.send("this is not JSON {")
        server.send(#"{"jsonrpc":"2.0","id":5,"method":"no/such/method"}"#)
        server.send(#"{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"generate","arguments":{"example":"workouts","output":{"a":1}}}}"#)
        server.send(#"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"generate","arguments":{"example":"workouts","output":"../escape","write":true}}}"#)
        let (answers, status) = server.closeAndReadAll()
        #expect(status == 0, "the server exits cleanly when stdin closes")
        #expect(answers.count == 7, "every request answered before exiting")

        func answer(_ id: Int) -> [String: Any]? { answers.first { $0["id"] as? Int == id } }
        let initialize = answer(1)?["result"] as? [String: Any]
        #expect((initialize?["serverInfo"] as? [String: Any])?["name"] as? String == "strata")
        let tools = (answer(2)?["result"] as? [String: Any])?["tools"] as? [[String: Any]]
        #expect(tools?.count == MCPToolName.all.count)
        let explained = answer(3)?["result"] as? [String: Any]
        #expect((explained?["structuredContent"] as? [String: Any])?["id"] as? String == "dto-boundary")
        let parseError = answers.first { ($0["error"] as? [String: Any])?["code"] as? Int == -32700 }
        #expect(parseError != nil, "a line that is not JSON gets a parse error: \(answers)")
        #expect((answer(5)?["error"] as? [String: Any])?["code"] as? Int == -32601)
        let wrongType = answer(6)?["error"] as? [String: Any]
        #expect(wrongType?["code"] as? Int == -32602)
        #expect((wrongType?["message"] as? String)?.contains("`output` must be a string, not an object") == true)
        let escape = answer(7)?["result"] as? [String: Any]
        #expect(escape?["isError"] as? Bool == true)
        #expect(!FileManager.default.fileExists(atPath: project.url.deletingLastPathComponent().appendingPathComponent("escape").path))
    }

    @Test func theSDKClientDrivesTheBinary() async throws {
        let project = try TestProject("stdio-client")
        defer { project.cleanUp() }
        let server = try ServerProcess(project: project.url)
        defer { server.stop() }
        let transport = StdioTransport(
            input: FileDescriptor(rawValue: server.output.fileHandleForReading.fileDescriptor),
            output: FileDescriptor(rawValue: server.input.fileHandleForWriting.fileDescriptor))
        let client = Client(name: "strata-stdio-test", version: "1.0")
        let initialized = try await client.connect(transport: transport)
        #expect(initialized.serverInfo.name == "strata")
        #expect(try await client.listTools().tools.count == MCPToolName.all.count)
        let result = try await client.send(CallTool.request(.init(name: "generate", arguments: ["example": "workouts", "write": true]))).value
        #expect(result.isError != true)
        #expect(result.structuredContent?.objectValue?["written"] == true)
        #expect(FileManager.default.fileExists(atPath: project.url.appendingPathComponent(".strata/manifest.json").path))
        await client.disconnect()
    }
}
