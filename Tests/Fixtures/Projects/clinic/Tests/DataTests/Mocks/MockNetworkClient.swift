import Data
import Foundation

final class MockNetworkClient: NetworkClient, @unchecked Sendable {
    var responses: [URL: any Sendable] = [:]
    var errorToThrow: Error?
    private(set) var requestedURLs: [URL] = []
    private(set) var postedBodies: [any Sendable] = []
    private(set) var deletedURLs: [URL] = []

    func get<Response: Decodable & Sendable>(url: URL) async throws -> Response {
        requestedURLs.append(url)
        if let errorToThrow { throw errorToThrow }
        guard let response = responses[url] as? Response else {
            throw URLError(.resourceUnavailable)
        }
        return response
    }

    func post<Body: Encodable & Sendable>(url: URL, body: Body) async throws {
        requestedURLs.append(url)
        if let errorToThrow { throw errorToThrow }
        postedBodies.append(body)
    }

    func delete(url: URL) async throws {
        if let errorToThrow { throw errorToThrow }
        deletedURLs.append(url)
    }
}
