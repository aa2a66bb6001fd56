import StrataModel

/// The exit statuses of every command, the same everywhere so scripts can tell them apart:
///
/// - 0: done; nothing found.
/// - 1: the command ran and found problems — lint findings at error severity (any with `--strict`),
///   `mock --check` or `doctor` failures, an invalid spec, files that could not be written.
/// - 2: it could not run as asked — bad arguments, an unknown preset, rule or example, or a
///   configuration that does not load (`.strata.yml`, a template override).
enum ExitStatus {
    static let problems: Int32 = 1
    static let usage: Int32 = 2

    /// 2 when any error is about the configuration or the invocation, else 1.
    static func of(_ issues: [StrataIssue]) -> Int32 {
        issues.contains { $0.severity == .error && isConfiguration($0) } ? usage : problems
    }

    static func isConfiguration(_ issue: StrataIssue) -> Bool {
        guard let file = issue.location?.file else {
            // Options have no position: `--preset contrakt` and `--project /nowhere` are reported without one.
            return issue.message.hasPrefix("unknown preset") || issue.message.hasPrefix("project root ")
        }
        return file.hasSuffix("/" + ".strata.yml") || file == ".strata.yml" || file.hasSuffix(".mustache")
    }
}
