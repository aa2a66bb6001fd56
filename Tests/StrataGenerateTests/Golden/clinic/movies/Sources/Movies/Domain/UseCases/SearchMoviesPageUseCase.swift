import Foundation

/// Searches Movies, one page at a time, always remotely.
protocol SearchMoviesPageUseCaseProtocol: Sendable {
    func execute(query: String, page: Int) async throws -> [Movie]
}

struct SearchMoviesPageUseCase: SearchMoviesPageUseCaseProtocol {
    private let repository: MovieRepository

    init(repository: MovieRepository) {
        self.repository = repository
    }

    func execute(query: String, page: Int) async throws -> [Movie] {
        return try await repository.searchMovies(query: query, page: page)
    }
}
