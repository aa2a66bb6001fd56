import StrataModel

/// Rule 6 (shape): Domain entities are value types (the vitalarc and popcorn presets).
struct EntityValueTypeRule: LintRule {
    static let description = RuleDescription(
        id: "entity-value-type",
        title: "Domain entities are value types",
        impact: .medium,
        impactDescription: "a class entity is shared by reference: one screen's edit changes another's data, and it is not Sendable for free",
        tags: ["entity", "domain", "value-type", "sendable"],
        rationale: """
            Entities are pure value types: Swift structs without framework dependencies, often \
            `public struct`s with `let` properties. A class entity is shared by reference, needs \
            manual `Sendable` reasoning, and invites identity-based logic. Persistence models are \
            reported by `domain-persistence-model` instead.
            """,
        incorrect: RuleExample(
            "a class entity",
            code: """
                // App/Domain/Entities/Workout.swift
                import Foundation

                final class Workout: Identifiable {
                    let id: UUID
                    var name: String
                    init(id: UUID = UUID(), name: String) {
                        self.id = id
                        self.name = name
                    }
                }
                """),
        correct: RuleExample(
            "a struct entity",
            code: """
                // App/Domain/Entities/Workout.swift
                import Foundation

                struct Workout: Identifiable, Codable, Hashable {
                    let id: UUID
                    var name: String
                }
                """),
        sources: ["vitalarc preset", "popcorn preset"]
    )

    init(options: RuleOptions) {}

    func check(_ file: LintFile, _ findings: inout FindingSink) {
        guard file.layer == .domain, !file.isTest else { return }
        for type in file.types where type.role == .entity && type.declaration.kind == .class {
            findings.add(
                "entity `\(type.name)` is a class: make it a `struct` (value semantics, `Sendable` for free); keep reference types for services.",
                line: type.declaration.line, column: type.declaration.column)
        }
    }
}
