import StrataModel

/// Who sends the remote data sources' requests, and the names every Data-layer planner uses for it.
enum RemoteClient: Sendable {
    /// Strata's own `APIClientProtocol`, `Endpoint` and `NetworkError`, written once per module
    /// by `DataSupportPlanner`.
    case strata
    /// The project's own client, called in its shape; the feature's endpoints become cases of the
    /// project's endpoint enum (`conventions.data.apiClient`).
    case project(ClientCallShape)

    /// Strata's client unless the conventions adopt the project's; with the reason when they adopt one Strata cannot call.
    static func resolve(_ conventions: DataConventions) -> (RemoteClient, ClientShapeProblem?) {
        guard conventions.apiClient.adopt else { return (.strata, nil) }
        switch ClientCallShape.resolve(conventions.apiClient) {
        case .success(let shape): return (.project(shape), nil)
        case .failure(let problem): return (.strata, problem)
        }
    }

    var shape: ClientCallShape? {
        if case .project(let shape) = self { return shape }
        return nil
    }

    /// The protocol remote data sources hold.
    var protocolName: String { shape?.client.protocolName ?? DataSupportNames.apiClientProtocol }

    /// The error the client throws, which repositories map.
    var errorType: String { shape?.client.errorType ?? DataSupportNames.networkError }

    /// `NetworkError.notFound`: a 404, which a read by id turns into `nil`.
    var notFoundError: String { shape?.client.notFoundError ?? DataSupportNames.networkError + ".notFound" }

    /// What a test sets on a remote double to make the network fail: `.offline("no connection")`.
    var transportFailure: String {
        guard let client = shape?.client else { return ".offline(\"no connection\")" }
        return "." + client.transportFailureCase
    }

    /// The error case of a 401, when the client has one: `.unauthorized`.
    var unauthorized: String? {
        guard let client = shape?.client else { return ".unauthorized" }
        return client.unauthorizedCase.map { "." + $0 }
    }
}
