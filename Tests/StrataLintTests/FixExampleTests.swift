import Foundation
import StrataLint
import Testing

/// Every rule with a fix, on its own documented examples: `--fix` (with `--unsafe-fixes` where the
/// rule says so) turns the incorrect example into one the rule accepts, writes it through the
/// workspace, and a second run finds nothing left to fix.
@Suite("Fixes on the rules' examples")
struct FixExampleTests {
    static let fixable = RuleRegistry.descriptions.filter { $0.fix != .none }.map(\.id)

    struct Fixed {
        var project: ExampleProject
        var plan: FixPlanner.Plan
        var findings: [Finding]
    }

    /// Only `id` runs — but a suppression is stale only when the rule it names runs too.
    static func rules(for id: String) -> [String]? { id == "unused-suppression" ? nil : [id] }

    /// The example linted with only `id` on, and the fixes planned.
    static func fix(_ id: String, example: RuleExample, unsafe: Bool = true) async throws -> Fixed {
        let project = try ExampleProject(files: example.files, configuration: RuleExampleTests.configuration(example, enabling: id))
        let outcome = try await project.lint(only: rules(for: id))
        let summaries = Dictionary(uniqueKeysWithValues: outcome.index.files.map { ($0.path, $0) })
        let plan = FixPlanner(root: outcome.index.root, includeUnsafe: unsafe).plan(outcome.report.findings, summaries: summaries)
        return Fixed(project: project, plan: plan, findings: outcome.report.findings.filter { $0.ruleID == id })
    }

    /// The text of `path` in `example`.
    static func text(of path: String, in example: RuleExample) throws -> String {
        try #require(example.files.first { $0.path == path }?.text)
    }

    @Test(arguments: fixable)
    func fixingTheIncorrectExampleSilencesTheRule(_ id: String) async throws {
        let description = try #require(RuleRegistry.type(id: id)).description
        let fixed = try await Self.fix(id, example: description.incorrect)
        defer { fixed.project.remove() }
        #expect(!fixed.plan.changes.isEmpty, "\(id): no fix was planned for \(fixed.findings.map(\.message)); skipped: \(fixed.plan.skipped.map(\.reason))")
        #expect(FixPlanner(root: fixed.project.url.path, includeUnsafe: true).write(fixed.plan).isEmpty)
        let again = try await fixed.project.lint(only: Self.rules(for: id)).report.findings.filter { $0.ruleID == id }
        #expect(again.isEmpty, "\(id): still reported after the fix: \(again.map(\.message))")
    }

    @Test func entityConformancesAddsSendableToTheClause() async throws {
        let description = try #require(RuleRegistry.type(id: "entity-conformances")).description
        let fixed = try await Self.fix("entity-conformances", example: description.incorrect, unsafe: false)
        defer { fixed.project.remove() }
        let change = try #require(fixed.plan.changes.first)
        #expect(fixed.findings.first?.fix?.isSafe == true, "Int and String properties: Sendable is certain")
        #expect(change.fixed == (try Self.text(of: change.path, in: description.correct)))
        #expect(change.diff.contains("-public struct Genre: Identifiable, Equatable {\n+public struct Genre: Identifiable, Equatable, Sendable {"))
    }

    @Test func entityConformancesStartsAClauseWhenThereIsNone() async throws {
        let example = RuleExample(
            "", configuration: "preset: popcorn\n",
            code: """
                // Contexts/PopcornMovies/Sources/MoviesDomain/Entities/Genre.swift
                public struct Genre {
                    public let id: Int
                    public let names: [String]?
                }
                """)
        let fixed = try await Self.fix("entity-conformances", example: example, unsafe: false)
        defer { fixed.project.remove() }
        #expect(fixed.plan.changes.first?.fixed.contains("public struct Genre: Identifiable, Equatable, Sendable {\n") == true)
    }

    @Test func entityConformancesIsUnsafeOverAPropertyOfUnknownType() async throws {
        let example = RuleExample(
            "", configuration: "preset: popcorn\n",
            code: """
                // Contexts/PopcornMovies/Sources/MoviesDomain/Entities/Poster.swift
                public struct Poster: Identifiable, Equatable {
                    public let id: Int
                    public let loader: ImageLoader
                }
                """)
        let fixed = try await Self.fix("entity-conformances", example: example, unsafe: false)
        defer { fixed.project.remove() }
        #expect(fixed.findings.first?.fix?.isSafe == false)
        #expect(fixed.plan.changes.isEmpty)
        #expect(fixed.plan.skipped.map(\.reason) == ["unsafe fix: add --unsafe-fixes to apply it"])
    }

    @Test func protocolsSendableNeedsUnsafeFixesAndThenMatchesTheCorrectExample() async throws {
        let description = try #require(RuleRegistry.type(id: "protocols-sendable")).description
        let safeOnly = try await Self.fix("protocols-sendable", example: description.incorrect, unsafe: false)
        safeOnly.project.remove()
        #expect(safeOnly.plan.changes.isEmpty)
        let fixed = try await Self.fix("protocols-sendable", example: description.incorrect)
        defer { fixed.project.remove() }
        let change = try #require(fixed.plan.changes.first)
        #expect(change.fixed == (try Self.text(of: change.path, in: description.correct)))
    }

    @Test func implementationMainActorRemovesTheAttributeLine() async throws {
        let description = try #require(RuleRegistry.type(id: "implementation-main-actor")).description
        let fixed = try await Self.fix("implementation-main-actor", example: description.incorrect)
        defer { fixed.project.remove() }
        #expect(fixed.findings.first?.fix?.isSafe == false)
        let change = try #require(fixed.plan.changes.first)
        #expect(change.fixed == (try Self.text(of: change.path, in: description.correct)))
    }

    @Test func anAttributeOnTheSameLineIsRemovedWithItsBlank() async throws {
        let example = RuleExample(
            "",
            code: """
                // Sources/App/Domain/UseCases/GetUserUseCase.swift
                @MainActor final class GetUserUseCase: GetUserUseCaseProtocol {
                    func execute(id: UUID) async throws -> User { User(id: id) }
                }

                // Sources/App/Domain/UseCases/GetUserUseCaseProtocol.swift
                protocol GetUserUseCaseProtocol: Sendable {
                    func execute(id: UUID) async throws -> User
                }
                """)
        let fixed = try await Self.fix("implementation-main-actor", example: example)
        defer { fixed.project.remove() }
        #expect(fixed.plan.changes.first?.fixed.contains("\nfinal class GetUserUseCase: GetUserUseCaseProtocol {\n") == true)
    }
}
