import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

protocol APIClientProtocol: Sendable {
    func request<T: Decodable & Sendable>(
        endpoint: Endpoint,
        method: HTTPMethod,
        body: (any Encodable & Sendable)?,
        responseType: T.Type
    ) async throws -> T
}

final class APIClient {

    // MARK: Private Properties

    private let baseURL: URL
    private let session: URLSession
    private let decoder: JSONDecoder

    // MARK: Initialization

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
        self.decoder = JSONDecoder()
    }
}

// MARK: - APIClientProtocol

extension APIClient: APIClientProtocol {
    func request<T: Decodable & Sendable>(
        endpoint: Endpoint,
        method: HTTPMethod = .get,
        body: (any Encodable & Sendable)? = nil,
        responseType: T.Type
    ) async throws -> T {
        guard var components = URLComponents(
            url: baseURL.appendingPathComponent(endpoint.path),
            resolvingAgainstBaseURL: false
        ) else {
            throw NetworkError.invalidURL
        }
        if !endpoint.queryItems.isEmpty {
            components.queryItems = endpoint.queryItems
        }
        guard let url = components.url else {
            throw NetworkError.invalidURL
        }

        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        if let body {
            request.httpBody = try JSONEncoder().encode(body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }

        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            throw NetworkError.networkUnavailable
        }

        try validate(response)

        do {
            return try decoder.decode(T.self, from: data)
        } catch {
            throw NetworkError.decodingFailed
        }
    }
}

// MARK: - Private Functions

private extension APIClient {
    func validate(_ response: URLResponse) throws {
        guard let httpResponse = response as? HTTPURLResponse else {
            throw NetworkError.httpError(0)
        }
        switch httpResponse.statusCode {
        case 200...299:
            return
        case 401:
            throw NetworkError.unauthorized
        case 404:
            throw NetworkError.notFound
        default:
            throw NetworkError.httpError(httpResponse.statusCode)
        }
    }
}
