import Foundation

/// @mockable
public protocol BookRepository: Sendable {
    func books(matching query: String) async throws -> [Book]
    func save(_ book: Book) async throws(LibraryError)
    var count: Int { get async }
    subscript(index: Int) -> Book? { get }
}

public enum LibraryError: Error, Equatable {
    case notFound(id: UUID)
    case offline
}

final class RemoteBookRepository: BookRepository {
    private let client: any HTTPClient
    init(client: some HTTPClient) { self.client = client }
    func books(matching query: String) async throws -> [Book] {
        let dtos: [BookDTO] = try await client.get("/books?q=\(query.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? "")")
        return dtos.map { $0.toDomain() }
    }
    func save(_ book: Book) async throws(LibraryError) { throw .offline }
    var count: Int { get async { 0 } }
    subscript(index: Int) -> Book? { nil }
}
