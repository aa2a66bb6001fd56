import Foundation
import PackagePlugin

/// `swift package strata <command> …`: runs the `strata` executable on the package, as its CLI would.
///
/// The arguments pass through unchanged; commands that read or write a project get the package's
/// folder as `--project` (`generate` as `--output`) unless one is given, and the tool runs in the
/// package's folder so relative paths (`--spec Specs/X.yml`) mean what they mean there. The exit
/// status is the tool's: 0 ok, 1 findings or a failed check, 2 usage or config error.
@main
struct StrataPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "strata")
        let package = context.package.directoryURL
        let status = try Self.run(tool.url, arguments: Self.arguments(arguments, package: package.path), in: package)
        // SwiftPM reports a plugin that fails; the tool has already printed why, once.
        if status != 0 { exit(status) }
    }

    /// Commands that take `--project <dir>`, and the one that writes into `--output <dir>`.
    static let projectCommands: Set<String> = ["analyze", "design", "doctor", "init", "lint", "mock", "rules", "validate", "skills"]
    static let outputCommands: Set<String> = ["generate"]

    static func arguments(_ arguments: [String], package: String) -> [String] {
        guard let command = arguments.first, !arguments.contains("--help"), !arguments.contains("-h") else { return arguments }
        let given = Set(arguments.map { $0.split(separator: "=", maxSplits: 1).first.map(String.init) ?? $0 })
        // `skills` is a group: only `skills export` takes a project.
        let takesProject = projectCommands.contains(command) && (command != "skills" || arguments.dropFirst().first == "export")
        if takesProject, !given.contains("--project") {
            return arguments + ["--project", package]
        }
        if outputCommands.contains(command), !given.contains("--output"), !given.contains("-o") {
            return arguments + ["--output", package]
        }
        return arguments
    }

    static func run(_ executable: URL, arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
