import Foundation
import StrataIndex
import StrataModel
import StrataPropagation

/// A protocol of the project a new use case is given beside its repository (`strata add usecase
/// … --repository A --repository B --service S`): another repository, or a service (work outside
/// the feature's data: the system's notification center, a location provider).
package struct UseCaseDependency: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable { case repository, service }

    package var kind: Kind
    /// The project's protocol (`UserRepositoryProtocol`, `NotificationScheduling`).
    package var protocolName: String
    package var file: String
    /// For a repository: the entity it stores.
    package var entity: String?
    /// The project's own mock of the protocol (a test type conforming to it), when there is one.
    package var existingMock: String?
}

extension AddUseCasePlanner {
    /// Finds each named protocol in the project's sources; every problem names what to fix.
    func dependencies(repositories: [String], services: [String], entities explicit: [String: String]) throws(StrataIssues) -> [UseCaseDependency] {
        let protocols = types.byName.values.joined().filter { $0.declaration.kind == .protocol && !$0.isTest }
        var problems: [StrataIssue] = []
        var found: [UseCaseDependency] = []
        for (kind, names) in [(UseCaseDependency.Kind.repository, repositories), (.service, services)] {
            for name in names {
                guard let declaration = protocols.first(where: { $0.name == name }) else {
                    let known = protocols.filter { kind == .service || $0.role == .repositoryProtocol }.map(\.name)
                    problems.append(
                        StrataIssue(
                            .error, at: nil, "no \(kind.rawValue) protocol `\(name)` in the project's sources",
                            hint: Naming.suggestion(for: name, among: known).map { "did you mean `\($0)`?" } ?? "`strata analyze` lists the project's protocols"))
                    continue
                }
                var entity: String?
                if kind == .repository {
                    let named = explicit[name] ?? Self.entityName(ofRepository: name)
                    let entityName = isEntity(named) ? named : storedType(of: declaration) ?? named
                    guard isEntity(entityName) else {
                        problems.append(
                            StrataIssue(
                                .error, at: SourceLocation(file: declaration.file.path, line: declaration.declaration.line, column: 1),
                                "cannot tell which entity `\(name)` stores (no type `\(entityName)`)",
                                hint: "its methods take or return no type of the project; give the use case a repository that stores one"))
                        continue
                    }
                    entity = entityName
                }
                found.append(
                    UseCaseDependency(
                        kind: kind, protocolName: name, file: declaration.file.path, entity: entity, existingMock: mock(of: name)))
            }
        }
        guard problems.isEmpty else { throw StrataIssues(problems) }
        return found
    }

    private func isEntity(_ name: String) -> Bool {
        (types.byName[name] ?? []).contains { !$0.isTest && [.struct, .class].contains($0.declaration.kind) }
    }

    /// What a repository stores when its name does not say (`SleepRepositoryProtocol` over
    /// `SleepSession`): the project type its methods take and return most, `[T]` and `T?` counted
    /// as `T`.
    private func storedType(of repository: ProjectType) -> String? {
        var counts: [String: Int] = [:]
        for member in repository.declaration.members where member.kind == .method {
            for written in [member.type].compactMap(\.self) + member.parameters.map(\.type) {
                let core = written.trimmingCharacters(in: CharacterSet(charactersIn: "[]?! "))
                if isEntity(core) { counts[core, default: 0] += 1 }
            }
        }
        return counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.first?.key
    }

    /// A test type that conforms to `protocolName` and can be made with `init()`: the mock the new
    /// tests build.
    func mock(of protocolName: String) -> String? {
        let candidates = types.byName.values.joined().filter { type in
            type.isTest && [.class, .struct, .actor].contains(type.declaration.kind)
                && type.declaration.inheritedTypes.contains { $0 == protocolName || $0.hasSuffix("." + protocolName) }
        }
        return candidates.sorted { $0.name < $1.name }.first { type in
            let initializers = type.declaration.members.filter { $0.kind == .initializer }
            return initializers.isEmpty || initializers.contains { $0.parameters.isEmpty }
        }?.name
    }

    /// The spec's parts for the dependencies: the other repositories' entities and repositories
    /// (named as the project names them), and the services (without methods: the new use case
    /// calls none yet, and the project's protocols and mocks are used, not generated ones).
    static func specFragments(
        _ dependencies: [UseCaseDependency], entity: (String) -> SpecDraft.Entity?
    ) -> (entities: [SpecDraft.Entity], repositories: [SpecDraft.Repository], services: [String]) {
        var entities: [SpecDraft.Entity] = [], repositories: [SpecDraft.Repository] = [], services: [String] = []
        for dependency in dependencies {
            switch dependency.kind {
            case .repository:
                guard let name = dependency.entity else { continue }
                entities += entity(name).map { [$0] } ?? []
                repositories.append(SpecDraft.Repository(entity: name, name: dependency.protocolName, operations: []))
            case .service:
                services.append(dependency.protocolName)
            }
        }
        return (entities, repositories, services)
    }
}
