import StrataModel

/// Rule 2a: no I/O or persistence API in Domain.
struct DomainIORule: LintRule {
    static let description = RuleDescription(
        id: "domain-io",
        title: "No I/O or persistence in Domain",
        impact: .high,
        impactDescription: "Domain code that talks to the network or a store cannot be tested without them and cannot swap its data source",
        tags: ["layer", "domain", "io", "persistence", "repository"],
        rationale: """
            Domain says *what* data it needs through repository protocols; *how* it is fetched or stored \
            belongs to Data. `URLSession`, `URLRequest`, SwiftData's `ModelContext`, Core Data contexts, \
            `FileManager`, `UserDefaults` and SDK entry points (`Auth.auth()`, `Firestore.firestore()` where \
            Firebase is imported) in a Domain type hard-code one data source, so swapping it \
            means editing business logic, and every test needs the real thing. Declare the operation on \
            a repository protocol and implement it in the Data layer.
            """,
        incorrect: RuleExample(
            "a Domain repository type that fetches with URLSession",
            code: """
                // App/Domain/Repositories/UserRepository.swift
                import Foundation

                final class UserRepository {
                    func fetchUser(id: String) async throws -> User {
                        let url = URL(string: "https://api.example.com/users/\\(id)")!
                        let (data, _) = try await URLSession.shared.data(from: url)
                        return try JSONDecoder().decode(User.self, from: data)
                    }
                }
                """),
        correct: RuleExample(
            "the protocol in Domain, URLSession in Data",
            code: """
                // App/Domain/Repositories/UserRepository.swift
                protocol UserRepository: Sendable {
                    func fetchUser(id: String) async throws -> User
                }

                // App/Data/Repositories/RemoteUserRepository.swift
                import Foundation

                final class RemoteUserRepository: UserRepository {
                    func fetchUser(id: String) async throws -> User {
                        let url = URL(string: "https://api.example.com/users/\\(id)")!
                        let (data, _) = try await URLSession.shared.data(from: url)
                        return try JSONDecoder().decode(User.self, from: data)
                    }
                }
                """),
        defaultSeverity: .error,
        sources: ["clinic preset"]
    )

    init(options: RuleOptions) {}

    func check(_ file: LintFile, _ findings: inout FindingSink) {
        guard file.layer == .domain, !file.isTest else { return }
        var seen = Set<String>()
        for reference in file.code.typeReferences {
            guard let what = Frameworks.ioTypes[reference.name], seen.insert("\(reference.name)@\(reference.line)").inserted else { continue }
            if file.isInDependencyContainer(line: reference.line) { continue }  // the composition root wires the store
            let container = file.type(containing: reference.line)
            let owner = container.map { "`\($0.name)` uses" } ?? "Domain code uses"
            findings.add(
                "\(owner) `\(reference.name)` (\(what)) in the Domain layer: declare the operation on a repository protocol and implement it in Data.",
                line: reference.line, column: reference.column)
        }
        // `Auth.auth().signIn(…)` does I/O whatever type it returns; the import alone is layer-imports'.
        let imported = Set(file.summary.imports.map(\.module))
        for call in file.code.calls {
            guard let receiver = call.receiver,
                let entry = Frameworks.sdkEntryPoints.first(where: { $0.receiver == receiver && $0.call == call.name }),
                !entry.modules.isDisjoint(with: imported), !file.isInDependencyContainer(line: call.line)
            else { continue }
            let owner = file.type(containing: call.line).map { "`\($0.name)` calls" } ?? "Domain code calls"
            findings.add(
                "\(owner) `\(receiver).\(call.name)()` (\(entry.what)) in the Domain layer: declare the operation on a repository protocol and implement it in Data.",
                line: call.line, column: call.column)
        }
    }
}
