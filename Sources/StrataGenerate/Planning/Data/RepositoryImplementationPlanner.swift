import StrataModel

/// `XRepositoryImpl` (or the preset's name): the domain repository over remote, local and memory
/// cache, with a caching strategy per operation, cache invalidation on writes and every failure
/// mapped to the feature's error.
struct RepositoryImplementationPlanner {
    let data: DataScope

    func plan() -> [PlannedFile] {
        data.model.repositories.map(planImplementation)
    }

    /// Operations whose strategy is a stored setting: every one but search, which is always remote.
    /// With a `cachePolicy:` argument, `.localFirst` reads follow the setting and `.remoteFirst` ones
    /// go to the network first.
    func configurableOperations(of repository: Repository) -> [RepositoryOperation] {
        repository.operations.filter { $0 != .search }
    }

    /// The properties of the `Caching` struct, in declaration order: configurable operations, then
    /// the queries that read (named after them, as in the spec's `caching:`).
    func cachingSettings(of repository: Repository) -> [(name: String, strategy: CachingStrategy)] {
        configurableOperations(of: repository).map { ($0.rawValue, data.caching($0, of: repository)) }
            + repository.readingQueries.map { ($0.name, data.caching(query: $0.name, of: repository)) }
    }

    func planImplementation(_ repository: Repository) -> PlannedFile {
        let names = data.names
        let entity = repository.entity
        let name = names.repositoryImplementation(for: entity)
        let protocolName = names.repositoryProtocol(for: entity)
        let conventions = data.scope.conventions
        let body = RepositoryMethodBodies(data: data, repository: repository)
        var stored = [
            "private let remoteDataSource: any \(names.remoteDataSourceProtocol(for: entity))",
            "private let localDataSource: any \(names.localDataSourceProtocol(for: entity))",
            "private let caching: Caching",
            "private let cache: MemoryCacheManager<[\(entity)]>",
            "private let pendingSync = PendingSync()",
        ]
        if repository.keepsMemoryOnlyResults {
            stored.append("/// Query results that are not `\(entity)`s, which the local store cannot keep.")
            stored.append("private let resultCache = MemoryCacheManager<any Sendable>()")
        }
        if data.usesMapperStructs {
            let mapped = [entity] + data.embeddedEntities(in: repository.queries.compactMap(\.returns)).filter { $0 != entity }
            stored += mapped.map { "private let \(data.mapperVariable(for: $0)) = \(names.dtoMapper(for: $0))()" }
        }
        let parameters = [
            "remoteDataSource: any \(names.remoteDataSourceProtocol(for: entity))",
            "localDataSource: any \(names.localDataSourceProtocol(for: entity))",
            "caching: Caching = Caching()",
            "cache: MemoryCacheManager<[\(entity)]> = MemoryCacheManager()",
        ]
        var methods = (data.scope.methods[entity] ?? []).map { method in
            DataMethod(method.signature(throwsClause: data.scope.throwsClause), body.lines(for: method))
        }
        if !methods.isEmpty { methods[0].separated = false }
        let inExtension = conventions.markComments
        let context = RepositoryImplementationContext(
            typeKeyword: "struct",
            name: name,
            protocolName: protocolName,
            docLines: [
                "`\(protocolName)` over the remote API, the local store and a memory cache.",
                "Each operation follows its `CachingStrategy`; writes clear the memory cache; failures become `\(names.errorType)`.",
            ],
            markComments: conventions.markComments,
            inlineConformance: inExtension ? ": Sendable" : ": \(protocolName), Sendable",
            conformanceInExtension: inExtension,
            cachingProperties: cachingSettings(of: repository).map { "var \($0.name): CachingStrategy = .\($0.strategy.rawValue)" },
            storedProperties: stored,
            initParameters: DTOPlanner.lines(parameters),
            initAssignments: [
                "self.remoteDataSource = remoteDataSource", "self.localDataSource = localDataSource",
                "self.caching = caching", "self.cache = cache",
            ],
            methods: methods,
            helpers: body.helpers
        )
        return PlannedFile(
            path: names.path(\.repositoryImplementation, name: name), role: .repositoryImplementation,
            template: "repository-implementation", context: context
        )
    }
}
