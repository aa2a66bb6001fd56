import Foundation
import StrataModel
import StrataWorkspace

/// Findings a team has accepted for now, so lint can be adopted on legacy code: only new findings
/// fail the build, and the file only ever shrinks.
///
/// Entries are matched by rule, file and message — not by line, so editing a file above a finding
/// does not break the match. Messages name the types and members involved, which keeps them stable;
/// identical findings in one file are matched by count.
public struct Baseline: Sendable, Hashable, Codable {
    public struct Entry: Sendable, Hashable, Codable {
        package var rule: String
        package var file: String
        package var message: String
        /// Where the finding was when recorded; for people reading the file, not for matching.
        package var line: Int

        package init(rule: String, file: String, message: String, line: Int) {
            self.rule = rule
            self.file = file
            self.message = message
            self.line = line
        }

        init(_ finding: Finding) {
            self.init(rule: finding.ruleID, file: finding.location.file, message: finding.message, line: finding.location.line)
        }

        var key: String { "\(rule)\u{1F}\(file)\u{1F}\(message)" }

        /// A stable hash of the key, for SARIF's `partialFingerprints`.
        package var fingerprint: String { ContentHash.of(key) }
    }

    package static let currentVersion = 1
    package var version: Int
    package var entries: [Entry]

    package init(entries: [Entry]) {
        version = Self.currentVersion
        self.entries = entries.sorted { ($0.file, $0.line, $0.rule, $0.message) < ($1.file, $1.line, $1.rule, $1.message) }
    }

    package init(findings: [Finding]) {
        self.init(entries: findings.map(Entry.init))
    }

    /// Which findings are new, which the baseline accepts, and which of its entries no longer occur.
    public struct Partition: Sendable {
        package var new: [Finding] = []
        package var baselined: [Finding] = []
        package var fixed: [Entry] = []
    }

    package func partition(_ findings: [Finding]) -> Partition {
        var remaining: [String: [Entry]] = [:]
        for entry in entries { remaining[entry.key, default: []].append(entry) }
        var partition = Partition()
        for finding in findings {
            let key = Entry(finding).key
            if var matches = remaining[key], !matches.isEmpty {
                matches.removeFirst()
                remaining[key] = matches
                partition.baselined.append(finding)
            } else {
                partition.new.append(finding)
            }
        }
        partition.fixed = remaining.values.joined().sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        return partition
    }

    /// The baseline after an update: fixed entries dropped, matched ones kept at their current line;
    /// new findings are never added.
    package func updated(with partition: Partition) -> Baseline {
        Baseline(findings: partition.baselined)
    }

    // MARK: - File

    package static func load(from path: String) throws(StrataIssues) -> Baseline {
        let location = SourceLocation(file: path, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw StrataIssues([
                StrataIssue(
                    .error, at: location, "cannot read the baseline file",
                    hint: "create it with `strata lint --write-baseline`")
            ])
        }
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw StrataIssues([
                StrataIssue(
                    .error, at: location, "the baseline file is not a Strata baseline (\(Self.describe(error)))",
                    hint: "recreate it: delete it and run `strata lint --write-baseline`")
            ])
        }
        guard baseline.version == currentVersion else {
            throw StrataIssues([
                StrataIssue(
                    .error, at: location, "baseline version \(baseline.version) is not supported (this Strata writes \(currentVersion))",
                    hint: "recreate it with `strata lint --write-baseline`")
            ])
        }
        return baseline
    }

    package func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }

    private static func describe(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .dataCorrupted(let context)?: return context.debugDescription
        case .keyNotFound(let key, _)?: return "missing `\(key.stringValue)`"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            return "wrong value at `\(context.codingPath.map(\.stringValue).joined(separator: "."))`"
        default: return "\(error)"
        }
    }
}
