import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The Open Library HTTP API.
public struct OpenLibraryClient: Sendable {
    public enum Failure: Error, Equatable {
        case transport(URLError.Code)
        case status(Int)
        case decoding
    }

    private let session: URLSession
    private let decoder = JSONDecoder()

    public init(session: URLSession = .shared) {
        self.session = session
    }

    func get<Response: Decodable>(_ path: String, query: [URLQueryItem] = []) async throws(Failure) -> Response {
        var components = URLComponents(string: "https://openlibrary.org")!
        components.path = path
        components.queryItems = query.isEmpty ? nil : query
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(from: components.url!)
        } catch let error as URLError {
            throw .transport(error.code)
        } catch {
            throw .transport(.unknown)
        }
        guard let status = (response as? HTTPURLResponse)?.statusCode, (200..<300).contains(status) else {
            throw .status((response as? HTTPURLResponse)?.statusCode ?? 0)
        }
        do {
            return try decoder.decode(Response.self, from: data)
        } catch {
            throw .decoding
        }
    }
}
