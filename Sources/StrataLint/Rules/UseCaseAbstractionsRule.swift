import StrataAnalysis
import StrataModel

/// A use case's dependencies are protocols, never concrete implementations.
struct UseCaseAbstractionsRule: LintRule {
    static let description = RuleDescription(
        id: "usecase-depends-on-abstractions",
        title: "Use cases depend on protocols, never on concrete implementations",
        impact: .high,
        impactDescription: "a use case holding `…Impl` cannot be tested with a mock and breaks when the data source changes",
        tags: ["use-case", "dependency-inversion", "testing"],
        rationale: """
            A use case's stored dependencies and initializer parameters are repository or use case \
            *protocols*; the composition root chooses the implementations. A concrete repository, data \
            source or API client in a use case fixes one data source and forces real I/O into its tests.
            """,
        incorrect: RuleExample(
            "the use case stores the Data implementation",
            code: """
                // Sources/App/Domain/UseCases/GetUserUseCase.swift
                final class GetUserUseCase {
                    private let repository: UserRepositoryImpl

                    init(repository: UserRepositoryImpl) {
                        self.repository = repository
                    }

                    func execute(id: UUID) async throws -> User {
                        try await repository.getUser(by: id)
                    }
                }

                // Sources/App/Domain/Repositories/UserRepositoryProtocol.swift
                protocol UserRepositoryProtocol: Sendable {
                    func getUser(by id: UUID) async throws -> User
                }

                // Sources/App/Data/Repositories/UserRepositoryImpl.swift
                final class UserRepositoryImpl: UserRepositoryProtocol {
                    func getUser(by id: UUID) async throws -> User { User(id: id) }
                }
                """),
        correct: RuleExample(
            "the use case stores the protocol",
            code: """
                // Sources/App/Domain/UseCases/GetUserUseCase.swift
                final class GetUserUseCase {
                    private let repository: UserRepositoryProtocol

                    init(repository: UserRepositoryProtocol) {
                        self.repository = repository
                    }

                    func execute(id: UUID) async throws -> User {
                        try await repository.getUser(by: id)
                    }
                }

                // Sources/App/Domain/Repositories/UserRepositoryProtocol.swift
                protocol UserRepositoryProtocol: Sendable {
                    func getUser(by id: UUID) async throws -> User
                }

                // Sources/App/Data/Repositories/UserRepositoryImpl.swift
                final class UserRepositoryImpl: UserRepositoryProtocol {
                    func getUser(by id: UUID) async throws -> User { User(id: id) }
                }
                """),
        defaultSeverity: .error,
        sources: ["contract preset"]
    )

    static let concreteRoles: [Role] = [.repositoryImplementation, .dataSource, .apiClient, .persistenceModel]

    init(options: RuleOptions) {}

    func check(_ file: LintFile, _ findings: inout FindingSink) {
        guard !file.isTest else { return }
        let project = file.project
        for type in file.types where type.role == .useCaseImplementation {
            var seen = Set<String>()
            for dependency in type.dependencyTypes where dependency.file == file.path {
                guard let target = project.type(named: dependency.name, from: type.module), target.declaration.kind != .protocol,
                    Self.concreteRoles.contains(target.role) || (target.role == .useCaseImplementation && !contracts(of: target, project).isEmpty),
                    seen.insert("\(target.name)@\(dependency.line)").inserted
                else { continue }
                let protocols = contracts(of: target, project)
                let advice = protocols.first.map { "depend on the protocol `\($0)`" } ?? "depend on a protocol it conforms to (declare one in Domain)"
                findings.add(
                    "use case `\(type.name)` depends on `\(target.name)`, a concrete \(TypeReading.roleName(target.role)): \(advice) and let the composition root inject `\(target.name)`.",
                    line: dependency.line)
            }
        }
    }

    private func contracts(of type: TypeFacts, _ project: LintProject) -> [String] {
        type.classified.conformances.filter { name in
            guard let proto = project.type(named: name, from: type.module), proto.declaration.kind == .protocol else { return false }
            return [.repositoryProtocol, .useCaseContract, .dataSourceProtocol, .apiClient].contains(proto.role)
        }
    }
}
