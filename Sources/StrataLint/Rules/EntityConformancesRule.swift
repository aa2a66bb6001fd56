import StrataModel

/// Rule 6 (house style): entities declare the configured conformances, and only `let` properties
/// when the conventions say so.
struct EntityConformancesRule: LintRule {
    static let description = RuleDescription(
        id: "entity-conformances",
        title: "Entities have the configured conformances",
        impact: .low,
        impactDescription: "an entity without the house conformances cannot be used like its siblings (in SwiftUI lists, across actors, in tests)",
        tags: ["entity", "style", "conventions", "sendable"],
        rationale: """
        Each house style gives entities the same conformances: `Identifiable, Codable, Hashable` \
        (seed 000), `Identifiable, Equatable, Sendable` (seeds 001–004). `conventions.entityConformances` \
        lists them; conformances declared in extensions or implied (`Hashable` gives `Equatable`) count, \
        and value objects without an `id` need no `Identifiable`. With \
        `conventions.entityPropertiesAlwaysLet` (seed 001), stored `var` properties are reported too.
        """,
        incorrect: RuleExample("an entity without `Sendable`", configuration: "preset: popcorn\n", code: """
        // Contexts/PopcornMovies/Sources/MoviesDomain/Entities/Genre.swift
        public struct Genre: Identifiable, Equatable {
            public let id: Int
            public let name: String
        }
        """),
        correct: RuleExample("the preset's conformances, all `let`", configuration: "preset: popcorn\n", code: """
        // Contexts/PopcornMovies/Sources/MoviesDomain/Entities/Genre.swift
        public struct Genre: Identifiable, Equatable, Sendable {
            public let id: Int
            public let name: String
        }
        """),
        needsConventions: true,
        sources: ["seed 000", "seed 001", "RULE-CATALOG"]
    )

    init(options: RuleOptions) {}

    func check(_ file: LintFile, _ findings: inout FindingSink) {
        guard let conventions = file.project.conventions, file.layer == .domain, !file.isTest else { return }
        for type in file.types where type.role == .entity && type.declaration.kind == .struct {
            // A value object without an `id` (`Money`, a page of results) is not `Identifiable`.
            let hasID = type.members.contains { $0.kind == .property && $0.name == "id" }
            let conformances = TypeReading.allConformances(of: type, in: file.project)
            let missing = conventions.entityConformances.filter { !conformances.contains($0) && (hasID || $0 != "Identifiable") }
            if !missing.isEmpty {
                findings.add(
                    "entity `\(type.name)` does not conform to \(missing.map { "`\($0)`" }.joined(separator: ", ")): add \(missing.count == 1 ? "it" : "them") (`conventions.entityConformances`: \(conventions.entityConformances.joined(separator: ", "))).",
                    line: type.declaration.line, column: type.declaration.column)
            }
            guard conventions.entityPropertiesAlwaysLet else { continue }
            for member in type.declaration.members where member.kind == .property && member.isMutable && !member.isStatic && !member.isComputed {
                findings.add(
                    "entity `\(type.name)` has a stored `var \(member.name)`: entities are immutable here (`conventions.entityPropertiesAlwaysLet`); make it `let` and build a changed copy instead.",
                    line: member.line)
            }
        }
    }
}
