import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The ledger API's transport: JSON in and out, dates as seconds since 1970.
protocol HTTPClient: Sendable {
    func get<Response: Decodable & Sendable>(_ route: Route) async throws -> Response
    func put<Body: Encodable & Sendable>(_ route: Route, body: Body) async throws
}

struct URLSessionHTTPClient: HTTPClient {
    private let baseURL: URL
    private let session: URLSession

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func get<Response: Decodable & Sendable>(_ route: Route) async throws -> Response {
        let (data, response) = try await session.data(from: baseURL.appendingPathComponent(route.path))
        try Self.validate(response)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return try decoder.decode(Response.self, from: data)
    }

    func put<Body: Encodable & Sendable>(_ route: Route, body: Body) async throws {
        var request = URLRequest(url: baseURL.appendingPathComponent(route.path))
        request.httpMethod = "PUT"
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        request.httpBody = try encoder.encode(body)
        let (_, response) = try await session.data(for: request)
        try Self.validate(response)
    }

    private static func validate(_ response: URLResponse) throws {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else { throw TransportError.status(status) }
    }
}
