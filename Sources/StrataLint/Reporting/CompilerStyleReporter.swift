import StrataModel

/// `/abs/path/File.swift:12:5: warning: message [rule-id]`, plus a `note:` line for the hint: the
/// format of swiftc, which Xcode, editors and most CI log parsers turn into annotations.
public struct CompilerStyleReporter: LintReporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var text = ""
        for finding in report.findings {
            let location = "\(Self.absolute(finding.location.file, root: report.root)):\(finding.location.line):\(finding.location.column)"
            text += "\(location): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]\n"
            if let hint = finding.hint { text += "\(location): note: \(hint)\n" }
        }
        return text
    }

    public static func absolute(_ path: String, root: String) -> String {
        path.hasPrefix("/") ? path : (root.hasSuffix("/") ? root + path : "\(root)/\(path)")
    }
}
