import Foundation
import StrataLint
import Testing

/// Broken Swift, unreadable files and odd manifests are findings with a location, never a crash.
@Suite("Lint: odd input")
struct LintRobustnessTests {
    @Test func brokenFilesAreReportedAndTheRestIsLinted() async throws {
        let deep = String(repeating: "if a {\n", count: 400) + String(repeating: "}\n", count: 400)
        let project = try ExampleProject(files: [
            ("App/Domain/Entities/Empty.swift", ""),
            ("App/Domain/Entities/Garbage.swift", "}}} struct { func ((( import\n\u{0}\n"),
            ("App/Domain/Entities/Unclosed.swift", "struct Workout {\n    func rename(to name: String {\n"),
            ("App/Domain/UseCases/Deep.swift", "final class DeepUseCase {\n    func execute(a: Bool) {\n\(deep)    }\n}\n"),
            ("App/Domain/Entities/Brackets.swift", "let x = " + String(repeating: "[", count: 40) + "\n"),
            ("App/Domain/Entities/Wide.swift", "let s = \"" + String(repeating: "x", count: 200_000) + "\"\n"),
            ("App/Domain/Entities/Score.swift", "import UIKit\nstruct Score {}\n"),
            ("Package.swift", "import PackageDescription\nlet package = Package(name: 1, targets: [.target(name: nil)]\n"),
        ])
        defer { project.remove() }
        try Data([0x73, 0x74, 0xC3, 0x28, 0x0A]).write(to: project.url.appendingPathComponent("App/Domain/Entities/Latin.swift"))
        let report = try await project.lint().report
        let byFile = Dictionary(grouping: report.findings, by: \.location.file)
        #expect(byFile["App/Domain/Entities/Unclosed.swift"]?.first?.ruleID == "parse-error")
        #expect(byFile["App/Domain/Entities/Unclosed.swift"]?.first?.location.line == 2)
        #expect(byFile["App/Domain/Entities/Garbage.swift"]?.contains { $0.ruleID == "parse-error" } == true)
        #expect(byFile["App/Domain/Entities/Latin.swift"]?.first?.ruleID == "unreadable-file")
        #expect(byFile["App/Domain/Entities/Brackets.swift"]?.first?.ruleID == "parse-error")
        #expect(byFile["App/Domain/Entities/Score.swift"]?.first?.ruleID == "layer-imports", "the good files are still linted")
        #expect(byFile["App/Domain/Entities/Empty.swift"] == nil)
        // 400 nested `if`s pass SwiftParser's nesting limit (256): reported where it gives up, not a crash.
        #expect(byFile["App/Domain/UseCases/Deep.swift"]?.contains { $0.ruleID == "parse-error" && $0.location.line == 258 } == true)
    }

    @Test func anEmptyProjectIsClean() async throws {
        let project = try ExampleProject(files: [])
        defer { project.remove() }
        let report = try await project.lint().report
        #expect(report.findings.isEmpty)
        #expect(report.filesChecked == 0)
    }
}
