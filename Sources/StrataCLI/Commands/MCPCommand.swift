import ArgumentParser
import Foundation
import StrataMCP
import StrataModel

struct MCPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve Strata's tools to AI agents over the Model Context Protocol (stdio).",
        discussion: """
            Speaks MCP (JSON-RPC, one message per line) on standard input and output until the client
            closes them. Tools: analyze, design, generate, add_property, add_usecase, lint,
            explain_rule, conventions. Every path a request names must stay inside the project root;
            `generate` writes only when asked (write: true). See docs/MCP.md.

            Examples:
              strata mcp --project ~/Code/MyApp
              claude mcp add strata -- strata mcp --project "$PWD"
            """
    )

    @Option(name: .long, help: ArgumentHelp("Project root the tools read and write; nothing outside it is touched.", valueName: "dir"))
    var project: String = "."

    func run() async throws {
        let root = URL(fileURLWithPath: project).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            Console().report([StrataIssue(at: nil, "project root '\(root.path)' is not a folder", hint: "pass an existing folder with --project")])
            throw ExitCode(2)
        }
        let server = StrataMCPServer(project: root, version: StrataCommand.configuration.version, modelEvolution: PipelineModelEvolution())
        try await server.runOverStdio()
    }
}
