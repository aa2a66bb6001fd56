import Foundation
@testable import Movies

/// `MovieCollectionRemoteDataSourceProtocol` for tests: no network, canned DTOs, call counts.
final class MockMovieCollectionRemoteDataSource: MovieCollectionRemoteDataSourceProtocol, @unchecked Sendable {
    /// What reads return; `save` replaces or appends, `delete` removes.
    var items: [MovieCollectionDTO] = []
    /// When set, every method counts its call and then throws it.
    var error: NetworkError?
    private(set) var savedItems: [MovieCollectionDTO] = []
    private(set) var fetchMovieCollectionCallCount = 0

    func fetchMovieCollection(id: UUID) async throws -> MovieCollectionDTO {
        fetchMovieCollectionCallCount += 1
        if let error { throw error }
        guard let item = items.first(where: { $0.id == id }) else { throw NetworkError.notFound }
        return item
    }
}
