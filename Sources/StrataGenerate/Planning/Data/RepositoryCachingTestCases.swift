import StrataModel

/// Generated tests of what the local store adds to the strategies: pages and query results kept as
/// stored lists survive a failing network until an offline write reaches the server, a cached query
/// asks the network once, a query that returns nothing clears the caches, and values older than
/// `maxAge` are fetched again.
struct RepositoryCachingTestCases {
    let kit: RepositoryTestKit

    private var dialect: TestDialect { kit.dialect }
    private var entity: String { kit.entity.name }
    private var offline: String { "remote.error = \(kit.data.client.transportFailure)" }
    /// An hour ago, with a `maxAge` of a minute: expired.
    private var expired: String { "Date().addingTimeInterval(-3_600)" }

    var cases: [GeneratedTestCase] {
        var cases: [GeneratedTestCase] = []
        if kit.method(.fetchByID) != nil { cases.append(expiredItem) }
        if let page = kit.method(.fetchPage) { cases += pageCases(page) }
        let queries = kit.repository.readingQueries.compactMap { query in kit.method(query: query.name).map { (query, $0) } }
        cases += queries.map(cachedQuery)
        if let (query, method) = queries.first(where: { kit.repository.storage(of: $0.0) == .list }) {
            cases.append(storedQuery(query, method))
        }
        if kit.method(.save) != nil, let read = storedListRead { cases.append(syncedWrite(read)) }
        if let write = kit.repository.queries.first(where: { $0.returns == nil }), let method = kit.method(query: write.name),
            kit.method(.fetchAll) != nil
        {
            cases.append(writingQuery(write, method))
        }
        return cases
    }

    private var expiredItem: GeneratedTestCase {
        GeneratedTestCase(
            title: "A stored value older than maxAge is fetched again", name: "expiredValueIsFetchedAgain",
            lines: kit.setup(
                [("fetchByID", .cacheFirst)], buildsDTOs: true, localArguments: "maxAge: 60"
            ) + [
                "let stored = \(entity).mock()",
                "await local.\(kit.local.save)([stored], cachedAt: \(expired))",
                "remote.items = [\(kit.dto("stored"))]",
                "",
                "let \(kit.value) = \(kit.call(.fetchByID, [.id: "stored.id", .entity: "stored"]))",
                "",
                dialect.equal("\(kit.value)?.id", "stored.id"),
                dialect.equal(kit.callCount(.fetchByID), "1"),
            ])
    }

    private func pageCases(_ page: RepositoryMethod) -> [GeneratedTestCase] {
        let pageOne: [RepositoryMethod.Argument.Role: String] = [.page: "1"]
        return [
            GeneratedTestCase(
                title: "Network-first serves the stored page when the network fails", name: "networkFirstServesTheStoredPage",
                lines: kit.setup(
                    [("fetchPage", .networkFirst)], buildsDTOs: true
                ) + [
                    "remote.items = [\(kit.dto(kit.mock(index: 1))), \(kit.dto(kit.mock(index: 2)))]",
                    "let fresh = \(kit.call(page, pageOne, policy: .remoteFirst))",
                    offline,
                    "",
                    "let stored = \(kit.call(page, pageOne, policy: .remoteFirst))",
                    "",
                    dialect.equal("stored.map(\\.id)", "fresh.map(\\.id)"),
                    dialect.equal("stored.count", "2"),
                    dialect.equal(kit.callCount(.fetchPage), "2"),
                ]),
            GeneratedTestCase(
                title: "A stored page older than maxAge is fetched again", name: "expiredPageIsFetchedAgain",
                lines: kit.setup(
                    [("fetchPage", .cacheFirst)], buildsDTOs: true, localArguments: "maxAge: 60"
                ) + [
                    "await local.\(kit.local.saveList)([\(kit.mock(index: 1))], key: \"page:1\", cachedAt: \(expired))",
                    "let fetched = \(kit.mock(index: 2))",
                    "remote.items = [\(kit.dto("fetched"))]",
                    "",
                    "let page = \(kit.call(page, pageOne))",
                    "",
                    dialect.equal("page.map(\\.id)", "[fetched.id]"),
                    dialect.equal(kit.callCount(.fetchPage), "1"),
                ]),
        ]
    }

    /// `remote.fetchRecentResult = …`: something to return, where the double has no neutral value.
    private func stub(_ query: RepositoryQuery) -> [String] {
        switch kit.repository.storage(of: query) {
        case .list: return ["remote.\(query.name)Result = [\(kit.dto("\(entity).mock()"))]"]
        case .item, .optionalItem: return ["remote.\(query.name)Result = \(kit.dto("\(entity).mock()"))"]
        case .memoryOnly, .write: return []
        }
    }

    private func cachedQuery(_ query: RepositoryQuery, _ method: RepositoryMethod) -> GeneratedTestCase {
        let stub = stub(query)
        let (arguments, call) = kit.repeatableCall(query: method)
        return GeneratedTestCase(
            title: "Cache-first asks the network once for \(query.name)", name: "cacheFirstAsksOnceFor" + Naming.upperFirst(query.name),
            lines: kit.setup(
                [(query.name, .cacheFirst)], buildsDTOs: !stub.isEmpty
            ) + stub + arguments + [
                "",
                "_ = \(call)",
                "_ = \(call)",
                "",
                dialect.equal(kit.callCount(query: query.name), "1"),
            ])
    }

    private func storedQuery(_ query: RepositoryQuery, _ method: RepositoryMethod) -> GeneratedTestCase {
        let (arguments, call) = kit.repeatableCall(query: method)
        return GeneratedTestCase(
            title: "Network-first serves the stored \(query.name) result when the network fails", name: "networkFirstServesTheStored" + Naming.upperFirst(query.name),
            lines: kit.setup(
                [(query.name, .networkFirst)], buildsDTOs: true
            ) + stub(query) + arguments + [
                "let fresh = \(call)",
                offline,
                "",
                "let stored = \(call)",
                "",
                dialect.equal("stored.map(\\.id)", "fresh.map(\\.id)"),
                dialect.equal("stored.count", "1"),
                dialect.equal(kit.callCount(query: query.name), "2"),
            ])
    }

    /// A read answered from a stored list: the first page, else the first query that returns `[E]`.
    private var storedListRead: (setting: String, setup: [String], call: String, callCount: String)? {
        if let page = kit.method(.fetchPage) {
            return ("fetchPage", ["remote.items = [\(kit.dto(kit.mock(index: 1)))]"], kit.call(page, [.page: "1"]), kit.callCount(.fetchPage))
        }
        guard let query = kit.repository.readingQueries.first(where: { kit.repository.storage(of: $0) == .list }),
            let method = kit.method(query: query.name)
        else { return nil }
        let (arguments, call) = kit.repeatableCall(query: method)
        return (query.name, stub(query) + arguments, call, kit.callCount(query: query.name))
    }

    private func syncedWrite(_ read: (setting: String, setup: [String], call: String, callCount: String)) -> GeneratedTestCase {
        GeneratedTestCase(
            title: "A stored list serves reads while an offline write waits, and is fetched again once it is synced",
            name: "syncedWriteDropsTheStoredLists",
            lines: kit.setup([("save", .offlineFirst), (read.setting, .offlineFirst)], buildsDTOs: true) + read.setup + [
                "_ = \(read.call)",
                offline,
                kit.call(.save, [.entity: kit.mock(index: 2)]),
                "await sut.synchronizePendingChanges()",
                "let whileOffline = \(read.call)",
                "remote.error = nil",
                "await sut.synchronizePendingChanges()",
                "_ = \(read.call)",
                "",
                dialect.equal("whileOffline.count", "1"),
                dialect.equal(read.callCount, "2"),
            ]
        )
    }

    private func writingQuery(_ query: RepositoryQuery, _ method: RepositoryMethod) -> GeneratedTestCase {
        GeneratedTestCase(
            title: "Calling \(query.name) clears the cached lists, like a write", name: Naming.lowerFirst(query.name) + "ClearsTheCachedLists",
            lines: kit.setup(
                [("fetchAll", .cacheFirst)]
            ) + [
                "_ = \(kit.call(.fetchAll, [:]))",
                "",
                kit.call(query: method),
                "_ = \(kit.call(.fetchAll, [:]))",
                "",
                dialect.equal(kit.callCount(.fetchAll), "2"),
            ])
    }
}
