import Foundation
import StrataIndex

/// The forms `strata analyze` prints its report in.
public enum ReportFormat: String, Sendable, CaseIterable {
    case markdown, json

    /// The report as text in this format.
    public func render(_ report: AnalysisReport, index: SourceIndex) throws -> String {
        switch self {
        case .markdown:
            return MarkdownReport(report: report, index: index).render()
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return String(decoding: try encoder.encode(report), as: UTF8.self)
        }
    }
}
