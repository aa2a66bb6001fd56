import Foundation

/// What can go wrong talking to the API. Repositories map it to the feature's error, so it never
/// leaves the Data layer.
enum NetworkError: Error, Equatable, Sendable {
    /// No connection, a timeout, or any failure before a response arrived.
    case offline(String)
    /// 401 or 403.
    case unauthorized
    /// 404.
    case notFound
    /// 5xx.
    case server(statusCode: Int)
    /// Any other status outside 200…299.
    case unexpectedStatus(Int)
    /// The body is not the JSON the DTO expects.
    case decoding(String)
    /// The request could not be built (a path that is not a URL, a body that does not encode).
    case invalidRequest(String)

    /// The error for a response status, or `nil` for a success.
    init?(statusCode: Int) {
        switch statusCode {
        case 200..<300: return nil
        case 401, 403: self = .unauthorized
        case 404: self = .notFound
        case 500..<600: self = .server(statusCode: statusCode)
        default: self = .unexpectedStatus(statusCode)
        }
    }
}
