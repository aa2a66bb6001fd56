import StrataModel

/// Rule 3: repository protocols live in Domain; concrete repositories live in Data.
struct RepositoryPlacementRule: LintRule {
    static let description = RuleDescription(
        id: "repository-placement",
        title: "Repository protocols in Domain, implementations in Data",
        impact: .high,
        impactDescription: "O(1) data source swap — change one implementation file vs N view files",
        tags: ["layer", "repository", "protocol", "data-layer", "dependency-inversion"],
        rationale: """
            Repository protocols describe *what* data operations exist and live in Domain; concrete \
            implementations (networking, SwiftData, Core Data, UserDefaults) live in Data. A concrete \
            repository class in Domain hard-codes one data source into business logic; an implementation \
            in Presentation hides data access where nobody looks for it; a repository protocol declared in \
            Data makes Domain depend on Data to use it. Not reported in Data: a `…Store` or gateway \
            protocol only Data code names (Data's own seam), and a protocol with associated types or \
            refining one (a generic storage helper, not one entity's contract; Domain code that names \
            it is reported by `dependency-rule`).
            """,
        incorrect: RuleExample(
            "repository class in Domain importing networking — domain depends on data layer",
            code: """
                // Domain/Repositories/UserRepository.swift
                import Foundation

                class UserRepository {
                    private let baseURL = URL(string: "https://api.example.com")!

                    func fetchUser(id: String) async throws -> User {
                        let url = baseURL.appendingPathComponent("users/\\(id)")
                        let (data, _) = try await URLSession.shared.data(from: url)
                        return try JSONDecoder().decode(User.self, from: data)
                    }
                }
                """),
        correct: RuleExample(
            "protocol in Domain, concrete implementations in Data layer — dependency inverted",
            code: """
                // Domain/Repositories/UserRepository.swift
                protocol UserRepository: Sendable {
                    func fetchUser(id: String) async throws -> User
                }

                // Data/Repositories/RemoteUserRepository.swift
                import Foundation

                final class RemoteUserRepository: UserRepository {
                    private let networkClient: NetworkClient

                    init(networkClient: NetworkClient) {
                        self.networkClient = networkClient
                    }

                    func fetchUser(id: String) async throws -> User {
                        try await networkClient.get(path: "users/\\(id)")
                    }
                }
                """),
        defaultSeverity: .error,
        sources: ["clinic preset"]
    )

    static let concreteSuffixes = ["Repository", "RepositoryImpl", "RepositoryImplementation"]

    init(options: RuleOptions) {}

    func check(_ file: LintFile, _ findings: inout FindingSink) {
        // App is skipped: an `…App` folder is often the whole app target, all layers at once.
        guard !file.isTest, file.layer != .unknown, file.layer != .app else { return }
        let inner = file.layer == .domain || file.layer == .application
        for type in file.types where !type.name.includes(".") && !TypeReading.isTestDouble(type.name) {
            let declaration = type.declaration
            let isConcrete = declaration.kind == .class || declaration.kind == .struct || declaration.kind == .actor
            if type.role == .repositoryImplementation || (isConcrete && inner && Self.concreteSuffixes.contains(where: type.name.hasSuffix)) {
                guard file.layer != .data else { continue }
                let protocols = TypeReading.protocols(of: type, role: .repositoryProtocol, in: file.project)
                let keep = protocols.first.map { "keep the protocol `\($0)` in Domain and " } ?? (inner ? "declare a repository protocol here and " : "")
                findings.add(
                    "concrete repository `\(type.name)` is in \(LayerMatrix.name(file.layer)): \(keep)move the implementation to the Data layer.",
                    line: declaration.line, column: declaration.column)
            } else if type.role == .repositoryProtocol, declaration.kind == .protocol, file.layer == .data || file.layer == .presentation {
                // A `…Store` or gateway protocol that only Data code uses is Data's own seam (a
                // repository's storage behind a protocol), not a repository Domain should own. A
                // `…Repository` protocol is reported even then: injection libraries reach it through
                // a key path (`@Dependency(\.itemsRepository)`) that never names it.
                if file.layer == .data, !type.name.includes("Repositor"), Self.onlyDataUses(type.name, project: file.project) { continue }
                // A protocol with associated types (or refining one) is a generic storage helper,
                // not one entity's repository contract; Domain code naming it is reported by
                // `dependency-rule`, where the fix (depend on a Domain protocol) is the same.
                if Self.isGeneric(type, project: file.project) { continue }
                findings.add(
                    "repository protocol `\(type.name)` is declared in \(LayerMatrix.name(file.layer)): move it to Domain so use cases depend on it without depending on \(LayerMatrix.name(file.layer)).",
                    line: declaration.line, column: declaration.column)
            }
        }
    }

    /// Whether the protocol declares an associated type, or refines a project protocol that does.
    private static func isGeneric(_ type: TypeFacts, project: LintProject, seen: Set<String> = []) -> Bool {
        if type.members.contains(where: { $0.kind == .associatedType }) { return true }
        for parent in type.declaration.inheritedTypes where !seen.contains(parent) {
            guard let refined = project.type(named: parent, from: type.module), refined.declaration.kind == .protocol else { continue }
            if isGeneric(refined, project: project, seen: seen.union([type.name])) { return true }
        }
        return false
    }

    /// Whether every non-test file that names `name` is Data code.
    private static func onlyDataUses(_ name: String, project: LintProject) -> Bool {
        for summary in project.index.files where summary.code.typeReferences.contains(where: { $0.name == name }) {
            guard let file = project.files[summary.path], file.isTest || file.layer == .data else { return false }
        }
        return true
    }
}
