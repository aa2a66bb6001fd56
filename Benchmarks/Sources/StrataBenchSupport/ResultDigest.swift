import Foundation
import StrataAnalysis
import StrataIndex
import StrataLint

/// Digests of everything `analyze` and `lint` compute on a corpus — the index's facts, the
/// classification, both report formats, lint's findings — so two builds can be shown to give the
/// same results byte for byte (`strata-bench digest LINES` with each, then compare the lines).
public enum ResultDigest {
    public static func lines(for corpus: AnalyzeWorkloads.Corpus) async throws -> (summary: [String], perFile: [String]) {
        var options = IndexOptions()
        options.cacheDirectory = nil
        let index = try await Indexer(options: options).index(root: corpus.root)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var lines: [String] = []
        func add(_ name: String, _ data: Data) { lines.append("\(name): \(data.count) bytes, fnv1a64 \(String(fnv1a64(data), radix: 16))") }
        add("index (JSON)", try encoder.encode(index))
        // One line per file too, so a difference can be traced to the first file that differs.
        let perFile = try index.files.map { "\($0.path) \(String(fnv1a64(try encoder.encode($0)), radix: 16))" }
        add("model with relations (JSON)", try encoder.encode(Classifier().classify(index)))
        add("model without relations (JSON)", try encoder.encode(Classifier().classify(index, relations: false)))
        for format in [StrataAnalysis.ReportFormat.markdown, StrataAnalysis.ReportFormat.json] {
            let text = try ReportText.make(index: index, classifier: Classifier(), settings: [], format: format, cache: nil).text
            add("report \(format.rawValue)", Data(text.utf8))
        }
        // What `strata analyze` does: the index without bodies; the report must not differ.
        options.codeFacts = false
        let declarationsOnly = try await Indexer(options: options).index(root: corpus.root)
        for format in [StrataAnalysis.ReportFormat.markdown, StrataAnalysis.ReportFormat.json] {
            let text = try ReportText.make(index: declarationsOnly, classifier: Classifier(), settings: [], format: format, cache: nil).text
            add("report \(format.rawValue), index without code facts", Data(text.utf8))
        }
        let findings = try await LintWorkloads.findings(root: corpus.root)
        lines.append("lint findings: \(findings.count)")
        add("lint findings (JSON)", try encoder.encode(findings))
        return (lines, perFile)
    }

    static func fnv1a64(_ data: Data, seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var hash = seed
        for byte in data {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
