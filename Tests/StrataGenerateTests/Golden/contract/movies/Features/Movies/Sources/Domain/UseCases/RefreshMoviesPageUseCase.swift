import Foundation

/// Gets one page of Movies fresh from the remote source.
protocol RefreshMoviesPageUseCaseContract: Sendable {
    func execute(page: Int) async throws(MoviesError) -> [Movie]
}

struct RefreshMoviesPageUseCase: RefreshMoviesPageUseCaseContract {
    private let repository: MovieRepositoryContract

    init(repository: MovieRepositoryContract) {
        self.repository = repository
    }

    func execute(page: Int) async throws(MoviesError) -> [Movie] {
        return try await repository.getMoviesPage(page: page, cachePolicy: .remoteFirst)
    }
}
