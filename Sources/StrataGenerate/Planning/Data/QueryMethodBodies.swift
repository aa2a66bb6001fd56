import StrataModel

/// Feature queries: reads follow the query's caching strategy like the standard reads, kept under a
/// key made of the query's name and arguments; a query that returns nothing is a write.
extension RepositoryMethodBodies {
    func queryLines(_ method: RepositoryMethod) -> [String] {
        guard let query = method.query else { return [] }
        // The remote method has the query's name and labels.
        let call = "try await " + method.call(on: "self.remoteDataSource") { $0.name }
        guard let returns = query.returns else {
            return guarded([call] + invalidation(reachedServer: true), writing: true)
        }
        let key = queryKey(query)
        let strategy = "caching.\(query.name)"
        let fetch = ["    let response = \(call)"]
        switch repository.storage(of: query) {
        case .list:
            return guarded(
                ["return try await readStoredList(\(key), strategy: \(strategy), remote: {"] + fetch + [
                    "    return " + toDomain(returns, "response"),
                    "})",
                ], writing: false)
        case .optionalItem:
            return guarded(
                ["let items = try await readStoredList(\(key), strategy: \(strategy), remote: {"] + fetch + [
                    "    return " + toDomain(returns, "response") + ".map { [$0] } ?? []",
                    "})",
                    "return items.first",
                ], writing: false)
        case .item:
            return guarded(
                ["let items = try await readStoredList(\(key), strategy: \(strategy), remote: {"] + fetch + [
                    "    return [" + toDomain(returns, "response") + "]",
                    "})",
                    "guard let item = items.first else { throw \(data.client.notFoundError) }",
                    "return item",
                ], writing: false)
        case .memoryOnly, .write:
            return guarded(
                ["return try await readResult(\(key), strategy: \(strategy), remote: {"] + fetch + [
                    "    return " + toDomain(returns, "response"),
                    "})",
                ], writing: false)
        }
    }

    /// `"query:fetchRecent?limit=\(limit)"`: one key per query and arguments; entities by id.
    func queryKey(_ query: RepositoryQuery) -> String {
        let arguments = query.parameters.map { "\($0.name)=\\(\(keyText($0.type, $0.name)))" }
        return "\"query:\(query.name)" + (arguments.isEmpty ? "" : "?" + arguments.joined(separator: "&")) + "\""
    }

    /// An argument as interpolated text; optionals through `String(describing:)`, which says `nil`
    /// without the warning an interpolated optional gets.
    private func keyText(_ type: TypeRef, _ value: String) -> String {
        func isEntity(_ type: TypeRef) -> Bool {
            if case .named(let name) = type { return data.model.entity(named: name) != nil }
            return false
        }
        switch type {
        case .optional(let wrapped) where isEntity(wrapped): return "String(describing: \(value)?.id)"
        case .optional: return "String(describing: \(value))"
        case .array(let element) where isEntity(element): return "\(value).map(\\.id)"
        case _ where isEntity(type): return "\(value).id"
        default: return value
        }
    }
}
