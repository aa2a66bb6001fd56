import StrataModel

/// House style: repository protocols and use cases are named by the configured patterns.
struct NamingConventionsRule: LintRule {
    static let description = RuleDescription(
        id: "naming-conventions",
        title: "Repositories and use cases follow the configured names",
        impact: .low,
        impactDescription: "mixed naming (`…Repository`, `…RepositoryProtocol`, `…Contract`) makes people and tools guess what a type is",
        tags: ["naming", "style", "conventions", "repository", "use-case"],
        rationale: """
            A codebase that names one repository protocol `UserRepositoryProtocol` and the next \
            `OrderRepository` makes readers (and generators) guess. The names come from \
            `conventions.repositoryProtocolName` (`{entity}Repository`, `{entity}RepositoryProtocol`, \
            `{entity}RepositoryContract`), `conventions.useCaseContractName` and `conventions.useCaseName`.
            """,
        incorrect: RuleExample(
            "a repository protocol without the house suffix", configuration: "preset: arclabs\n",
            code: """
                // Sources/Dinely/Domain/Repositories/UserRepository.swift
                protocol UserRepository: Sendable {
                    func getUser(by id: UUID) async throws -> User
                }
                """),
        correct: RuleExample(
            "named by `{entity}RepositoryProtocol`", configuration: "preset: arclabs\n",
            code: """
                // Sources/Dinely/Domain/Repositories/UserRepositoryProtocol.swift
                protocol UserRepositoryProtocol: Sendable {
                    func getUser(by id: UUID) async throws -> User
                }
                """),
        needsConventions: true,
        sources: ["every preset"]
    )

    static let repositorySuffixes = ["RepositoryProtocol", "RepositoryContract", "RepositoryType", "Repository"]
    static let contractSuffixes = ["UseCaseProtocol", "UseCaseContract", "UseCase"]

    init(options: RuleOptions) {}

    func check(_ file: LintFile, _ findings: inout FindingSink) {
        guard let conventions = file.project.conventions, !file.isTest else { return }
        for type in file.types where !type.name.includes(".") {
            let declaration = type.declaration
            switch type.role {
            case .repositoryProtocol where declaration.kind == .protocol:
                guard let entity = Self.strip(type.name, Self.repositorySuffixes) else { continue }
                let expected = NamePattern(["entity": entity]).expand(conventions.repositoryProtocolName)
                report(type, expected: expected, field: "repositoryProtocolName", pattern: conventions.repositoryProtocolName, &findings)
            case .useCaseContract where conventions.useCaseStyle.hasContract:
                guard let name = Self.strip(type.name, Self.contractSuffixes) else { continue }
                let expected = NamePattern(["name": name]).expand(conventions.useCaseContractName)
                report(type, expected: expected, field: "useCaseContractName", pattern: conventions.useCaseContractName, &findings)
            case .useCaseImplementation:
                let contracts = TypeReading.protocols(of: type, role: .useCaseContract, in: file.project)
                let base =
                    contracts.first.map { Self.nameFromPattern($0, conventions.useCaseContractName) ?? Self.strip($0, Self.contractSuffixes) }
                    ?? Self.nameFromPattern(type.name, conventions.useCaseName) ?? Self.strip(type.name, ["UseCase"])
                guard let base else { continue }
                let expected = NamePattern(["name": base]).expand(conventions.useCaseName)
                report(type, expected: expected, field: "useCaseName", pattern: conventions.useCaseName, &findings)
            default:
                continue
            }
        }
    }

    private func report(_ type: TypeFacts, expected: String, field: String, pattern: String, _ findings: inout FindingSink) {
        guard type.name != expected else { return }
        findings.add(
            "\(TypeReading.roleName(type.role)) `\(type.name)` does not follow `conventions.\(field)` (`\(pattern)`): rename it `\(expected)`.",
            line: type.declaration.line, column: type.declaration.column)
    }

    /// `UserRepositoryProtocol` → `User`.
    static func strip(_ name: String, _ suffixes: [String]) -> String? {
        for suffix in suffixes where name.hasSuffix(suffix) && name.count > suffix.count { return String(name.dropLast(suffix.count)) }
        return nil
    }

    /// The `{name}` in `name` read through `pattern` (`Default{name}UseCase`, `DefaultGetUserUseCase` → `GetUser`).
    static func nameFromPattern(_ name: String, _ pattern: String) -> String? {
        guard let range = pattern.range(of: "{name}") else { return nil }
        let prefix = String(pattern[..<range.lowerBound]), suffix = String(pattern[range.upperBound...])
        guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else { return nil }
        return String(name.dropFirst(prefix.count).dropLast(suffix.count))
    }
}
