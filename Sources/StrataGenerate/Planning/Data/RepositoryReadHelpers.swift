import StrataModel

/// The repository's private helpers: offline sync, and each read through `CachedRead` (lists, stored
/// lists, one item, results kept in memory only), plus the cache-policy mapping of the contract preset.
extension RepositoryMethodBodies {
    var helpers: [DataMethod] {
        guard let local else { return [] }
        var helpers = [
            DataMethod(
                "synchronizePendingChanges() async", docLines: ["Uploads the writes saved offline; returns when they are sent or have failed again."],
                ["await pendingSync.synchronize()"]
            ),
            DataMethod(
                "pendingChangeCount() async -> Int", docLines: ["How many offline writes still wait for the network."], ["await pendingSync.count"]
            ),
        ]
        if repository.operations.contains(.fetchByID) { helpers.append(readList(local)) }
        if local.storesLists { helpers.append(readStoredList(local)) }
        if repository.keepsMemoryOnlyResults { helpers.append(readResult) }
        if repository.operations.contains(.fetchByID) {
            helpers.append(
                DataMethod(
                    "readItem(id: \(local.idType), strategy: CachingStrategy) async throws -> \(entity)", keyword: "private func",
                    [
                        "let items = try await readList(\"item:\\(id)\", strategy: strategy, local: {",
                        "    try await self.localDataSource.\(local.fetch)(id: id).map { [$0] }",
                        "}, remote: {",
                        "    [" + toDomain(.named(entity), "try await " + remoteCall(.fetchByID, "id: id")) + "]",
                        "})",
                        "guard let item = items.first else { throw \(data.client.notFoundError) }",
                        "return item",
                    ]))
        }
        if data.names.readsByCachePolicy(entity) {
            helpers.append(
                DataMethod(
                    "strategy(for cachePolicy: CachePolicy, configured: CachingStrategy) -> CachingStrategy", keyword: "private static func",
                    docLines: ["`Get…` reads as the repository is set up; `Refresh…` asks the network first, whatever the setting."],
                    [
                        "switch cachePolicy {",
                        "case .localFirst: return configured",
                        "case .remoteFirst: return .networkFirst",
                        "}",
                    ]
                ))
        }
        return helpers
    }

    /// One item: the local read is the caller's, storing saves the items.
    private func readList(_ local: LocalAPI) -> DataMethod {
        DataMethod(
            "readList(\n        _ key: String,\n        strategy: CachingStrategy,\n        local: @escaping @Sendable () async throws -> [\(entity)]?,\n        remote: @escaping @Sendable () async throws -> [\(entity)]\n    ) async throws -> [\(entity)]",
            keyword: "private func",
            [
                "try await CachedRead(",
                "    memory: { await self.cache.value(for: key) },",
                "    remember: { await self.cache.set($0, for: key) },",
                "    local: local,",
                "    store: { try await self.localDataSource.\(local.save)($0) },",
                "    remote: remote",
                ").run(strategy)",
            ]
        )
    }

    /// A page or a query's entities, kept in memory and as a stored list under the same key.
    private func readStoredList(_ local: LocalAPI) -> DataMethod {
        DataMethod(
            "readStoredList(\n        _ key: String,\n        strategy: CachingStrategy,\n        remote: @escaping @Sendable () async throws -> [\(entity)]\n    ) async throws -> [\(entity)]",
            keyword: "private func", docLines: ["\"All\", a page or a query's result, kept in memory and in the local store as a list of ids under `key`."],
            [
                "try await CachedRead(",
                "    memory: { await self.cache.value(for: key) },",
                "    remember: { await self.cache.set($0, for: key) },",
                "    local: { try await self.localDataSource.\(local.fetchList)(key: key) },",
                "    store: { try await self.localDataSource.\(local.saveList)($0, key: key) },",
                "    remote: remote",
                ").run(strategy)",
            ]
        )
    }

    private var readResult: DataMethod {
        DataMethod(
            "readResult<Value: Sendable>(\n        _ key: String,\n        strategy: CachingStrategy,\n        remote: @escaping @Sendable () async throws -> Value\n    ) async throws -> Value",
            keyword: "private func",
            docLines: [
                "A query result the local store cannot hold (it keeps only `\(entity)`s): kept in memory only, so",
                "offline-first reads it from the network every time.",
            ],
            [
                "try await CachedRead(",
                // Unwrapped before the cast: a missing entry cast to an optional `Value` would read as a cached `nil`.
                "    memory: { await self.resultCache.value(for: key).flatMap { $0 as? Value } },",
                "    remember: { await self.resultCache.set($0, for: key) },",
                "    local: { nil },",
                "    store: { _ in },",
                "    remote: remote",
                ").run(strategy)",
            ]
        )
    }
}
