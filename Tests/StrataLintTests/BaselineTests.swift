import Foundation
import StrataLint
import StrataModel
import Testing

/// The baseline accepts today's findings by rule, file and message (not line), and only shrinks.
@Suite("Baseline")
struct BaselineTests {
    static func finding(_ file: String, _ line: Int, _ message: String, rule: String = "layer-imports") -> Finding {
        Finding(ruleID: rule, severity: .error, location: SourceLocation(file: file, line: line, column: 1), message: message)
    }

    @Test func matchesByMessageNotByLine() {
        let baseline = Baseline(findings: [Self.finding("A.swift", 2, "imports UIKit"), Self.finding("B.swift", 9, "imports UIKit")])
        let partition = baseline.partition([Self.finding("A.swift", 40, "imports UIKit"), Self.finding("A.swift", 41, "imports SwiftData")])
        #expect(partition.baselined.map(\.location.line) == [40])
        #expect(partition.new.map(\.message) == ["imports SwiftData"])
        #expect(partition.fixed.map(\.file) == ["B.swift"])
    }

    @Test func identicalFindingsAreCounted() {
        let twice = [Self.finding("A.swift", 1, "same"), Self.finding("A.swift", 5, "same")]
        let partition = Baseline(findings: [twice[0]]).partition(twice)
        #expect(partition.baselined.count == 1 && partition.new.count == 1)
    }

    @Test func anUpdateOnlyShrinks() {
        let baseline = Baseline(findings: [Self.finding("A.swift", 2, "one"), Self.finding("A.swift", 3, "two")])
        let partition = baseline.partition([Self.finding("A.swift", 7, "two"), Self.finding("A.swift", 8, "new")])
        let updated = baseline.updated(with: partition)
        #expect(updated.entries.map(\.message) == ["two"])
        #expect(updated.entries.first?.line == 7)
    }

    @Test func roundTripsThroughItsFile() throws {
        let baseline = Baseline(findings: [Self.finding("Sources/ü A.swift", 2, "imports `UIKit`: \"quoted\"")])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try baseline.encoded().write(to: URL(fileURLWithPath: path))
        #expect(try Baseline.load(from: path) == baseline)
    }

    @Test(arguments: ["", "{\"version\": 1}", "{\"version\": 9, \"entries\": []}", "not json"])
    func aDamagedFileIsAnErrorWithAHint(_ contents: String) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        do throws(StrataIssues) {
            _ = try Baseline.load(from: path)
            Issue.record("loaded a damaged baseline")
        } catch {
            #expect(error.issues.first?.location?.file == path)
            #expect(error.issues.first?.hint?.contains("--write-baseline") == true)
        }
    }
}
