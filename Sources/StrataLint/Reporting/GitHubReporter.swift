import Foundation
import StrataModel

/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request diff.
/// Paths are relative to the project root, which is the repository root in the usual setup.
public struct GitHubReporter: LintReporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var text = ""
        for finding in report.findings {
            let command: String
            switch finding.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            let title = report.description(of: finding.ruleID).map { "\(finding.ruleID): \($0.title)" } ?? finding.ruleID
            var message = finding.message
            if let hint = finding.hint { message += "\n" + hint }
            text +=
                "::\(command) file=\(Self.property(finding.location.file)),line=\(finding.location.line),col=\(finding.location.column),"
                + "title=\(Self.property(title))::\(Self.data(message))\n"
        }
        return text
    }

    /// Escaping of the message part (GitHub's `escapeData`).
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escaping of a property value (`escapeProperty`): also `:` and `,`.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
