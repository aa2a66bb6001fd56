import StrataAnalysis
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
            (the vitalarc preset), `Identifiable, Equatable, Sendable` (the other presets). `conventions.entityConformances` \
            lists them; conformances declared in extensions or implied (`Hashable` gives `Equatable`) count, \
            and value objects without an `id` need no `Identifiable`. With \
            `conventions.entityPropertiesAlwaysLet` (the popcorn preset), stored `var` properties are reported too.
            """,
        incorrect: RuleExample(
            "an entity without `Sendable`", configuration: "preset: popcorn\n",
            code: """
                // Contexts/PopcornMovies/Sources/MoviesDomain/Entities/Genre.swift
                public struct Genre: Identifiable, Equatable {
                    public let id: Int
                    public let name: String
                }
                """),
        correct: RuleExample(
            "the preset's conformances, all `let`", configuration: "preset: popcorn\n",
            code: """
                // Contexts/PopcornMovies/Sources/MoviesDomain/Entities/Genre.swift
                public struct Genre: Identifiable, Equatable, Sendable {
                    public let id: Int
                    public let name: String
                }
                """),
        needsConventions: true,
        fix: .sometimesSafe,
        sources: ["vitalarc preset", "popcorn preset"]
    )

    init(options: RuleOptions) {}

    /// Conformances the compiler synthesizes for a struct: declaring one adds no code of the
    /// project's and changes no behaviour, as long as every stored property has it too.
    static let synthesized: Set<String> = ["Sendable", "Equatable", "Hashable"]
    /// Standard value types that are `Sendable`, `Equatable` and `Hashable`.
    static let standardValueTypes: Set<String> = [
        "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
        "UInt64", "Double", "Float", "Decimal", "UUID", "Date", "URL", "Data", "Optional", "Array", "Set", "Dictionary",
    ]

    /// `--fix` may add the conformances without `--unsafe-fixes` when they are all synthesized ones
    /// (or `Identifiable` over an `id` that is there) and every stored property's type is known to
    /// have them: a standard value type, or a project value type that declares them. Otherwise the
    /// fix may not compile (a class or closure property, `Codable` with custom keys): unsafe.
    static func isSafe(adding missing: [String], to type: TypeFacts, in project: LintProject) -> Bool {
        let needed = missing.filter { $0 != "Identifiable" }
        guard needed.allSatisfy(synthesized.contains) else { return false }
        let stored = type.members.filter { $0.kind == .property && !$0.isStatic && !$0.isComputed }
        return stored.allSatisfy { member in
            guard let declared = member.type else { return false }  // an inferred type is not known here
            return TypeNameReader.names(in: declared).allSatisfy { name in
                if standardValueTypes.contains(name) { return true }
                guard let other = project.type(named: name, from: type.module), other.declaration.kind == .struct || other.declaration.kind == .enum
                else { return false }
                let conformances = TypeReading.allConformances(of: other, in: project)
                return needed.allSatisfy(conformances.contains)
            }
        }
    }

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
                    line: type.declaration.line, column: type.declaration.column,
                    pendingFix: .addConformances(missing, toType: type.name, line: type.declaration.line, isSafe: Self.isSafe(adding: missing, to: type, in: file.project)))
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
