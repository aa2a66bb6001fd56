import StrataModel

/// The Data layer's shared pieces, one of each per module: endpoint and HTTP client, network error,
/// JSON format, caching strategies, memory cache, offline sync queue and the error mapper. With the
/// project's own client, its endpoint, client and error types are used instead of Strata's.
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
            usesPatch: data.model.repositories.contains { repository in
                (repository.operations.contains(.save) && data.saveMethod(of: repository) == .patch) || repository.queries.contains { $0.verb == "patch" }
            },
            networkError: data.client.errorType,
            errorArms: errorArms,
            hasOfflineCase: offlineCase != nil,
            offlineCase: offlineCase ?? "",
            otherErrorsAreTransport: offlineCase == nil
        )
        let networking: [(String, String)] = [
            (DataSupportNames.endpoint, "endpoint"),
            (DataSupportNames.networkError, "network-error"),
            ("APIClient", "api-client"),
        ]
        let files: [(String, String)] =
            (data.client.shape == nil ? networking : []) + [
                (DataSupportNames.jsonCoding, "json-coding"),
                (DataSupportNames.cachingStrategy, "caching-strategy"),
                (DataSupportNames.memoryCache, "memory-cache"),
                (DataSupportNames.pendingSync, "pending-sync"),
                (names.errorMapper, "error-mapper"),
            ]
        return files.map { name, template in
            // The JSON format belongs to the wire types: with the popcorn preset's adapters module it lives there.
            let path =
                name == DataSupportNames.jsonCoding
                ? names.path(\.wireSupport, or: \.dataSupport, name: name) : names.path(\.dataSupport, name: name)
            return PlannedFile(path: path, role: .dataSupport, template: template, context: context)
        }
    }

    /// `offline`: Strata's `NetworkError.offline`, or the project client's case for no connection.
    var offlineCase: String? {
        guard let client = data.client.shape?.client else { return "offline" }
        return client.offlineCase
    }

    /// Strata's `NetworkError`, case by case; the project's error by the cases it names, the rest as failures.
    var errorArms: [ErrorArm] {
        guard let client = data.client.shape?.client else {
            return [
                ErrorArm(errorPattern: "case .offline", errorResult: ".offline"),
                ErrorArm(errorPattern: "case .unauthorized", errorResult: ".unauthorized"),
                ErrorArm(errorPattern: "case .notFound", errorResult: ".notFound"),
                ErrorArm(errorPattern: "case .server(let statusCode)", errorResult: "failed(\"the server failed with status \\(statusCode)\")"),
                ErrorArm(errorPattern: "case .unexpectedStatus(let statusCode)", errorResult: "failed(\"unexpected status \\(statusCode)\")"),
                ErrorArm(errorPattern: "case .decoding", errorResult: "failed(\"the response could not be read\")"),
                ErrorArm(errorPattern: "case .invalidRequest(let path)", errorResult: "failed(\"invalid request \\(path)\")"),
            ]
        }
        let named: [(String?, String)] = [(client.offlineCase, ".offline"), (client.unauthorizedCase, ".unauthorized"), (client.notFoundCase, ".notFound")]
        return named.compactMap { name, result in name.map { ErrorArm(errorPattern: "case .\($0)", errorResult: result) } }
            + [ErrorArm(errorPattern: "default", errorResult: "failed(String(describing: networkError))")]
    }

    static func describe(_ strategy: DateStrategy) -> String {
        switch strategy {
        case .iso8601: return "ISO 8601 text (`2023-11-14T22:13:20Z`)"
        case .secondsSince1970: return "seconds since 1970"
        case .millisecondsSince1970: return "milliseconds since 1970"
        }
    }
}
