import Foundation
import MCP
import StrataMCP

/// An SDK client connected to a `StrataMCPServer` in this process over the SDK's in-memory
/// transport, as the MCP tests drive it: what an agent's `tools/call` costs, without a subprocess.
struct MCPClientHarness {
    let client: Client
    let server: Server

    static func start(project: URL) async throws -> MCPClientHarness {
        let (clientTransport, serverTransport) = await InMemoryTransport.createConnectedPair()
        let server = try await StrataMCPServer(project: project).start(transport: serverTransport)
        let client = Client(name: "strata-bench", version: "1.0")
        try await client.connect(transport: clientTransport)
        return MCPClientHarness(client: client, server: server)
    }

    /// One `lint` call (`STRATA_BENCH_MCP_LIMIT` findings a page, else the tool's default); its summary
    /// line (the text's last line), to show it answered.
    func lint() async throws -> String {
        let limit = ProcessInfo.processInfo.environment["STRATA_BENCH_MCP_LIMIT"].flatMap(Int.init)
        let arguments: [String: Value] = limit.map { ["limit": .int($0)] } ?? [:]
        let result = try await client.send(CallTool.request(.init(name: "lint", arguments: arguments))).value
        guard result.isError != true else { throw Failure("lint failed") }
        let text = result.content.compactMap { content -> String? in
            if case .text(let text, _, _) = content { return text }
            return nil
        }.joined(separator: "\n")
        return String(text.split(separator: "\n").last ?? "")
    }

    func stop() async {
        await client.disconnect()
        await server.stop()
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
