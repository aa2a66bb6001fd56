import Foundation
import Rainbow
import StrataModel

/// Where the CLI prints: results to stdout, diagnostics to stderr; colour only on a terminal and
/// never when `NO_COLOR` is set.
package struct Console: Sendable {
    package var useColor: Bool
    /// Only results and errors: no summaries, no notes.
    package var quiet: Bool
    /// Also timings, the files and settings used (never with `quiet`).
    package var verbose: Bool

    package init(quiet: Bool = false, verbose: Bool = false, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.quiet = quiet
        self.verbose = verbose && !quiet
        useColor = isatty(STDERR_FILENO) == 1 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    /// Styles `text` only when colour is on; Rainbow's own global switch is not concurrency-safe.
    private func paint(_ text: String, _ style: (String) -> String) -> String {
        useColor ? style(text) : text
    }

    package func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    package func info(_ text: String) {
        guard !quiet else { return }
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Printed only with `--verbose`.
    package func detail(_ text: @autoclosure () -> String) {
        guard verbose else { return }
        FileHandle.standardError.write(Data((text() + "\n").utf8))
    }

    /// Compiler-style lines (`path:line:col: error: message`), so editors and CI jump to them.
    package func report(_ issues: [StrataIssue]) {
        for issue in issues {
            var line = issue.location.map { "\($0): " } ?? "strata: "
            switch issue.severity {
            case .error: line += paint("error: ") { $0.red.bold }
            case .warning: line += paint("warning: ") { $0.yellow.bold }
            case .note: line += paint("note: ") { $0.cyan }
            }
            line += issue.message
            if let hint = issue.hint { line += "\n" + paint("  hint: ") { $0.cyan } + hint }
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }
}
