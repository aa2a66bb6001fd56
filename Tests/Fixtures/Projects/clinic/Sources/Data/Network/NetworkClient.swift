import Domain
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

public protocol NetworkClient: Sendable {
    func get<Response: Decodable & Sendable>(url: URL) async throws -> Response
    func post<Body: Encodable & Sendable>(url: URL, body: Body) async throws
    func delete(url: URL) async throws
}

public struct URLSessionNetworkClient: NetworkClient {
    private let session: URLSession

    public init(session: URLSession = .shared) {
        self.session = session
    }

    public func get<Response: Decodable & Sendable>(url: URL) async throws -> Response {
        let (data, response) = try await session.data(from: url)
        try validate(response)
        return try Self.decoder.decode(Response.self, from: data)
    }

    public func post<Body: Encodable & Sendable>(url: URL, body: Body) async throws {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try Self.encoder.encode(body)
        let (_, response) = try await session.data(for: request)
        try validate(response)
    }

    public func delete(url: URL) async throws {
        var request = URLRequest(url: url)
        request.httpMethod = "DELETE"
        let (_, response) = try await session.data(for: request)
        try validate(response)
    }

    private func validate(_ response: URLResponse) throws {
        let statusCode = (response as? HTTPURLResponse)?.statusCode ?? 0
        if statusCode == 404 { throw RepositoryError.notFound }
        guard (200..<300).contains(statusCode) else {
            throw RepositoryError.invalidResponse(statusCode: statusCode)
        }
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }
}
