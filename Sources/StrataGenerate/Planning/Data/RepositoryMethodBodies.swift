import StrataModel

/// The statements of each repository method: standard operations here, feature queries in
/// `QueryMethodBodies.swift`, the private read helpers they share in `RepositoryReadHelpers.swift`.
struct RepositoryMethodBodies {
    let data: DataScope
    let repository: Repository

    var entity: String { repository.entity }
    var errorMapper: String { data.names.errorMapper }
    var local: LocalAPI? { data.localAPI(for: repository) }
    var remote: [RemoteAPI.Method] { RemoteAPI(data: data, repository: repository).methods }

    func remoteCall(_ operation: RepositoryOperation, _ arguments: String) -> String {
        "self.remoteDataSource.\(remote.first { $0.operation == operation }?.baseName ?? "")(\(arguments))"
    }

    func toDomain(_ type: TypeRef, _ value: String) -> String { data.wireMapping.toDomain(type, value) }

    /// `caching.fetchAll`, or the strategy a `cachePolicy:` argument stands for.
    private func strategy(_ operation: RepositoryOperation, _ method: RepositoryMethod) -> String {
        if let policy = method.arguments.first(where: { $0.role == .cachePolicy }) {
            return "Self.strategy(for: \(policy.name), configured: caching.\(operation.rawValue))"
        }
        return "caching.\(operation.rawValue)"
    }

    /// The lines in a `do` whose failures become the feature's error; with `notFound`, a 404 runs
    /// those lines instead (a read by id returns `nil`).
    func guarded(_ lines: [String], writing: Bool, notFound: [String]? = nil) -> [String] {
        var result = ["do {"] + lines.map { "    " + $0 }
        if let notFound { result += ["} catch \(data.client.notFoundError) {"] + notFound.map { "    " + $0 } }
        return result + ["} catch {", "    throw \(errorMapper).map(error, writing: \(writing))", "}"]
    }

    func lines(for method: RepositoryMethod) -> [String] {
        let argument = method.arguments.first { $0.role != .cachePolicy }
        guard let operation = method.operation, let local else { return queryLines(method) }
        switch operation {
        case .fetchByID:
            // The server says the item is gone: the copy on the device goes too, or a later read would bring it back.
            let id = argument?.name ?? "id"
            return guarded(
                ["return try await readItem(id: \(id), strategy: \(strategy(operation, method)))"], writing: false,
                notFound: [
                    "try? await localDataSource.\(local.delete)(id: \(id))",
                    "await cache.removeAll()",
                    "return nil",
                ])
        case .fetchAll:
            return guarded(
                [
                    "return try await readStoredList(\(Self.allKey), strategy: \(strategy(operation, method)), remote: {",
                    "    " + toDomain(.array(.named(entity)), "try await " + remoteCall(.fetchAll, "")),
                    "})",
                ], writing: false)
        case .fetchPage:
            let page = argument?.name ?? "page"
            return guarded(
                [
                    "return try await readStoredList(\"page:\\(\(page))\", strategy: \(strategy(operation, method)), remote: {",
                    "    " + toDomain(.array(.named(entity)), "try await " + remoteCall(.fetchPage, "page: \(page)")),
                    "})",
                ], writing: false)
        case .search:
            // The contract preset: searches are always remote.
            let query = method.arguments.first { $0.role == .query }?.name ?? "query"
            let page = method.arguments.first { $0.role == .page }?.name ?? "page"
            return guarded(
                [
                    "let results = try await " + remoteCall(.search, "query: \(query), page: \(page)"),
                    "return " + toDomain(.array(.named(entity)), "results"),
                ], writing: false)
        case .save:
            let value = argument?.name ?? "item"
            let dto = data.wireMapping.fromDomain(.named(entity), value)
            return write(
                operation, key: "\(value).id", local: "\(local.save)([\(value)])", remote: remoteCall(.save, "dto"),
                prefix: ["let dto = \(dto)"], offline: addedToAll(value, local))
        case .delete:
            let takesEntity = argument?.role == .entity
            let id = takesEntity ? "id" : (argument?.name ?? "id")
            return write(
                operation, key: id, local: "\(local.delete)(id: \(id))", remote: remoteCall(.delete, "id: \(id)"),
                prefix: takesEntity ? ["let id = \(argument?.name ?? "item").id"] : [])
        }
    }

    /// The key of the stored list `fetchAll` keeps.
    static let allKey = "\"all\""

    /// An item saved offline joins the stored "all" list, which is kept until the upload is through:
    /// offline, "all" still holds what the user has just added.
    private func addedToAll(_ value: String, _ local: LocalAPI) -> [String] {
        guard repository.operations.contains(.fetchAll) else { return [] }
        return [
            "if var all = try await localDataSource.\(local.fetchList)(key: \(Self.allKey)), !all.contains(where: { $0.id == \(value).id }) {",
            "    all.append(\(value))",
            "    try await localDataSource.\(local.saveList)(all, key: \(Self.allKey))",
            "}",
        ]
    }

    /// Offline-first: local write, queued upload, background sync. Otherwise: network, then local.
    private func write(
        _ operation: RepositoryOperation, key: String, local: String, remote: String, prefix: [String], offline: [String] = []
    ) -> [String] {
        guarded(
            prefix + [
                "switch caching.\(operation.rawValue) {",
                "case .offlineFirst:",
                "    try await localDataSource.\(local)",
            ] + offline.map { "    " + $0 } + invalidation(reachedServer: false).map { "    " + $0 } + upload(key: key, remote: remote).map { "    " + $0 } + [
                "    Task { await self.pendingSync.synchronize() }",
                "case .cacheFirst, .networkFirst:",
                "    try await \(remote)",
                "    try await localDataSource.\(local)",
            ] + invalidation(reachedServer: true).map { "    " + $0 } + [
                "}"
            ], writing: true)
    }

    /// The queued upload of an offline-first write. Once the server has the change, the stored lists
    /// may miss it (the server decides what a page holds): they are dropped, so the next read asks
    /// again. A local failure there must not send the upload a second time, hence `try?`.
    private func upload(key: String, remote: String) -> [String] {
        let enqueue = "await pendingSync.enqueue(\"\\(\(key))\") {"
        guard let local, local.storesLists else { return [enqueue + " try await \(remote) }"] }
        var after = ["await self.cache.removeAll()"]
        if repository.keepsMemoryOnlyResults { after.append("await self.resultCache.removeAll()") }
        after.append("try? await self.localDataSource.\(local.deleteLists)()")
        return [enqueue, "    try await \(remote)"] + after.map { "    " + $0 } + ["}"]
    }

    /// What a write clears. Memory caches always; the stored lists (pages, query results) only once
    /// the server has the change: offline, they are all there is to read, and their ids resolve
    /// through the local items, which the write has already updated (see `upload`).
    func invalidation(reachedServer: Bool) -> [String] {
        var lines = ["await cache.removeAll()"]
        if repository.keepsMemoryOnlyResults { lines.append("await resultCache.removeAll()") }
        if reachedServer, let local, local.storesLists { lines.append("try await localDataSource.\(local.deleteLists)()") }
        return lines
    }
}
