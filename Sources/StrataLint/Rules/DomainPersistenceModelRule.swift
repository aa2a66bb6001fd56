import StrataModel

/// Rule 2b: persistence models (`@Model`, `NSManagedObject` subclasses) are never declared in Domain.
struct DomainPersistenceModelRule: LintRule {
    static let description = RuleDescription(
        id: "domain-persistence-model",
        title: "Persistence models are never Domain entities",
        impact: .high,
        impactDescription: "a `@Model` class in Domain makes every entity a SwiftData object: not Sendable, not a value, not testable without a container",
        tags: ["layer", "domain", "entity", "swiftdata", "coredata"],
        rationale: """
            Domain entities are plain value types. A SwiftData `@Model` class or an `NSManagedObject` \
            subclass is a storage record: a reference type bound to a context, not `Sendable`, mutated \
            by the framework. Keep the entity a `struct` in Domain and put the persistence model in Data \
            with `toDomain()` / `fromDomain(_:)` conversions (the vitalarc preset's `…Model` types).
            """,
        incorrect: RuleExample(
            "a SwiftData model in Domain/Entities",
            code: """
                // App/Domain/Entities/SleepSession.swift
                import SwiftData

                @Model
                final class SleepSession {
                    var start: Date
                    var end: Date
                    init(start: Date, end: Date) {
                        self.start = start
                        self.end = end
                    }
                }
                """),
        correct: RuleExample(
            "a value entity in Domain, the model in Data",
            code: """
                // App/Domain/Entities/SleepSession.swift
                import Foundation

                struct SleepSession: Identifiable, Codable, Hashable {
                    let id: UUID
                    var start: Date
                    var end: Date
                }

                // App/Data/Models/SleepSessionModel.swift
                import SwiftData

                @Model
                final class SleepSessionModel {
                    var id: UUID
                    var start: Date
                    var end: Date
                    init(id: UUID, start: Date, end: Date) {
                        self.id = id
                        self.start = start
                        self.end = end
                    }
                    func toDomain() -> SleepSession { SleepSession(id: id, start: start, end: end) }
                }
                """),
        defaultSeverity: .error,
        sources: ["clinic preset"]
    )

    init(options: RuleOptions) {}

    func check(_ file: LintFile, _ findings: inout FindingSink) {
        guard file.layer == .domain, !file.isTest else { return }
        for type in file.types {
            let declaration = type.declaration
            let isModel = declaration.attributes.contains("Model")
            guard isModel || type.classified.conformances.contains("NSManagedObject") else { continue }
            let what = isModel ? "`@Model` class" : "`NSManagedObject` subclass"
            findings.add(
                "\(what) `\(type.name)` is declared in Domain: persistence models belong to Data. Keep a plain `struct \(type.name)` entity here and add a `\(type.name)Model` in Data with `toDomain()` / `fromDomain(_:)`.",
                line: declaration.line, column: declaration.column)
        }
    }
}
