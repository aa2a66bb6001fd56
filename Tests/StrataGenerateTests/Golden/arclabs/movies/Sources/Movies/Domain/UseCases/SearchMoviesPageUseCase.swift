import Foundation

/// Searches Movies, one page at a time, always remotely.
protocol SearchMoviesPageUseCaseProtocol: Sendable {
    func execute(query: String, page: Int) async throws -> [Movie]
}

final class SearchMoviesPageUseCase {

    // MARK: Private Properties

    private let repository: MovieRepositoryProtocol

    // MARK: Initialization

    init(repository: MovieRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - SearchMoviesPageUseCaseProtocol

extension SearchMoviesPageUseCase: SearchMoviesPageUseCaseProtocol {
    func execute(query: String, page: Int) async throws -> [Movie] {
        return try await repository.searchMovies(query: query, page: page)
    }
}
