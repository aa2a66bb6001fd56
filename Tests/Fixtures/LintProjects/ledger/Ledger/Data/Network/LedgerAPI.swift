import Foundation

enum LedgerAPIError: Error {
    case unauthorized
    case server(Int)
    case transport(Error)
}

final class LedgerAPI {
    private let session: URLSession
    private let baseURL: URL
    private var token: String?

    init(session: URLSession = .shared, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    func send<T: Decodable>(_ path: String, method: String = "GET", body: Data? = nil) async throws -> T {
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        request.httpMethod = method
        request.httpBody = body
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        let (data, response): (Data, URLResponse)
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            throw LedgerAPIError.transport(error)
        }
        switch (response as? HTTPURLResponse)?.statusCode ?? 0 {
        case 200..<300: return try JSONDecoder().decode(T.self, from: data)
        case 401: throw LedgerAPIError.unauthorized
        case let code: throw LedgerAPIError.server(code)
        }
    }
}
