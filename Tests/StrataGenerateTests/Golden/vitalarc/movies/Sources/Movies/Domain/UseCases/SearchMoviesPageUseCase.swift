import Foundation

/// Searches Movies, one page at a time, always remotely.
final class SearchMoviesPageUseCase {
    private let repository: MovieRepository

    init(repository: MovieRepository) {
        self.repository = repository
    }

    func execute(query: String, page: Int) async throws -> [Movie] {
        return try await repository.searchMoviesPage(query: query, page: page)
    }
}
