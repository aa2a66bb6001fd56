import StrataAnalysis
import StrataModel

/// Rule 6 (enums): a Domain enum that is persisted has `String` raw values (the popcorn preset), so the store
/// keeps a readable, reorder-proof value.
struct PersistedEnumRawValueRule: LintRule {
    static let description = RuleDescription(
        id: "persisted-enum-raw-value",
        title: "Persisted Domain enums have String raw values",
        impact: .medium,
        impactDescription: "an enum stored without a String raw value breaks stored data when cases are renamed or reordered",
        tags: ["entity", "enum", "persistence", "swiftdata"],
        rationale: """
            SwiftData entities store Domain enums as their raw value (`String?`) and convert with \
            `init(rawValue:)` / `.rawValue` (the popcorn preset). An enum without a raw value cannot be converted \
            that way; an `Int` raw value changes meaning when cases are reordered. An enum counts as \
            persisted when a persistence model declares a property of its type, or when it is named in a \
            Data-layer file that also names a persistence model (the mapper). The accepted raw types are an \
            option.
            """,
        incorrect: RuleExample(
            "an enum without raw values, stored by a SwiftData mapper",
            code: """
                // Sources/App/Domain/Entities/MovieStatus.swift
                enum MovieStatus: Equatable, Sendable {
                    case rumoured
                    case released
                }

                // Sources/App/Data/Models/MovieEntity.swift
                import SwiftData

                @Model
                final class MovieEntity {
                    var status: String?
                    init(status: String?) {
                        self.status = status
                    }
                    var domainStatus: MovieStatus? { status == "released" ? .released : .rumoured }
                }
                """),
        correct: RuleExample(
            "String raw values, converted with init(rawValue:)",
            code: """
                // Sources/App/Domain/Entities/MovieStatus.swift
                enum MovieStatus: String, Equatable, Sendable {
                    case rumoured
                    case released
                }

                // Sources/App/Data/Models/MovieEntity.swift
                import SwiftData

                @Model
                final class MovieEntity {
                    var status: String?
                    init(status: String?) {
                        self.status = status
                    }
                    var domainStatus: MovieStatus? { status.flatMap { MovieStatus(rawValue: $0) } }
                }
                """),
        options: [RuleOption("rawTypes", .list, default: .list(["String"]), "raw value types accepted for persisted enums")],
        sources: ["vitalarc preset", "popcorn preset"]
    )

    let rawTypes: Set<String>

    init(options: RuleOptions) {
        rawTypes = Set(options.list("rawTypes"))
    }

    func check(_ file: LintFile, _ findings: inout FindingSink) {
        guard file.layer == .domain, !file.isTest else { return }
        let project = file.project
        for type in file.types where type.declaration.kind == .enum && !type.name.includes(".") && type.role != .errorType {
            // An enum with associated values (`case custom(days: Int)`) cannot have raw values: it is
            // stored through `Codable` or a mapper, which this rule does not judge.
            guard !type.members.contains(where: { $0.kind == .enumCase && !$0.parameters.isEmpty }),
                isPersisted(type.name, project: project)
            else { continue }
            let raw = type.declaration.inheritedTypes.first.map(TypeNameReader.baseName)
            let knownRaw = ["String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "Double", "Float", "Character"]
            if let raw, knownRaw.contains(raw) {
                guard !rawTypes.contains(raw) else { continue }
                findings.add(
                    "persisted enum `\(type.name)` has `\(raw)` raw values: stored values change meaning when cases are reordered; use `String` raw values (`enum \(type.name): String`).",
                    line: type.declaration.line, column: type.declaration.column)
            } else {
                findings.add(
                    "persisted enum `\(type.name)` has no raw values: the store cannot keep it as text; declare `enum \(type.name): String, …` and convert with `\(type.name)(rawValue:)` / `.rawValue` in the mapper.",
                    line: type.declaration.line, column: type.declaration.column)
            }
        }
    }

    private func isPersisted(_ name: String, project: LintProject) -> Bool {
        for model in project.persistenceModels {
            guard let type = project.type(named: model) else { continue }
            if type.members.contains(where: { $0.kind == .property && !$0.isComputed && ($0.type.map(TypeNameReader.names(in:)) ?? []).contains(name) }) {
                return true
            }
            let dataFiles = Set(type.parts.map(\.file))
            for file in dataFiles {
                // Read in place, as below: `summary(_:)` would copy the whole summary.
                guard let at = project.summaryPosition(of: file) else { continue }
                if project.index.files[at].code.typeReferences.contains(where: { $0.name == name }) { return true }
            }
        }
        // Mappers elsewhere in Data that name both the enum and a persistence model.
        let summaries = project.index.files
        for position in summaries.indices where project.files[summaries[position].path]?.layer == .data {
            let names = Set(summaries[position].code.typeReferences.map(\.name))
            if names.contains(name), !names.isDisjoint(with: project.persistenceModels) { return true }
        }
        return false
    }
}
