import StrataModel

/// Decides which entities get a repository and which standard operations each offers.
///
/// A use case can only work through a repository that has what it needs, so the operations are the
/// declared ones (the standard four when none are listed) plus those its use cases require. An entity
/// that no use case touches and that has no `repositories:` entry gets none.
enum RepositoryDerivation {
    static let defaultOperations: [RepositoryOperation] = [.save, .fetchByID, .fetchAll, .delete]

    /// A `repositories:` entry; `operations` is `nil` when the key was not written.
    struct Declared: Sendable {
        var repository: Repository
        var operations: [RepositoryOperation]?
    }

    /// Repositories in the order of `entities`, operations in `RepositoryOperation.allCases` order.
    static func derive(entities: [String], declared: [Declared], useCases: [UseCase]) -> [Repository] {
        // Grouped once: filtering every use case for every entity was quadratic in the spec's size.
        let usesByEntity = Dictionary(grouping: useCases, by: \.entity)
        let declaredByEntity = Dictionary(declared.map { ($0.repository.entity, $0) }, uniquingKeysWith: { first, _ in first })
        // Given to a use case of another entity (`repositories: [Program]`): it needs a repository too.
        let given = Set(useCases.flatMap(\.otherRepositories))
        return entities.compactMap { entity in
            let uses = usesByEntity[entity] ?? []
            let required = Set(uses.flatMap(\.kind.requiredOperations))
            var repository: Repository
            var operations: Set<RepositoryOperation>
            if let declared = declaredByEntity[entity] {
                repository = declared.repository
                operations = Set(declared.operations ?? defaultOperations).union(required)
            } else if !uses.isEmpty || given.contains(entity) {
                repository = Repository(entity: entity, operations: [])
                operations = uses.isEmpty ? Set(defaultOperations) : required
            } else {
                return nil
            }
            repository.operations = RepositoryOperation.allCases.filter(operations.contains)
            return repository
        }
    }
}
