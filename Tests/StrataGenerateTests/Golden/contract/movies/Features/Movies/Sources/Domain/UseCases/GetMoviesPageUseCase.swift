import Foundation

/// Gets one page of Movies, reading local data first.
protocol GetMoviesPageUseCaseContract: Sendable {
    func execute(page: Int) async throws(MoviesError) -> [Movie]
}

struct GetMoviesPageUseCase: GetMoviesPageUseCaseContract {
    private let repository: MovieRepositoryContract

    init(repository: MovieRepositoryContract) {
        self.repository = repository
    }

    func execute(page: Int) async throws(MoviesError) -> [Movie] {
        return try await repository.getMoviesPage(page: page, cachePolicy: .localFirst)
    }
}
