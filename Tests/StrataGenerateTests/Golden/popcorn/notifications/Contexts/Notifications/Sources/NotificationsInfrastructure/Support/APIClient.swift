import Foundation
import NotificationsDomain
import NotificationsAdapters
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends `Endpoint`s and decodes JSON responses; every failure is a `NetworkError`, except a
/// cancelled request, which is a `CancellationError`.
public protocol APIClientProtocol: Sendable {
    func send<Response: Decodable & Sendable>(_ endpoint: Endpoint, as type: Response.Type) async throws -> Response
    func send(_ endpoint: Endpoint) async throws
}

/// `APIClientProtocol` over `URLSession`; works on Apple platforms and on Linux (FoundationNetworking).
public final class URLSessionAPIClient: APIClientProtocol {
    private let baseURL: URL
    private let session: URLSession

    public init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    public func send<Response: Decodable & Sendable>(_ endpoint: Endpoint, as type: Response.Type) async throws -> Response {
        let data = try await data(for: endpoint)
        do {
            return try JSONCoding.decoder().decode(Response.self, from: data)
        } catch {
            throw NetworkError.decoding(String(describing: error))
        }
    }

    public func send(_ endpoint: Endpoint) async throws {
        _ = try await data(for: endpoint)
    }

    private func data(for endpoint: Endpoint) async throws -> Data {
        let request = try request(for: endpoint)
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            // A request its caller gave up is not a lost connection: nothing may be served in its place.
            if Task.isCancelled || (error as? URLError)?.code == .cancelled {
                throw CancellationError()
            }
            throw NetworkError.offline(error.localizedDescription)
        }
        let statusCode = (response as? HTTPURLResponse)?.statusCode ?? 0
        if let error = NetworkError(statusCode: statusCode) {
            throw error
        }
        return data
    }

    private func request(for endpoint: Endpoint) throws -> URLRequest {
        let url = baseURL.appendingPathComponent(endpoint.path)
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            throw NetworkError.invalidRequest(endpoint.path)
        }
        if !endpoint.query.isEmpty {
            components.queryItems = endpoint.query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
        }
        guard let fullURL = components.url else {
            throw NetworkError.invalidRequest(endpoint.path)
        }
        var request = URLRequest(url: fullURL)
        request.httpMethod = endpoint.method.rawValue
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let body = endpoint.body {
            request.httpBody = body
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return request
    }
}
