import StrataAnalysis
import StrataIndex
import StrataModel
import StrataPropagation

/// What `strata add usecase` needs to know about the project, read from the index: the repository
/// protocol, its entity, the feature's error type — and a spec of just that, for the generator.
package struct UseCaseTarget: Sendable {
    package var useCase: String
    package var repository: String
    package var repositoryFile: String
    package var entity: String
    /// The feature name the spec gets (`Movies` for `MoviesError`).
    package var feature: String
    /// The error type the repository throws (`throws(MoviesError)`), if typed.
    package var errorType: String?
    /// A spec holding the entity (with the properties a spec can express), the project's String
    /// enums it uses, a repository with every operation, and the one use case.
    package var spec: SpecDraft
    /// The other repositories and the services the use case is given, in the order asked.
    package var dependencies: [UseCaseDependency] = []
}

extension AddUseCasePlanner {
    /// Resolves the repository and entity and writes the spec; every problem names what to fix.
    /// `repositories` and `services`: the other protocols the use case is given (a custom use case
    /// then, its rule left to write).
    package func target(
        useCase: String, repository: String, entity explicitEntity: String?, repositories: [String] = [], services: [String] = []
    ) throws(StrataIssues) -> UseCaseTarget {
        let protocols = types.byName.values.joined().filter { $0.declaration.kind == .protocol && !$0.isTest }
        guard let repo = protocols.first(where: { $0.name == repository }) else {
            let known = protocols.filter { $0.role == .repositoryProtocol }.map(\.name)
            throw StrataIssues([
                StrataIssue(
                    .error, at: nil, "no repository protocol `\(repository)` in the project's sources",
                    hint: Naming.suggestion(for: repository, among: known).map { "did you mean `\($0)`?" } ?? "`strata analyze` lists the repositories")
            ])
        }
        guard Naming.isIdentifier(useCase), useCase.first?.isUppercase == true else {
            throw StrataIssues([StrataIssue(.error, at: nil, "`\(useCase)` is not an UpperCamelCase use case name", hint: "for example `GetMovie` or `SearchMoviesPage`")])
        }
        let entityName = explicitEntity ?? Self.entityName(ofRepository: repository)
        guard let entity = (types.byName[entityName] ?? []).first(where: { !$0.isTest && [.struct, .class].contains($0.declaration.kind) }) else {
            throw StrataIssues([
                StrataIssue(
                    .error, at: SourceLocation(file: repo.file.path, line: repo.declaration.line, column: 1),
                    "cannot tell which entity `\(repository)` stores (no type `\(entityName)`)", hint: "name it with --entity")
            ])
        }
        let errorType = repo.declaration.members.compactMap(\.throwsClause).compactMap(Self.typedError).first
        let feature = Self.feature(errorType: errorType, repository: repository, module: repo.module) ?? entity.name + "s"
        var dependencies = try self.dependencies(
            repositories: repositories.filter { $0 != repository }, services: services, entities: [:])
        // Given others, its own repository's mock is needed like theirs (rendered when missing).
        if !dependencies.isEmpty {
            dependencies.insert(
                UseCaseDependency(
                    kind: .repository, protocolName: repository, file: repo.file.path, entity: entity.name, existingMock: mock(of: repository)), at: 0)
        }
        return UseCaseTarget(
            useCase: useCase, repository: repository, repositoryFile: repo.file.path, entity: entity.name, feature: feature,
            errorType: errorType, spec: spec(feature: feature, entity: entity, useCase: useCase, dependencies: dependencies),
            dependencies: dependencies)
    }

    /// The feature the generator names paths after: `Movies` for `MoviesError`; for an error named
    /// after the repository itself (`MovieRepositoryError`), the module without its layer word
    /// (`MoviesDomain` → `Movies`).
    static func feature(errorType: String?, repository: String, module: String?) -> String? {
        if let errorType, errorType != repository + "Error", !errorType.hasSuffix("RepositoryError") {
            let name = String(errorType.dropLast("Error".count))
            if !name.isEmpty { return name }
        }
        guard var name = module else { return nil }
        for layer in ["Domain", "Core", "Kit"] where name.hasSuffix(layer) && name.count > layer.count { name = String(name.dropLast(layer.count)) }
        return name
    }

    /// `MovieRepositoryProtocol` → `Movie`.
    static func entityName(ofRepository name: String) -> String {
        var base = name
        for suffix in ["Protocol", "Contract", "Interface", "Type"] where base.hasSuffix(suffix) { base = String(base.dropLast(suffix.count)) }
        if base.hasSuffix("Repository") { base = String(base.dropLast("Repository".count)) }
        return base
    }

    /// `throws(MoviesError)` → `MoviesError`.
    static func typedError(_ clause: String) -> String? {
        guard let open = clause.firstIndex(of: "("), let close = clause.lastIndex(of: ")"), open < close else { return nil }
        let name = clause[clause.index(after: open)..<close].trimmingSpaces()
        return name.hasSuffix("Error") ? name : nil
    }

    private func spec(feature: String, entity: ProjectType, useCase: String, dependencies: [UseCaseDependency]) -> SpecDraft {
        var enums: [ProjectType] = []
        var spec = SpecDraft(feature: feature, entities: [draftEntity(entity, enums: &enums)])
        let others = Self.specFragments(dependencies.filter { $0.entity != entity.name }) { name in
            (types.byName[name] ?? []).first { !$0.isTest && [.struct, .class].contains($0.declaration.kind) }.map { draftEntity($0, enums: &enums) }
        }
        spec.entities += others.entities
        var seen = Set<String>()
        spec.enums = enums.filter { seen.insert($0.name).inserted }.map { SpecDraft.Enum(name: $0.name, cases: types.enumCases($0) ?? []) }
        spec.services = others.services
        spec.repositories = [SpecDraft.Repository(entity: entity.name, operations: RepositoryOperation.allCases)] + others.repositories
        guard !dependencies.isEmpty else {
            spec.useCases = [SpecDraft.UseCase(name: useCase)]
            return spec
        }
        // Given more than its repository, the use case is a custom one: its rule is the project's to write.
        let repositories = dependencies.compactMap { $0.kind == .repository ? $0.entity : nil }.filter { $0 != entity.name }
        let services = dependencies.filter { $0.kind == .service }.map(\.protocolName)
        spec.useCases = [SpecDraft.UseCase(name: useCase, kind: .custom, entity: entity.name, repositories: repositories, services: services)]
        return spec
    }

    /// The entity with the properties a spec can express; the project's enums they use are added to `enums`.
    private func draftEntity(_ entity: ProjectType, enums: inout [ProjectType]) -> SpecDraft.Entity {
        let idType = entity.storedProperty("id")?.type.flatMap(IDType.init(rawValue:)) ?? .string
        var properties: [SpecDraft.Property] = []
        for member in entity.declaration.members where member.kind == .property && !member.isStatic && !member.isComputed && member.name != "id" {
            guard let written = member.type, let type = try? TypeRefParser.parse(written) else { continue }
            let named = type.namedTypes.filter { !TypeRef.builtinNames.contains($0) && $0 != entity.name }
            let known = named.compactMap { name in types.resolve(name, at: entity.file.path).flatMap { types.enumCases($0) != nil ? $0 : nil } }
            guard known.count == named.count else { continue }  // other entities: not needed for a use case
            enums += known
            properties.append(SpecDraft.Property(name: member.name, type: type))
        }
        return SpecDraft.Entity(name: entity.name, idType: idType, properties: properties)
    }
}
