import Foundation
import StrataAnalysis
import StrataIndex
import StrataModel

/// Rule 10: `@Model` instances are not `Sendable`: no `static let` of them (the popcorn preset's test pitfall).
struct ModelStaticLetRule: LintRule {
    static let description = RuleDescription(
        id: "model-static-let",
        title: "No `static let` of `@Model` instances",
        impact: .high,
        impactDescription: "a shared `@Model` instance is not Sendable: strict concurrency rejects it, and tests that mutate it leak into each other",
        tags: ["swiftdata", "tests", "concurrency", "sendable"],
        rationale: """
            SwiftData `@Model` classes are reference types bound to a context and are not `Sendable`. A \
            `static let` fixture shares one instance between every test (and every thread): one test's \
            mutation changes what the next test sees, and Swift 6 strict concurrency rejects the global. \
            Build a fresh one each time with a factory — `static func makeEntity() -> XEntity` (the popcorn preset: \
            "use `static func` factories in tests, NOT `static let`").
            """,
        incorrect: RuleExample(
            "a shared SwiftData entity in a test suite",
            code: """
                // Tests/MoviesInfrastructureTests/MovieMapperTests.swift
                import Testing

                struct MovieMapperTests {
                    static let sampleEntity = MovieEntity(movieID: 603, title: "The Matrix")

                    @Test func mapsTheTitle() {
                        #expect(MovieMapper().map(Self.sampleEntity).title == "The Matrix")
                    }
                }

                // Sources/MoviesInfrastructure/Models/MovieEntity.swift
                import SwiftData

                @Model
                final class MovieEntity {
                    var movieID: Int
                    var title: String
                    init(movieID: Int, title: String) {
                        self.movieID = movieID
                        self.title = title
                    }
                }
                """),
        correct: RuleExample(
            "a factory builds a fresh entity for each test",
            code: """
                // Tests/MoviesInfrastructureTests/MovieMapperTests.swift
                import Testing

                struct MovieMapperTests {
                    static func makeSampleEntity() -> MovieEntity {
                        MovieEntity(movieID: 603, title: "The Matrix")
                    }

                    @Test func mapsTheTitle() {
                        #expect(MovieMapper().map(Self.makeSampleEntity()).title == "The Matrix")
                    }
                }

                // Sources/MoviesInfrastructure/Models/MovieEntity.swift
                import SwiftData

                @Model
                final class MovieEntity {
                    var movieID: Int
                    var title: String
                    init(movieID: Int, title: String) {
                        self.movieID = movieID
                        self.title = title
                    }
                }
                """),
        defaultSeverity: .error,
        sources: ["popcorn preset", "popcorn fixture"]
    )

    init(options: RuleOptions) {}

    /// The `@Model` class whose instance the property holds: its declared type is the model (or an
    /// array or optional of it), or, untyped, its value is built by calling the model's initializer.
    /// `ModelContainer`, `Schema`, `[any PersistentModel.Type]` (`VersionedSchema.models`) and a
    /// version identifier hold no instance.
    static func sharedModel(_ member: Member, lines: ClosedRange<Int>, models: Set<String>, in file: LintFile) -> String? {
        if let type = member.type {
            guard !type.includes(".Type"), !type.includes("any "), !type.includes(".self") else { return nil }
            let stripped = type.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
                .trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
            return models.contains(stripped) ? stripped : nil
        }
        return file.code.calls.first { call in
            lines.contains(call.line) && (call.receiver == nil || call.receiver == "") && models.contains(call.name)
        }?.name
    }

    func check(_ file: LintFile, _ findings: inout FindingSink) {
        let models = file.project.persistenceModels
        guard !models.isEmpty else { return }
        for type in file.touchingTypes {
            for part in type.parts where part.file == file.path {
                let members = part.declaration.members
                for (index, member) in members.enumerated() where member.kind == .property && member.isStatic && !member.isComputed {
                    let end = index + 1 < members.count ? members[index + 1].line - 1 : part.declaration.endLine
                    guard let model = Self.sharedModel(member, lines: member.line...max(member.line, end), models: models, in: file) else { continue }
                    let keyword = member.isMutable ? "static var" : "static let"
                    let factory = "make" + member.name.prefix(1).uppercased() + member.name.dropFirst()
                    let returned = member.type ?? model
                    findings.add(
                        "`\(keyword) \(member.name)` shares one `\(model)` (`@Model`) instance\(file.isTest ? " between tests" : ""): `@Model` classes are not `Sendable`; build a fresh one with a factory — `static func \(factory)() -> \(returned)`.",
                        line: member.line)
                }
            }
        }
    }
}
