import StrataModel

/// What every generated repository test is written with: the subject's setup (remote double, real
/// in-memory local store, caching settings), calls by role, call counts and DTO construction.
struct RepositoryTestKit {
    let data: DataScope
    let repository: Repository
    let entity: Entity

    var names: SwiftNames { data.names }
    var dialect: TestDialect { TestDialect(framework: data.scope.conventions.testFramework) }
    var local: LocalAPI { LocalAPI(names: names, entity: entity, storesLists: repository.keepsStoredLists) }
    var remote: [RemoteAPI.Method] { RemoteAPI(data: data, repository: repository).methods }
    var methods: [RepositoryMethod] { data.scope.methods[entity.name] ?? [] }
    var value: String { names.variableName(for: entity.name) }

    func method(_ operation: RepositoryOperation) -> RepositoryMethod? { methods.first { $0.operation == operation } }
    func method(query: String) -> RepositoryMethod? { methods.first { $0.query?.name == query } }

    /// - Parameters:
    ///   - caching: settings of the `Caching` struct by name (operation or query); unknown names are left out.
    ///   - buildsDTOs: declares the DTO mapper, only where a test builds DTOs (an unused one is a warning).
    ///   - localArguments: the in-memory store's initializer arguments (`maxAge: 60`).
    func setup(_ caching: [(String, CachingStrategy)], buildsDTOs: Bool = false, localArguments: String = "") -> [String] {
        // In declaration order, as the memberwise initializer of `Caching` wants them.
        let settings = RepositoryImplementationPlanner(data: data).cachingSettings(of: repository).compactMap { setting in
            caching.first { $0.0 == setting.name }.map { "\(setting.name): .\($0.1.rawValue)" }
        }
        let cachingArgument = settings.isEmpty ? "" : ", caching: .init(\(settings.joined(separator: ", ")))"
        let mapper = data.usesMapperStructs && buildsDTOs ? ["let \(data.mapperVariable(for: entity.name)) = \(names.dtoMapper(for: entity.name))()"] : []
        return mapper + [
            "let remote = \(data.scope.mockName(ofProtocol: names.remoteDataSourceProtocol(for: entity.name)))()",
            "let local = \(names.inMemoryLocalDataSource(for: entity.name))(\(localArguments))",
            "let sut = \(names.repositoryImplementation(for: entity.name))(remoteDataSource: remote, localDataSource: local\(cachingArgument))",
        ]
    }

    /// `try await sut.fetch(id: stored.id)`, with values by argument role and the cache policy given.
    func call(_ method: RepositoryMethod?, _ values: [RepositoryMethod.Argument.Role: String], policy: CachePolicy = .localFirst) -> String {
        "try await "
            + (method?.call(on: "sut") { argument in
                argument.role == .cachePolicy ? ".\(policy.rawValue)" : values[argument.role] ?? argument.name
            } ?? "")
    }

    func call(_ operation: RepositoryOperation, _ values: [RepositoryMethod.Argument.Role: String], policy: CachePolicy = .localFirst) -> String {
        call(method(operation), values, policy: policy)
    }

    /// A query called with sample arguments, inline.
    func call(query: RepositoryMethod) -> String {
        let arguments = query.arguments.map { "\($0.label): \(data.scope.samples.sample($0.type, hint: $0.name))" }
        return "try await sut.\(query.baseName)(\(arguments.joined(separator: ", ")))"
    }

    /// Sample arguments declared once, for a query called more than once with the same cache key
    /// (`Workout.mock()` has a new `UUID` on every call), and the call with them.
    func repeatableCall(query: RepositoryMethod) -> (declarations: [String], call: String) {
        let taken: Set = ["remote", "local", "sut", "fresh", "stored", "client"]
        let variables = query.arguments.map { taken.contains($0.name) ? $0.name + "Argument" : $0.name }
        let declarations = zip(query.arguments, variables).map { argument, variable in
            // Typed, as the use-case tests declare their arguments (`.daily` needs its enum anyway).
            "let \(variable): \(argument.type.swift) = \(data.scope.samples.sample(argument.type, hint: argument.name))"
        }
        let arguments = zip(query.arguments, variables).map { "\($0.label): \($1)" }
        return (declarations, "try await sut.\(query.baseName)(\(arguments.joined(separator: ", ")))")
    }

    func callCount(_ operation: RepositoryOperation) -> String {
        "remote.\(remote.first { $0.operation == operation }?.baseName ?? "")CallCount"
    }

    func callCount(query: String) -> String { "remote.\(query)CallCount" }

    /// The DTO of a domain value, in this style's mapping.
    func dto(_ value: String) -> String { data.wireMapping.fromDomain(.named(entity.name), value) }

    /// `Workout.mock(id: 2)` (ids from the samples: `UUID()`, `2`, `"workout-2"`).
    func mock(index: Int) -> String {
        "\(entity.name).mock(id: \(data.scope.samples.id(entity.idType, entity: entity.name, index: index)))"
    }
}
