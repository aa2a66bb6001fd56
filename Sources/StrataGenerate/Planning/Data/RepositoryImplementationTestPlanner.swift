import StrataModel

/// One test suite per repository implementation, over the remote double and the real in-memory
/// local data source: each caching strategy, cache invalidation on writes, and error mapping.
/// Pages, queries and `maxAge` have their cases in `RepositoryCachingTestCases`.
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
        let kit = RepositoryTestKit(data: data, repository: repository, entity: entity)
        let names = data.names
        let idValues: [RepositoryMethod.Argument.Role: String] = [.id: "stored.id", .entity: "stored"]
        var cases: [TestCase] = []

        if kit.method(.fetchByID) != nil {
            cases.append(
                TestCase(
                    title: "Cache-first asks the network once, then serves the cache", name: "cacheFirstAsksTheNetworkOnce",
                    lines: kit.setup([("fetchByID", .cacheFirst)], buildsDTOs: true) + [
                        "let stored = \(entity.name).mock()",
                        "remote.items = [\(kit.dto("stored"))]",
                        "",
                        "let first = \(kit.call(.fetchByID, idValues))",
                        "let second = \(kit.call(.fetchByID, idValues))",
                        "",
                        dialect.equal("first?.id", "stored.id"),
                        dialect.equal("second?.id", "stored.id"),
                        dialect.equal(kit.callCount(.fetchByID), "1"),
                    ]))
            cases.append(
                TestCase(
                    title: "Network-first falls back to local data when offline", name: "networkFirstFallsBackToLocalData",
                    lines: kit.setup([("fetchByID", .networkFirst)]) + [
                        "let stored = \(entity.name).mock()",
                        "await local.\(kit.local.save)([stored])",
                        "remote.error = \(data.client.transportFailure)",
                        "",
                        "let \(kit.value) = \(kit.call(.fetchByID, idValues, policy: .remoteFirst))",
                        "",
                        dialect.equal("\(kit.value)?.id", "stored.id"),
                        dialect.equal(kit.callCount(.fetchByID), "1"),
                    ]))
            cases.append(
                TestCase(
                    title: "A 404 reads as nothing stored", name: "notFoundReadsAsNil",
                    lines: kit.setup([]) + [
                        "let stored = \(entity.name).mock()",
                        "",
                        "let \(names.variableName(for: entity.name)) = \(kit.call(.fetchByID, idValues))",
                        "",
                        dialect.isTrue("\(names.variableName(for: entity.name)) == nil"),
                    ]))
            for (label, networkError, domainError) in mappedErrors {
                cases.append(
                    TestCase(
                        title: "Maps \(label) failures to \(errorType).\(domainError.prefix { $0 != "(" })",
                        name: "maps\(Naming.upperFirst(label))Failures",
                        lines: kit.setup([]) + ["let stored = \(entity.name).mock()", "remote.error = \(networkError)", ""]
                            + dialect.throwsError("\(errorType).\(domainError)", kit.call(.fetchByID, idValues))
                    ))
            }
            cases += answeredReads(kit, idValues: idValues)
        } else if let query = repository.queries.first, let queryMethod = kit.method(query: query.name), let unauthorized = data.client.unauthorized {
            cases.append(
                TestCase(
                    title: "Maps unauthorized failures of \(query.name)", name: "mapsUnauthorizedFailures",
                    lines: kit.setup([]) + [
                        "remote.error = \(unauthorized)", "",
                    ] + dialect.throwsError("\(errorType).unauthorized", kit.call(query: queryMethod))))
        }

        cases += RepositoryCachingTestCases(kit: kit).cases
        if kit.method(.save) != nil {
            cases += writeCases(kit)
        }
        return cases
    }

    /// A read that asks the network falls back to the device only when no answer came: a refusal is
    /// the server's answer, and a 404 says the stored copy is gone too. "Everything" is a list of its
    /// own, not what reads by id left in the store.
    private func answeredReads(_ kit: RepositoryTestKit, idValues: [RepositoryMethod.Argument.Role: String]) -> [TestCase] {
        let entity = kit.entity.name
        var cases: [TestCase] = []
        let notFound = "." + (data.client.shape?.client.notFoundCase ?? "notFound")
        if let unauthorized = data.client.unauthorized {
            cases.append(
                TestCase(
                    title: "Network-first serves no local data when the server refuses", name: "networkFirstDoesNotFallBackOnARefusal",
                    lines: kit.setup([("fetchByID", .networkFirst)]) + [
                        "let stored = \(entity).mock()",
                        "await local.\(kit.local.save)([stored])",
                        "remote.error = \(unauthorized)",
                        "",
                    ] + dialect.throwsError("\(errorType).unauthorized", kit.call(.fetchByID, idValues, policy: .remoteFirst))))
        }
        cases.append(
            TestCase(
                title: "A 404 forgets the stored value", name: "notFoundForgetsTheStoredValue",
                lines: kit.setup([("fetchByID", .networkFirst)]) + [
                    "let stored = \(entity).mock()",
                    "await local.\(kit.local.save)([stored])",
                    "remote.error = \(notFound)",
                    "",
                    "let \(kit.value) = \(kit.call(.fetchByID, idValues, policy: .remoteFirst))",
                    "let kept = await local.\(kit.local.fetch)(id: stored.id)",
                    "",
                    dialect.isTrue("\(kit.value) == nil"),
                    dialect.isTrue("kept == nil"),
                ]))
        if kit.method(.fetchAll) != nil {
            cases.append(
                TestCase(
                    title: "Everything is asked for once, even after a read by id", name: "everythingIsAListOfItsOwn",
                    lines: kit.setup(
                        [("fetchByID", .cacheFirst), ("fetchAll", .cacheFirst)], buildsDTOs: true
                    ) + [
                        "let first = \(kit.mock(index: 1))",
                        "remote.items = [\(kit.dto("first")), \(kit.dto(kit.mock(index: 2)))]",
                        "_ = \(kit.call(.fetchByID, [.id: "first.id", .entity: "first"]))",
                        "",
                        "let all = \(kit.call(.fetchAll, [:]))",
                        "let again = \(kit.call(.fetchAll, [:]))",
                        "",
                        dialect.equal("all.count", "2"),
                        dialect.equal("again.count", "2"),
                        dialect.equal(kit.callCount(.fetchAll), "1"),
                    ]))
        }
        return cases
    }

    /// (label, the client's error, the feature's error it maps to): every case of Strata's
    /// `NetworkError`; the cases the project's error type names.
    private var mappedErrors: [(String, String, String)] {
        guard let client = data.client.shape?.client else {
            return [
                ("unauthorized", ".unauthorized", "unauthorized"),
                ("offline", ".offline(\"no connection\")", "offline"),
                ("server", ".server(statusCode: 500)", "loadFailed(description: \"the server failed with status 500\")"),
                ("decoding", ".decoding(\"bad JSON\")", "loadFailed(description: \"the response could not be read\")"),
            ]
        }
        return [("unauthorized", client.unauthorizedCase), ("offline", client.offlineCase)].compactMap { label, name in
            name.map { (label, "." + $0, label) }
        }
    }

    private func writeCases(_ kit: RepositoryTestKit) -> [TestCase] {
        let entity = kit.entity
        let value = kit.value
        var cases = [
            TestCase(
                title: "Offline-first saves locally and syncs when the network is back", name: "offlineFirstSavesLocallyThenSyncs",
                lines: kit.setup([("save", .offlineFirst)]) + [
                    "let \(value) = \(entity.name).mock()",
                    "remote.error = \(data.client.transportFailure)",
                    "",
                    kit.call(.save, [.entity: value]),
                    "await sut.synchronizePendingChanges()",
                    "let saved = await local.\(kit.local.fetch)(id: \(value).id)",
                    "let waiting = await sut.pendingChangeCount()",
                    "remote.error = nil",
                    "await sut.synchronizePendingChanges()",
                    "let remaining = await sut.pendingChangeCount()",
                    "",
                    dialect.equal("saved?.id", "\(value).id"),
                    dialect.equal("waiting", "1"),
                    dialect.equal("remaining", "0"),
                    dialect.equal("remote.savedItems.map(\\.id)", "[\(value).id]"),
                ])
        ]
        if kit.method(.fetchAll) != nil {
            cases.append(
                TestCase(
                    title: "Saving clears the cached lists", name: "savingClearsTheCachedLists",
                    lines: kit.setup([("fetchAll", .cacheFirst), ("save", .networkFirst)], buildsDTOs: true) + [
                        "remote.items = [\(kit.dto(kit.mock(index: 1)))]",
                        "_ = \(kit.call(.fetchAll, [:]))",
                        "let added = \(kit.mock(index: 2))",
                        "",
                        kit.call(.save, [.entity: "added"]),
                        "let all = \(kit.call(.fetchAll, [:]))",
                        "",
                        dialect.equal("all.count", "2"),
                        dialect.equal("remote.savedItems.map(\\.id)", "[added.id]"),
                    ]))
            cases.append(
                TestCase(
                    title: "An item saved offline joins the stored list of everything", name: "savedOfflineJoinsEverything",
                    lines: kit.setup(
                        [("fetchAll", .offlineFirst), ("save", .offlineFirst)], buildsDTOs: true
                    ) + [
                        "remote.items = [\(kit.dto(kit.mock(index: 1)))]",
                        "_ = \(kit.call(.fetchAll, [:]))",
                        "remote.error = \(data.client.transportFailure)",
                        "let added = \(kit.mock(index: 2))",
                        "",
                        kit.call(.save, [.entity: "added"]),
                        "let all = \(kit.call(.fetchAll, [:]))",
                        "",
                        dialect.equal("all.map(\\.id).last", "added.id"),
                        dialect.equal("all.count", "2"),
                    ]))
        }
        return cases
    }
}
