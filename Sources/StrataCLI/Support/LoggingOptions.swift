import ArgumentParser
import Foundation

/// `-q/--quiet` and `-v/--verbose`, spelled and meaning the same on every command that prints more
/// than its result: results go to standard output, everything else to standard error.
struct LoggingOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print only results and errors: no summaries or notes.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Also print timings and the files and settings used.")
    var verbose = false

    func validate() throws {
        if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be used together") }
    }

    var console: Console { Console(quiet: quiet, verbose: verbose) }
}

/// Wall-clock time of a run, for `--verbose`.
struct Stopwatch {
    private let started = ContinuousClock.now

    /// `1.23 s`
    var elapsed: String {
        let duration = started.duration(to: .now)
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return String(format: "%.2f s", seconds)
    }
}
