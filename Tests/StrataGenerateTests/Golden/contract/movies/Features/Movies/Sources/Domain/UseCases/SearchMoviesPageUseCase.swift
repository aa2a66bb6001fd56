import Foundation

/// Searches Movies, one page at a time, always remotely.
protocol SearchMoviesPageUseCaseContract: Sendable {
    func execute(query: String, page: Int) async throws(MoviesError) -> [Movie]
}

struct SearchMoviesPageUseCase: SearchMoviesPageUseCaseContract {
    private let repository: MovieRepositoryContract

    init(repository: MovieRepositoryContract) {
        self.repository = repository
    }

    func execute(query: String, page: Int) async throws(MoviesError) -> [Movie] {
        return try await repository.searchMoviesPage(query: query, page: page)
    }
}
