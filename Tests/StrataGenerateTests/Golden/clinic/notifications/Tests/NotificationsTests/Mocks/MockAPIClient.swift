import Foundation
@testable import Notifications

/// `APIClientProtocol` for tests: records the endpoints sent; reads find nothing, writes succeed.
final class MockAPIClient: APIClientProtocol, @unchecked Sendable {
    private(set) var endpoints: [Endpoint] = []

    func send<Response: Decodable & Sendable>(_ endpoint: Endpoint, as type: Response.Type) async throws -> Response {
        endpoints.append(endpoint)
        throw NetworkError.notFound
    }

    func send(_ endpoint: Endpoint) async throws {
        endpoints.append(endpoint)
    }
}
