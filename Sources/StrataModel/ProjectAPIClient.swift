/// A project's own API client, called by generated remote data sources instead of the networking
/// files Strata would otherwise write (`conventions.data.apiClient` in `.strata.yml`).
///
/// Found by `strata init --infer`, or written by hand. With `adopt: false` (the default) the other
/// fields are not used: they name Strata's own types.
public struct ProjectAPIClient: Sendable, Hashable, Codable {
    /// Call the project's client, and add the feature's endpoints to its endpoint enum.
    public var adopt: Bool
    /// The protocol the remote data sources hold: `APIClientProtocol`.
    public var protocolName: String
    /// The protocol's request method as declared, generic clause and effects included:
    /// `func request<T: Decodable>(endpoint: Endpoint, method: HTTPMethod, body: (any Encodable)?, responseType: T.Type) async throws -> T`.
    public var requirement: String?
    /// The enum of endpoints, one case per resource, with `path` (and query) switches.
    public var endpointType: String
    /// The enum of HTTP verbs passed beside the endpoint (`.get`, `.put`…).
    public var httpMethodType: String
    /// The error enum the client throws; repositories map it to the feature's error.
    public var errorType: String
    /// Cases of `errorType` without associated values: a 404 (required), a 401, no connection.
    public var notFoundCase: String
    public var unauthorizedCase: String?
    public var offlineCase: String?

    public init(
        adopt: Bool = false, protocolName: String = DataSupportNames.apiClientProtocol, requirement: String? = nil,
        endpointType: String = DataSupportNames.endpoint, httpMethodType: String = DataSupportNames.httpMethod,
        errorType: String = DataSupportNames.networkError, notFoundCase: String = "notFound", unauthorizedCase: String? = "unauthorized",
        offlineCase: String? = "offline"
    ) {
        self.adopt = adopt
        self.protocolName = protocolName
        self.requirement = requirement
        self.endpointType = endpointType
        self.httpMethodType = httpMethodType
        self.errorType = errorType
        self.notFoundCase = notFoundCase
        self.unauthorizedCase = unauthorizedCase
        self.offlineCase = offlineCase
    }

    /// `NetworkError.notFound`.
    public var notFoundError: String { errorType + "." + notFoundCase }

    /// The error that stands for "the network failed" in generated tests: no connection when the
    /// project names one, else whatever failure it has.
    public var transportFailureCase: String { offlineCase ?? unauthorizedCase ?? notFoundCase }
}
