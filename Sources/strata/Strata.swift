import ArgumentParser
import Foundation
import StrataCLI
import StrataModel

/// The executable's entry point; the commands themselves live in StrataCLI so tests can drive them.
@main
struct Strata: AsyncParsableCommand {
    static let configuration = StrataCommand.configuration

    /// ArgumentParser's own loop, except that usage errors exit 2 rather than 64 (EX_USAGE), as
    /// grep, diff and most linters do: CI scripts tell "bad invocation or config" (2) from
    /// "findings" (1) by the exit status alone.
    static func main() async {
        do {
            var command = try parseAsRoot()
            // A one-shot run leaves the index and model to the exit; the MCP server releases them.
            if StrataCommand.isOneShot(command) { ExitTeardown.skipReleasesAtExit() }
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }
}
