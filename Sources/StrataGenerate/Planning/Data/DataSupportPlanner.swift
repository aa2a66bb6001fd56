import StrataModel

/// The Data layer's shared pieces, one of each per module: endpoint and HTTP client, network error,
/// JSON format, caching strategies, memory cache, offline sync queue and the error mapper.
struct DataSupportPlanner {
    let data: DataScope

    func plan() -> [PlannedFile] {
        let names = data.names
        let context = DataSupportContext(
            access: data.scope.access,
            dateStrategy: data.dateStrategy.rawValue,
            dateDescription: Self.describe(data.dateStrategy),
            errorType: names.errorType,
            errorMapper: names.errorMapper,
            usesPatch: data.model.repositories.contains { $0.operations.contains(.save) && data.saveMethod(of: $0) == .patch }
        )
        let files: [(String, String)] = [
            (DataSupportNames.endpoint, "endpoint"),
            (DataSupportNames.networkError, "network-error"),
            ("APIClient", "api-client"),
            (DataSupportNames.jsonCoding, "json-coding"),
            (DataSupportNames.cachingStrategy, "caching-strategy"),
            (DataSupportNames.memoryCache, "memory-cache"),
            (DataSupportNames.pendingSync, "pending-sync"),
            (names.errorMapper, "error-mapper"),
        ]
        return files.map { name, template in
            // The JSON format belongs to the wire types: with seed 001's adapters module it lives there.
            let path = name == DataSupportNames.jsonCoding
                ? names.path(\.wireSupport, or: \.dataSupport, name: name) : names.path(\.dataSupport, name: name)
            return PlannedFile(path: path, role: .dataSupport, template: template, context: context)
        }
    }

    static func describe(_ strategy: DateStrategy) -> String {
        switch strategy {
        case .iso8601: return "ISO 8601 text (`2023-11-14T22:13:20Z`)"
        case .secondsSince1970: return "seconds since 1970"
        case .millisecondsSince1970: return "milliseconds since 1970"
        }
    }
}
