import Foundation
@testable import Workouts

/// `APIClientProtocol` for tests: records the endpoints sent; reads find nothing, writes succeed.
final class APIClientMock: APIClientProtocol, @unchecked Sendable {
    private(set) var endpoints: [Endpoint] = []

    @MainActor init() {}

    func send<Response: Decodable & Sendable>(_ endpoint: Endpoint, as type: Response.Type) async throws -> Response {
        endpoints.append(endpoint)
        throw NetworkError.notFound
    }

    func send(_ endpoint: Endpoint) async throws {
        endpoints.append(endpoint)
    }
}
