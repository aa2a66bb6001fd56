import Foundation
import MCP
import StrataModel
import StrataWorkspace

/// `strata mcp`: Strata's pipelines as MCP tools, for one project root.
///
/// Every path a request names is confined to that root; tool calls run one at a time on a warm
/// project session. Malformed requests (bad JSON, unknown method or tool, arguments of the wrong
/// type or unknown to the schema) are JSON-RPC errors; a tool that ran and failed answers with an
/// `isError` result saying why.
public struct StrataMCPServer: Sendable {
    public static let name = "strata"

    public let project: URL
    public let version: String
    private let context: ToolContext
    private let handlers: [String: any ToolHandler]
    private let queue = CallQueue()

    static let instructions = """
        Strata models, generates and checks the Clean Architecture layers of this Swift project. Start with `analyze` \
        (inventory, layer graph, Domain Design) or `conventions` (the house style); `lint` checks the architecture rules and \
        `explain_rule` tells how to fix a finding, `fix` applies the fixes and `baseline` accepts today's findings; `generate` \
        turns a domain spec into a feature (a dry run with diffs unless write=true); `add_property` and `add_usecase` evolve \
        the model in every layer; `mock` writes test doubles; `export_skills` writes agent skills. Long lists come a page at a \
        time (`limit`, `cursor`) and diffs are cut at `diffLimit`. All paths are relative to the project root, and nothing is written outside it.
        """

    /// - Parameters:
    ///   - project: the root every read and write is confined to.
    ///   - modelEvolution: what `add_property` and `add_usecase` call; nil answers that they are not available.
    public init(project: URL, version: String = "0.1.0", modelEvolution: (any ModelEvolutionService)? = nil) {
        self.project = project.absoluteURL.standardizedFileURL
        self.version = version
        context = ToolContext(session: ProjectSession(root: self.project), modelEvolution: modelEvolution)
        let all: [any ToolHandler] = [
            AnalyzeTool(), DesignTool(), GenerateTool(), AddPropertyTool(), AddUseCaseTool(), LintTool(), FixTool(), BaselineTool(), ExplainRuleTool(),
            ConventionsTool(), MockTool(), ExportSkillsTool(),
        ]
        handlers = Dictionary(uniqueKeysWithValues: all.map { ($0.definition.name, $0) })
    }

    /// An SDK server with Strata's tools registered, not yet started.
    public func makeServer() async -> Server {
        let server = Server(
            name: Self.name, version: version, title: "Strata", instructions: Self.instructions,
            capabilities: .init(tools: .init(listChanged: false)))
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: ToolCatalogue.tools)
        }
        await server.withMethodHandler(CallTool.self) { [self] parameters in
            try await call(parameters)
        }
        return server
    }

    /// Starts serving on `transport` (stdio, or an in-memory pair in tests); returns the running server.
    public func start(transport: any Transport) async throws -> Server {
        let server = await makeServer()
        try await server.start(transport: transport)
        return server
    }

    /// Serves on standard input and output until the client closes its end, then answers the
    /// requests still running (at most `drainTimeout`) and returns. A client that closes the server's
    /// output ends it at once: running calls are cancelled, stop at their next check, and it returns.
    public func runOverStdio(drainTimeout: Duration = .seconds(600)) async throws {
        // A write to a closed pipe is an error the transport handles, not a signal that kills the process.
        signal(SIGPIPE, SIG_IGN)
        let transport = StdioLineTransport()
        let server = try await start(transport: transport)
        var deadline: ContinuousClock.Instant?
        while !transport.outputClosed {
            if transport.inputEnded {
                if transport.ledger.owed == 0 { break }
                deadline = deadline ?? .now + drainTimeout
                if ContinuousClock.now >= deadline! { break }
            }
            try? await Task.sleep(for: .milliseconds(20))
        }
        if transport.outputClosed {
            FileHandle.standardError.write(Data("strata mcp: the client closed its end; stopping\n".utf8))
        }
        await queue.cancelAll()
        await queue.idle()
        await server.stop()
    }

    /// One `tools/call`: arguments checked against the tool's schema, then the tool run in turn.
    func call(_ parameters: CallTool.Parameters) async throws -> CallTool.Result {
        guard let handler = handlers[parameters.name] else {
            throw MCPError.invalidParams(
                "unknown tool `\(ToolArguments.printable(parameters.name))`; the tools are \(ToolCatalogue.tools.map(\.name).joined(separator: ", "))")
        }
        let arguments = try ToolArguments(
            tool: parameters.name, values: parameters.arguments, allowed: Schema.propertyNames(of: handler.definition.inputSchema))
        let context = context
        let outcome: Result<CallTool.Result, MCPError> = try await queue.run {
            do {
                return .success(try await handler.call(arguments, context: context).result)
            } catch let error where error is CancellationError || Task.isCancelled {
                throw CancellationError()  // the client cancelled: no answer is sent
            } catch {
                return Self.answer(to: error)
            }
        }
        return try outcome.get()
    }

    /// A thrown error as the client should see it.
    static func answer(to error: any Error) -> Result<CallTool.Result, MCPError> {
        switch error {
        case let error as MCPError: .failure(error)
        case let failure as ToolFailure: .success(failure.result)
        case let issues as StrataIssues: .success(ToolFailure(issues).result)
        case let error as WorkspaceError: .success(ToolFailure(error).result)
        default: .success(ToolFailure("error: \(error) (this is a bug in Strata; please report it)").result)
        }
    }
}
