import StrataModel

/// The statements of each repository method and the private helpers they share.
struct RepositoryMethodBodies {
    let data: DataScope
    let repository: Repository

    private var entity: String { repository.entity }
    private var errorMapper: String { data.names.errorMapper }
    private var local: LocalAPI? { data.model.entity(named: entity).map { LocalAPI(names: data.names, entity: $0) } }
    private var remote: [RemoteAPI.Method] { RemoteAPI(data: data, repository: repository).methods }

    private func remoteCall(_ operation: RepositoryOperation, _ arguments: String) -> String {
        "self.remoteDataSource.\(remote.first { $0.operation == operation }?.baseName ?? "")(\(arguments))"
    }

    private func toDomain(_ type: TypeRef, _ value: String) -> String { data.wireMapping.toDomain(type, value) }

    /// `caching.fetchAll`, or the strategy a `cachePolicy:` argument stands for.
    private func strategy(_ operation: RepositoryOperation, _ method: RepositoryMethod) -> String {
        if let policy = method.arguments.first(where: { $0.role == .cachePolicy }) { return "Self.strategy(for: \(policy.name))" }
        return "caching.\(operation.rawValue)"
    }

    private func guarded(_ lines: [String], writing: Bool, notFoundIsNil: Bool = false) -> [String] {
        var result = ["do {"] + lines.map { "    " + $0 }
        if notFoundIsNil { result += ["} catch NetworkError.notFound {", "    return nil"] }
        return result + ["} catch {", "    throw \(errorMapper).map(error, writing: \(writing))", "}"]
    }

    func lines(for method: RepositoryMethod) -> [String] {
        let argument = method.arguments.first { $0.role != .cachePolicy }
        guard let operation = method.operation, let local else { return queryLines(method) }
        switch operation {
        case .fetchByID:
            return guarded(["return try await readItem(id: \(argument?.name ?? "id"), strategy: \(strategy(operation, method)))"],
                           writing: false, notFoundIsNil: true)
        case .fetchAll:
            return guarded([
                "return try await readList(\"all\", strategy: \(strategy(operation, method)), local: {",
                "    let stored = try await self.localDataSource.\(local.fetchAll)()",
                "    return stored.isEmpty ? nil : stored",
                "}, remote: {",
                "    " + toDomain(.array(.named(entity)), "try await " + remoteCall(.fetchAll, "")),
                "})",
            ], writing: false)
        case .fetchPage:
            let page = argument?.name ?? "page"
            return guarded([
                "return try await readList(\"page:\\(\(page))\", strategy: \(strategy(operation, method)), local: { nil }, remote: {",
                "    " + toDomain(.array(.named(entity)), "try await " + remoteCall(.fetchPage, "page: \(page)")),
                "})",
            ], writing: false)
        case .search:
            let query = method.arguments.first { $0.role == .query }?.name ?? "query"
            let page = method.arguments.first { $0.role == .page }?.name ?? "page"
            return guarded([
                "let results = try await " + remoteCall(.search, "query: \(query), page: \(page)"),
                "return " + toDomain(.array(.named(entity)), "results"),
            ], writing: false)
        case .save:
            let value = argument?.name ?? "item"
            let dto = data.wireMapping.fromDomain(.named(entity), value)
            return write(operation, key: "\(value).id", local: "\(local.save)([\(value)])", remote: remoteCall(.save, "dto"),
                         prefix: ["let dto = \(dto)"])
        case .delete:
            let takesEntity = argument?.role == .entity
            let id = takesEntity ? "id" : (argument?.name ?? "id")
            return write(operation, key: id, local: "\(local.delete)(id: \(id))", remote: remoteCall(.delete, "id: \(id)"),
                         prefix: takesEntity ? ["let id = \(argument?.name ?? "item").id"] : [])
        }
    }

    /// Offline-first: local write, queued upload, background sync. Otherwise: network, then local.
    private func write(_ operation: RepositoryOperation, key: String, local: String, remote: String, prefix: [String]) -> [String] {
        guarded(prefix + [
            "switch caching.\(operation.rawValue) {",
            "case .offlineFirst:",
            "    try await localDataSource.\(local)",
            "    await cache.removeAll()",
            "    await pendingSync.enqueue(\"\\(\(key))\") { try await \(remote) }",
            "    Task { await self.pendingSync.synchronize() }",
            "case .cacheFirst, .networkFirst:",
            "    try await \(remote)",
            "    try await localDataSource.\(local)",
            "    await cache.removeAll()",
            "}",
        ], writing: true)
    }

    /// Feature queries always ask the remote source; their results are not cached.
    private func queryLines(_ method: RepositoryMethod) -> [String] {
        guard let query = method.query else { return [] }
        // The remote method has the query's name and labels.
        let call = "try await " + method.call(on: "self.remoteDataSource") { $0.name }
        guard let returns = query.returns else { return guarded([call], writing: true) }
        return guarded(["let response = \(call)", "return " + toDomain(returns, "response")], writing: false)
    }

    /// Shared reads: a list through `CachedRead`, one item as a one-element list, the policy mapping.
    var helpers: [DataMethod] {
        guard let local else { return [] }
        var helpers = [DataMethod(
            "synchronizePendingChanges() async", docLines: ["Uploads the writes saved offline; returns when they are sent or have failed again."],
            ["await pendingSync.synchronize()"]
        ), DataMethod(
            "pendingChangeCount() async -> Int", docLines: ["How many offline writes still wait for the network."], ["await pendingSync.count"]
        )]
        let reads: Set<RepositoryOperation> = [.fetchByID, .fetchAll, .fetchPage]
        guard repository.operations.contains(where: reads.contains) else { return helpers }
        helpers.append(DataMethod(
            "readList(\n        _ key: String,\n        strategy: CachingStrategy,\n        local: @escaping @Sendable () async throws -> [\(entity)]?,\n        remote: @escaping @Sendable () async throws -> [\(entity)]\n    ) async throws -> [\(entity)]",
            keyword: "private func", [
                "try await CachedRead(",
                "    memory: { await self.cache.value(for: key) },",
                "    remember: { await self.cache.set($0, for: key) },",
                "    local: local,",
                "    store: { try await self.localDataSource.\(local.save)($0) },",
                "    remote: remote",
                ").run(strategy)",
            ]
        ))
        if repository.operations.contains(.fetchByID), let idType = data.model.entity(named: entity)?.idType.swift {
            helpers.append(DataMethod("readItem(id: \(idType), strategy: CachingStrategy) async throws -> \(entity)", keyword: "private func", [
                "let items = try await readList(\"item:\\(id)\", strategy: strategy, local: {",
                "    try await self.localDataSource.\(local.fetch)(id: id).map { [$0] }",
                "}, remote: {",
                "    [" + toDomain(.named(entity), "try await " + remoteCall(.fetchByID, "id: id")) + "]",
                "})",
                "guard let item = items.first else { throw NetworkError.notFound }",
                "return item",
            ]))
        }
        if data.scope.conventions.repositoryCachePolicyParameter {
            helpers.append(DataMethod("strategy(for cachePolicy: CachePolicy) -> CachingStrategy", keyword: "private static func", [
                "switch cachePolicy {",
                "case .localFirst: return .cacheFirst",
                "case .remoteFirst: return .networkFirst",
                "}",
            ]))
        }
        return helpers
    }
}
