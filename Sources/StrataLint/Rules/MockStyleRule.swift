import StrataAnalysis
import StrataModel

/// Rule 12: mocks follow the configured mock style — name, folder, `@MainActor init()`.
struct MockStyleRule: LintRule {
    static let description = RuleDescription(
        id: "mock-style",
        title: "Mocks follow the configured mock style",
        impact: .low,
        impactDescription: "mocks named and placed three different ways are found by nobody and duplicated by everybody",
        tags: ["tests", "mocks", "style", "conventions"],
        rationale: """
            The contract preset's mocks are `<Protocol without Contract>Mock`, live in `Tests/Shared/Mocks`, and have \
            `@MainActor init() {}`; the vitalarc preset's are `Mock<Name>` in `Tests/Mocks`. `conventions.mockName`, \
            the folder of `conventions.paths.repositoryMock` and `conventions.mockMainActorInit` say which; \
            a test double conforming to a project protocol is checked against them.
            """,
        incorrect: RuleExample(
            "a `Mock…` prefix in a `…Mock` codebase", configuration: "preset: contract\n",
            code: """
                // Features/Character/Tests/Shared/Mocks/MockGetCharacterUseCase.swift
                final class MockGetCharacterUseCase: GetCharacterUseCaseContract, @unchecked Sendable {
                    @MainActor init() {}
                    func execute(identifier: Int) async throws -> Character { Character(id: identifier) }
                }

                // Features/Character/Sources/Domain/UseCases/GetCharacterUseCase.swift
                protocol GetCharacterUseCaseContract: Sendable {
                    func execute(identifier: Int) async throws -> Character
                }
                """),
        correct: RuleExample(
            "`{name}Mock` with a main-actor init", configuration: "preset: contract\n",
            code: """
                // Features/Character/Tests/Shared/Mocks/GetCharacterUseCaseMock.swift
                final class GetCharacterUseCaseMock: GetCharacterUseCaseContract, @unchecked Sendable {
                    @MainActor init() {}
                    func execute(identifier: Int) async throws -> Character { Character(id: identifier) }
                }

                // Features/Character/Sources/Domain/UseCases/GetCharacterUseCase.swift
                protocol GetCharacterUseCaseContract: Sendable {
                    func execute(identifier: Int) async throws -> Character
                }
                """),
        needsConventions: true,
        sources: ["contract preset", "vitalarc preset"]
    )

    init(options: RuleOptions) {}

    func check(_ file: LintFile, _ findings: inout FindingSink) {
        guard let conventions = file.project.conventions, file.isTest else { return }
        for mock in file.types where mock.role == .mock && !mock.name.includes(".") {
            guard let mocked = mock.classified.conformances.first(where: { file.project.type(named: $0, from: mock.module)?.declaration.kind == .protocol })
            else { continue }
            var base = mocked
            for suffix in ["Contract", "Protocol"] where base.hasSuffix(suffix) && base.count > suffix.count {
                base = String(base.dropLast(suffix.count))
                break
            }
            let expected = NamePattern(["name": base]).expand(conventions.mockName)
            let declaration = mock.declaration
            if mock.name != expected {
                findings.add(
                    "mock `\(mock.name)` of `\(mocked)` does not follow `conventions.mockName` (`\(conventions.mockName)`): rename it `\(expected)`.",
                    line: declaration.line, column: declaration.column)
            }
            if let folder = Self.folder(of: conventions.paths.repositoryMock), !file.path.split(separator: "/").dropLast().joined(separator: "/").hasSuffix(folder) {
                findings.add(
                    "mock `\(mock.name)` is not in a `\(folder)` folder (`conventions.paths.repositoryMock`: `\(conventions.paths.repositoryMock)`): move the file there.",
                    line: declaration.line, column: declaration.column)
            }
            if conventions.mockMainActorInit, declaration.kind == .class,
                !mock.members.contains(where: { $0.kind == .initializer && $0.attributes.contains("MainActor") })
            {
                findings.add(
                    "mock `\(mock.name)` has no `@MainActor init() {}` (`conventions.mockMainActorInit`): add it so tests on the main actor can create it.",
                    line: declaration.line, column: declaration.column)
            }
        }
    }

    /// `Shared/Mocks` from `{tests}/Shared/Mocks/{name}.swift`; nil when the pattern has no fixed folder.
    static func folder(of pattern: String) -> String? {
        let parts = pattern.split(separator: "/").dropLast().filter { !$0.contains("{") }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }
}
