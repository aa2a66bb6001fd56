import StrataModel

/// One test suite per repository implementation, over the remote double and the real in-memory
/// local data source: each caching strategy, cache invalidation on writes, and error mapping.
struct RepositoryImplementationTestPlanner {
    let data: DataScope

    private var dialect: TestDialect { TestDialect(framework: data.scope.conventions.testFramework) }
    private var errorType: String { data.names.errorType }

    func plan() -> [PlannedFile] {
        data.model.repositories.compactMap(planTests)
    }

    typealias TestCase = GeneratedTestCase

    func planTests(_ repository: Repository) -> PlannedFile? {
        guard let entity = data.model.entity(named: repository.entity) else { return nil }
        let cases = testCases(repository, entity: entity)
        guard !cases.isEmpty else { return nil }
        let typeName = data.names.repositoryImplementation(for: entity.name) + "Tests"
        let suite = GeneratedTestSuite(dialect: dialect)
        let context = suite.context(
            module: data.names.module, name: typeName, subject: data.names.repositoryImplementation(for: entity.name),
            mainActor: data.scope.conventions.mockMainActorInit, cases: cases
        )
        return PlannedFile(path: data.names.path(\.dataTest, name: typeName), role: .dataTest, template: suite.template, context: context)
    }

    func testCases(_ repository: Repository, entity: Entity) -> [TestCase] {
        let names = data.names
        let local = LocalAPI(names: names, entity: entity)
        let remote = RemoteAPI(data: data, repository: repository).methods
        let configurable = RepositoryImplementationPlanner(data: data).configurableOperations(of: repository)
        let methods = data.scope.methods[entity.name] ?? []
        let mapperSetup = data.usesMapperStructs ? ["let \(data.mapperVariable(for: entity.name)) = \(names.dtoMapper(for: entity.name))()"] : []

        // The DTO mapper only where a test builds DTOs: an unused one would be a warning.
        func setup(_ caching: [(RepositoryOperation, CachingStrategy)], buildsDTOs: Bool = false) -> [String] {
            // In declaration order, as the memberwise initializer of `Caching` wants them.
            let settings = configurable.compactMap { operation in
                caching.first { $0.0 == operation }.map { "\(operation.rawValue): .\($0.1.rawValue)" }
            }
            let cachingArgument = settings.isEmpty ? "" : ", caching: .init(\(settings.joined(separator: ", ")))"
            return (buildsDTOs ? mapperSetup : []) + [
                "let remote = \(data.scope.mockName(ofProtocol: names.remoteDataSourceProtocol(for: entity.name)))()",
                "let local = \(names.inMemoryLocalDataSource(for: entity.name))()",
                "let sut = \(names.repositoryImplementation(for: entity.name))(remoteDataSource: remote, localDataSource: local\(cachingArgument))",
            ]
        }
        func method(_ operation: RepositoryOperation) -> RepositoryMethod? { methods.first { $0.operation == operation } }
        func call(_ operation: RepositoryOperation, _ values: [RepositoryMethod.Argument.Role: String], policy: CachePolicy = .localFirst) -> String {
            "try await " + (method(operation)?.call(on: "sut") { argument in
                argument.role == .cachePolicy ? ".\(policy.rawValue)" : values[argument.role] ?? argument.name
            } ?? "")
        }
        func callCount(_ operation: RepositoryOperation) -> String {
            "remote.\(remote.first { $0.operation == operation }?.baseName ?? "")CallCount"
        }
        let dto = { (value: String) in data.wireMapping.fromDomain(.named(entity.name), value) }
        let idValues: [RepositoryMethod.Argument.Role: String] = [.id: "stored.id", .entity: "stored"]
        var cases: [TestCase] = []

        if method(.fetchByID) != nil {
            cases.append(TestCase(title: "Cache-first asks the network once, then serves the cache", name: "cacheFirstAsksTheNetworkOnce", lines: setup([(.fetchByID, .cacheFirst)], buildsDTOs: true) + [
                "let stored = \(entity.name).mock()",
                "remote.items = [\(dto("stored"))]",
                "",
                "let first = \(call(.fetchByID, idValues))",
                "let second = \(call(.fetchByID, idValues))",
                "",
                dialect.equal("first?.id", "stored.id"),
                dialect.equal("second?.id", "stored.id"),
                dialect.equal(callCount(.fetchByID), "1"),
            ]))
            cases.append(TestCase(title: "Network-first falls back to local data when offline", name: "networkFirstFallsBackToLocalData", lines: setup([(.fetchByID, .networkFirst)]) + [
                "let stored = \(entity.name).mock()",
                "await local.\(local.save)([stored])",
                "remote.error = .offline(\"no connection\")",
                "",
                "let \(names.variableName(for: entity.name)) = \(call(.fetchByID, idValues, policy: .remoteFirst))",
                "",
                dialect.equal("\(names.variableName(for: entity.name))?.id", "stored.id"),
                dialect.equal(callCount(.fetchByID), "1"),
            ]))
            cases.append(TestCase(title: "A 404 reads as nothing stored", name: "notFoundReadsAsNil", lines: setup([]) + [
                "let stored = \(entity.name).mock()",
                "",
                "let \(names.variableName(for: entity.name)) = \(call(.fetchByID, idValues))",
                "",
                dialect.isTrue("\(names.variableName(for: entity.name)) == nil"),
            ]))
            let errors: [(String, String, String)] = [
                ("unauthorized", ".unauthorized", "unauthorized"),
                ("offline", ".offline(\"no connection\")", "offline"),
                ("server", ".server(statusCode: 500)", "loadFailed(description: \"the server failed with status 500\")"),
                ("decoding", ".decoding(\"bad JSON\")", "loadFailed(description: \"the response could not be read\")"),
            ]
            for (label, networkError, domainError) in errors {
                cases.append(TestCase(
                    title: "Maps \(label) failures to \(errorType).\(domainError.prefix { $0 != "(" })",
                    name: "maps\(Naming.upperFirst(label))Failures",
                    lines: setup([]) + ["let stored = \(entity.name).mock()", "remote.error = \(networkError)", ""]
                        + dialect.throwsError("\(errorType).\(domainError)", call(.fetchByID, idValues))
                ))
            }
        } else if let query = repository.queries.first, let queryMethod = methods.first(where: { $0.query?.name == query.name }) {
            let arguments = queryMethod.arguments.map { "\($0.label): \(data.scope.samples.sample($0.type, hint: $0.name))" }
            cases.append(TestCase(title: "Maps unauthorized failures of \(query.name)", name: "mapsUnauthorizedFailures", lines: setup([]) + [
                "remote.error = .unauthorized", "",
            ] + dialect.throwsError("\(errorType).unauthorized", "try await sut.\(query.name)(\(arguments.joined(separator: ", ")))")))
        }

        if method(.save) != nil {
            cases += writeCases(setup: { setup($0, buildsDTOs: $1) }, dto: dto, call: call, local: local, entity: entity, hasFetchAll: method(.fetchAll) != nil)
        }
        return cases
    }

    private func writeCases(
        setup: ([(RepositoryOperation, CachingStrategy)], Bool) -> [String], dto: (String) -> String,
        call: (RepositoryOperation, [RepositoryMethod.Argument.Role: String], CachePolicy) -> String,
        local: LocalAPI, entity: Entity, hasFetchAll: Bool
    ) -> [TestCase] {
        let samples = data.scope.samples
        let value = data.names.variableName(for: entity.name)
        var cases = [
            TestCase(title: "Offline-first saves locally and syncs when the network is back", name: "offlineFirstSavesLocallyThenSyncs", lines: setup([(.save, .offlineFirst)], false) + [
                "let \(value) = \(entity.name).mock()",
                "remote.error = .offline(\"no connection\")",
                "",
                call(.save, [.entity: value], .localFirst),
                "await sut.synchronizePendingChanges()",
                "let saved = await local.\(local.fetch)(id: \(value).id)",
                "let waiting = await sut.pendingChangeCount()",
                "remote.error = nil",
                "await sut.synchronizePendingChanges()",
                "let remaining = await sut.pendingChangeCount()",
                "",
                dialect.equal("saved?.id", "\(value).id"),
                dialect.equal("waiting", "1"),
                dialect.equal("remaining", "0"),
                dialect.equal("remote.savedItems.map(\\.id)", "[\(value).id]"),
            ]),
        ]
        if hasFetchAll {
            let first = samples.id(entity.idType, entity: entity.name, index: 1)
            let second = samples.id(entity.idType, entity: entity.name, index: 2)
            cases.append(TestCase(title: "Saving clears the cached lists", name: "savingClearsTheCachedLists", lines: setup([(.fetchAll, .cacheFirst), (.save, .networkFirst)], true) + [
                "remote.items = [\(dto("\(entity.name).mock(id: \(first))"))]",
                "_ = \(call(.fetchAll, [:], .localFirst))",
                "let added = \(entity.name).mock(id: \(second))",
                "",
                call(.save, [.entity: "added"], .localFirst),
                "let all = \(call(.fetchAll, [:], .localFirst))",
                "",
                dialect.equal("all.count", "2"),
                dialect.equal("remote.savedItems.map(\\.id)", "[added.id]"),
            ]))
        }
        return cases
    }
}
