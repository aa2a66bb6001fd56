import Foundation
import StrataIndex
import StrataLint
import Testing

/// `--fix`: safe fixes are applied (with a diff), unsafe ones only when asked, and nothing is
/// written that would not parse or that changed since it was linted.
@Suite("Fixes")
struct FixTests {
    static let source = """
        // Sources/Movies/Infrastructure/LocalSource.swift
        struct LocalSource {
            let mapper: MovieMapper
            let statusMapper: StatusMapper

            func movie(in entities: [MovieEntity]) -> Movie? {
                entities.first?.map(mapper.map)
            }

            func status(of dto: MovieDTO) -> Status? {
                dto.status?.map(statusMapper.map)
            }
        }
        """

    static func plan(unsafe: Bool) async throws -> (FixPlanner.Plan, ExampleProject) {
        let project = try ExampleProject(files: RuleExample("", code: source).files)
        let outcome = try await project.lint(only: ["optional-map-on-single-value"])
        #expect(outcome.report.findings.count == 2)
        let summaries = Dictionary(uniqueKeysWithValues: outcome.index.files.map { ($0.path, $0) })
        let plan = FixPlanner(root: outcome.index.root, includeUnsafe: unsafe).plan(outcome.report.findings, summaries: summaries)
        return (plan, project)
    }

    @Test func safeFixesOnlyByDefault() async throws {
        let (plan, project) = try await Self.plan(unsafe: false)
        defer { project.remove() }
        #expect(plan.changes.count == 1)
        let change = try #require(plan.changes.first)
        #expect(change.fixed.contains("entities.first.map(mapper.map)"))
        #expect(change.fixed.contains("dto.status?.map(statusMapper.map)"))
        #expect(change.diff.contains("-        entities.first?.map(mapper.map)\n+        entities.first.map(mapper.map)"))
        #expect(plan.skipped.map(\.reason) == ["unsafe fix: add --unsafe-fixes to apply it"])
    }

    @Test func unsafeFixesWhenAskedAndTheFileIsWritten() async throws {
        let (plan, project) = try await Self.plan(unsafe: true)
        defer { project.remove() }
        let change = try #require(plan.changes.first)
        #expect(change.fixed.contains("dto.status.map(statusMapper.map)"))
        #expect(FixPlanner(root: project.url.path, includeUnsafe: true).write(plan).isEmpty)
        let written = try String(contentsOf: project.url.appendingPathComponent(change.path), encoding: .utf8)
        #expect(written == change.fixed)
        #expect(try await project.lint(only: ["optional-map-on-single-value"]).report.findings.isEmpty)
    }

    /// A file edited between the plan and the write: nothing is written, and the problem names the
    /// file by its absolute path, as every other Strata error does.
    @Test func aWriteThatFailsNamesTheFileByItsAbsolutePath() async throws {
        let (plan, project) = try await Self.plan(unsafe: true)
        defer { project.remove() }
        let change = try #require(plan.changes.first)
        let file = project.url.appendingPathComponent(change.path)
        try (change.original + "\n// edited meanwhile\n").write(to: file, atomically: true, encoding: .utf8)
        let problems = FixPlanner(root: project.url.path, includeUnsafe: true).write(plan)
        let problem = try #require(problems.first)
        #expect(problem.message.hasPrefix("cannot write the fixes: "), "\(problem)")
        #expect(problem.location?.file == file.standardizedFileURL.path || problem.location?.file == file.path, "\(problem)")
        #expect(try String(contentsOf: file, encoding: .utf8) == change.original + "\n// edited meanwhile\n")
    }

    @Test func aFileChangedSinceLintIsLeftAlone() async throws {
        let project = try ExampleProject(files: RuleExample("", code: Self.source).files)
        defer { project.remove() }
        let outcome = try await project.lint(only: ["optional-map-on-single-value"])
        let path = try #require(outcome.report.findings.first?.location.file)
        try (Self.source + "\n// edited\n").write(to: project.url.appendingPathComponent(path), atomically: true, encoding: .utf8)
        let summaries = Dictionary(uniqueKeysWithValues: outcome.index.files.map { ($0.path, $0) })
        let plan = FixPlanner(root: outcome.index.root, includeUnsafe: true).plan(outcome.report.findings, summaries: summaries)
        #expect(plan.changes.isEmpty)
        #expect(plan.skipped.allSatisfy { $0.reason.contains("changed since it was linted") })
    }

    @Test func staleSuppressionsAreRemoved() async throws {
        let source = "// App/Domain/Entities/A.swift\n// strata:disable:next layer-imports -- was UIKit\nimport Foundation\nlet a = 1 // strata:disable:this dto-boundary -- old\n"
        let project = try ExampleProject(files: RuleExample("", code: source).files)
        defer { project.remove() }
        let outcome = try await project.lint()
        #expect(outcome.report.findings.map(\.ruleID) == ["unused-suppression", "unused-suppression"])
        let summaries = Dictionary(uniqueKeysWithValues: outcome.index.files.map { ($0.path, $0) })
        let plan = FixPlanner(root: outcome.index.root, includeUnsafe: false).plan(outcome.report.findings, summaries: summaries)
        #expect(plan.changes.first?.fixed == "// App/Domain/Entities/A.swift\nimport Foundation\nlet a = 1\n")
    }

    @Test func overlappingOrBrokenEditsAreRefused() {
        let finding = { (edit: TextEdit) in
            Finding(
                ruleID: "x", severity: .warning, location: .init(file: "F.swift", line: 1, column: 1), message: "m",
                fix: Fix(summary: "s", isSafe: true, edits: [edit]))
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fix-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try? "let a = f(x)\n".write(to: directory.appendingPathComponent("F.swift"), atomically: true, encoding: .utf8)
        let planner = FixPlanner(root: directory.path, includeUnsafe: true)
        let overlap = planner.plan(
            [finding(TextEdit(line: 1, column: 9, length: 4, replacement: "g")), finding(TextEdit(line: 1, column: 10, length: 2, replacement: ""))], summaries: [:])
        #expect(overlap.skipped.first?.reason.contains("overlap") == true)
        let breaking = planner.plan([finding(TextEdit(line: 1, column: 10, length: 1, replacement: "(("))], summaries: [:])
        #expect(breaking.skipped.first?.reason.contains("would not parse") == true)
        let outside = planner.plan([finding(TextEdit(line: 9, column: 1, length: 1, replacement: ""))], summaries: [:])
        #expect(outside.skipped.first?.reason.contains("outside the file") == true)
    }
}
