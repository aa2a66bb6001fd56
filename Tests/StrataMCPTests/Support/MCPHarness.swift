import Foundation
import MCP
import StrataMCP
import Testing

/// An SDK client talking to a `StrataMCPServer` in the same process, over the SDK's in-memory
/// transport pair: what a real client sends, without a subprocess.
struct MCPHarness {
    let client: Client
    let server: Server
    let project: URL
    /// The tools as `tools/list` announced them.
    let tools: [Tool]

    static func start(project: URL, modelEvolution: (any ModelEvolutionService)? = nil) async throws -> MCPHarness {
        let (clientTransport, serverTransport) = await InMemoryTransport.createConnectedPair()
        let server = try await StrataMCPServer(project: project, modelEvolution: modelEvolution).start(transport: serverTransport)
        let client = Client(name: "strata-tests", version: "1.0")
        try await client.connect(transport: clientTransport)
        let tools = try await client.listTools().tools
        return MCPHarness(client: client, server: server, project: project, tools: tools)
    }

    func stop() async {
        await client.disconnect()
        await server.stop()
    }

    /// `tools/call` with the whole result (the SDK's `callTool` drops `structuredContent`).
    func call(_ name: String, _ arguments: [String: Value] = [:]) async throws -> CallTool.Result {
        try await client.send(CallTool.request(.init(name: name, arguments: arguments))).value
    }

    /// A call expected to succeed; its text and structured result.
    func success(_ name: String, _ arguments: [String: Value] = [:], sourceLocation: SourceLocation = #_sourceLocation) async throws -> (text: String, structured: [String: Value])
    {
        let result = try await call(name, arguments)
        #expect(result.isError != true, "\(name) failed: \(result.text)", sourceLocation: sourceLocation)
        let structured = try #require(result.structuredContent?.objectValue, "\(name) returned no structured result", sourceLocation: sourceLocation)
        let schema = try #require(tools.first { $0.name == name }?.outputSchema, sourceLocation: sourceLocation)
        let problems = SchemaCheck.problems(.object(structured), against: schema)
        #expect(problems.isEmpty, "\(name)'s result does not match its output schema: \(problems)", sourceLocation: sourceLocation)
        return (result.text, structured)
    }

    /// A call expected to run and fail (`isError`); its text.
    func failure(_ name: String, _ arguments: [String: Value] = [:], sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        let result = try await call(name, arguments)
        #expect(result.isError == true, "\(name) should have failed: \(result.text.prefix(500))", sourceLocation: sourceLocation)
        return result.text
    }

    /// A call expected to be refused as malformed (a JSON-RPC error); the error.
    func rejection(_ name: String, _ arguments: [String: Value] = [:], sourceLocation: SourceLocation = #_sourceLocation) async -> MCPError? {
        do {
            let result = try await call(name, arguments)
            Issue.record("\(name) should have been refused, answered: \(result.text.prefix(300))", sourceLocation: sourceLocation)
            return nil
        } catch let error as MCPError {
            return error
        } catch {
            Issue.record("\(name): unexpected error \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }
}

extension CallTool.Result {
    var text: String {
        content.compactMap { content in
            if case .text(let text, _, _) = content { return text }
            return nil
        }.joined(separator: "\n")
    }
}
