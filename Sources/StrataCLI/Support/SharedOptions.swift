import ArgumentParser
import Foundation

/// `--project`: the folder a command reads, and writes into when it writes. One declaration for
/// every command that takes it (`rules` and `mcp` keep their own: optional there, confined there).
struct ProjectOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Project root (default: the current folder).", valueName: "dir"), completion: .directory)
    var project: String = "."

    var url: URL { URL(fileURLWithPath: project) }
}

/// `--no-cache`: the index's incremental cache (and lint's results) neither read nor written.
struct CacheOption: ParsableArguments {
    @Flag(name: .long, help: "Ignore and do not write the incremental cache.")
    var noCache = false

    var useCache: Bool { !noCache }
}

/// `--dry-run` for commands that plan writes: the plan and its unified diff, nothing written.
/// (`init` and `lint --fix` give the flag a meaning of their own and declare it themselves.)
struct DryRunOption: ParsableArguments {
    @Flag(name: .long, help: "Print the plan and a unified diff; write nothing.")
    var dryRun = false
}
