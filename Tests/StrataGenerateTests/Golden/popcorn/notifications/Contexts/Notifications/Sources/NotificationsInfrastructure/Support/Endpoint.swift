import Foundation
import NotificationsDomain
import NotificationsAdapters

/// The HTTP verbs the remote data sources use.
public enum HTTPMethod: String, Sendable, Equatable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"
}

/// One request to the API, relative to the client's base URL.
public struct Endpoint: Sendable, Equatable {
    public var method: HTTPMethod
    /// `/workouts/42`; joined to the base URL as is.
    public var path: String
    /// Query items, sent sorted by name so requests are reproducible.
    public var query: [String: String]
    /// A JSON body, already encoded.
    public var body: Data?

    public init(_ method: HTTPMethod, _ path: String, query: [String: String] = [:], body: Data? = nil) {
        self.method = method
        self.path = path
        self.query = query
        self.body = body
    }
}
