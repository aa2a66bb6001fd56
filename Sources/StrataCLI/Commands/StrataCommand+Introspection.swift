import ArgumentParser

/// The command tree as data, so tests (and the skills) can check every command without a subprocess.
extension StrataCommand {
    /// Every command and subcommand (`["lint"]`, `["skills", "export"]`) with its `--help` text.
    package static func helpTexts() -> [(path: [String], help: String)] {
        func walk(_ command: any ParsableCommand.Type, path: [String]) -> [(path: [String], help: String)] {
            let own = [(path: path, help: helpMessage(for: command, columns: 100))]
            return own
                + command.configuration.subcommands.flatMap { child in
                    walk(child, path: path + [child.configuration.commandName ?? child._commandName])
                }
        }
        return configuration.subcommands.flatMap { walk($0, path: [$0.configuration.commandName ?? $0._commandName]) }
    }

    /// Why a command line (without `strata`) does not parse, or nil when it does.
    package static func parseError(_ arguments: [String]) -> String? {
        do {
            _ = try parseAsRoot(arguments)
            return nil
        } catch {
            // `--help`, `--version` and `--generate-completion-script` end parsing successfully.
            return exitCode(for: error) == .success ? nil : fullMessage(for: error)
        }
    }
}
