import Foundation
import StrataModel

/// The evidence behind inferred conventions, for people (grouped text) and tools (JSON): what
/// `strata init --infer` prints and `strata mcp`'s `conventions` tool returns.
package enum InferenceReport {
    package static func text(_ inferred: InferredConventions, files: Int) -> String {
        var lines = ["Conventions inferred from \(files) Swift file\(files == 1 ? "" : "s") — closest preset: \(inferred.closestPreset)"]
        if inferred.findings.isEmpty {
            lines.append("  no evidence: no entities, repositories, use cases or mocks were found; the preset is used as is")
        }
        let areas = ConventionFinding.areas.filter { area in inferred.findings.contains { $0.area == area } }
        for area in areas {
            lines.append("")
            lines.append(area)
            for finding in inferred.findings where finding.area == area {
                lines.append("  " + finding.summary + outlierNote(finding))
            }
        }
        if !inferred.layers.isEmpty {
            lines.append("")
            lines.append("Layers (written under `layers:`; `strata explain layers` says how they are chosen)")
            for proposal in inferred.layers {
                lines.append("  \(proposal.layer.rawValue): `\(proposal.glob)` — \(proposal.files) file\(proposal.files == 1 ? "" : "s"), \(proposal.evidence)")
            }
        }
        if !inferred.inconsistencies.isEmpty {
            lines.append("")
            lines.append("Inconsistencies (\(inferred.inconsistencies.count)): where the code disagrees with itself")
            for finding in inferred.inconsistencies {
                lines.append("  \(finding.field): \(finding.summary)")
                for outlier in finding.outliers { lines.append("    \(outlier.file):\(outlier.line)") }
                let more = finding.total - finding.support - finding.outliers.count
                if more > 0 { lines.append("    … and \(more) more") }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// ` (1 outlier: path:line)`, or the first few of several.
    package static func outlierNote(_ finding: ConventionFinding) -> String {
        let count = finding.total - finding.support
        guard count > 0 else { return "" }
        let places = finding.outliers.prefix(2).map { "\($0.file):\($0.line)" }.joined(separator: ", ")
        let more = count > 2 ? ", …" : ""
        return " (\(count) outlier\(count == 1 ? "" : "s"): \(places)\(more))"
    }

    struct Document: Encodable {
        var closestPreset: String?
        var findings: [ConventionFinding]
        var inconsistencies: [ConventionFinding]
        var conventions: Conventions?
        var path: String
        var written: Bool
        var config: String
    }

    package static func json(_ inferred: InferredConventions?, yaml: String, path: String, written: Bool) throws -> String {
        let document = Document(
            closestPreset: inferred?.closestPreset, findings: inferred?.findings ?? [], inconsistencies: inferred?.inconsistencies ?? [],
            conventions: inferred?.conventions, path: path, written: written, config: yaml
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self)
    }
}
