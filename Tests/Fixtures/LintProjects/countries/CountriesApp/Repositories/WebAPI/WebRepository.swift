import Foundation

protocol WebRepository: Sendable {
    var session: URLSession { get }
    var baseURL: String { get }
}

enum APIError: Swift.Error, Equatable {
    case invalidURL
    case httpCode(Int)
    case unexpectedResponse
}

extension WebRepository {
    func call<Value: Decodable>(path: String) async throws -> Value {
        guard let url = URL(string: baseURL + path) else { throw APIError.invalidURL }
        let (data, response) = try await session.data(from: url)
        guard let code = (response as? HTTPURLResponse)?.statusCode else { throw APIError.unexpectedResponse }
        guard (200..<300).contains(code) else { throw APIError.httpCode(code) }
        return try JSONDecoder().decode(Value.self, from: data)
    }
}
