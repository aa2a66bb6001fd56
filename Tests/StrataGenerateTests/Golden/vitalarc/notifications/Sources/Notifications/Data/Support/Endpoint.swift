import Foundation

/// The HTTP verbs the remote data sources use.
enum HTTPMethod: String, Sendable, Equatable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"
}

/// One request to the API, relative to the client's base URL.
struct Endpoint: Sendable, Equatable {
    var method: HTTPMethod
    /// `/workouts/42`; joined to the base URL as is.
    var path: String
    /// Query items, sent sorted by name so requests are reproducible.
    var query: [String: String]
    /// A JSON body, already encoded.
    var body: Data?

    init(_ method: HTTPMethod, _ path: String, query: [String: String] = [:], body: Data? = nil) {
        self.method = method
        self.path = path
        self.query = query
        self.body = body
    }
}
