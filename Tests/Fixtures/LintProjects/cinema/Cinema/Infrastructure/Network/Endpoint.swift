import Foundation

enum HTTPMethodType: String {
    case get = "GET"
    case post = "POST"
}

protocol Requestable {
    var path: String { get }
    var method: HTTPMethodType { get }
    var queryParameters: [String: String] { get }

    func urlRequest(baseURL: URL) throws -> URLRequest
}

protocol ResponseRequestable: Requestable {
    associatedtype Response
}

final class Endpoint<R>: ResponseRequestable {
    typealias Response = R

    let path: String
    let method: HTTPMethodType
    let queryParameters: [String: String]

    init(path: String, method: HTTPMethodType, queryParameters: [String: String] = [:]) {
        self.path = path
        self.method = method
        self.queryParameters = queryParameters
    }

    func urlRequest(baseURL: URL) throws -> URLRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        components?.queryItems = queryParameters.map { URLQueryItem(name: $0.key, value: $0.value) }
        guard let url = components?.url else { throw NetworkError.urlGeneration }
        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        return request
    }
}
