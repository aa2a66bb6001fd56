import Foundation

/// Gets one Movie fresh from the remote source.
protocol RefreshMovieUseCaseContract: Sendable {
    func execute(identifier: Int) async throws(MoviesError) -> Movie
}

struct RefreshMovieUseCase: RefreshMovieUseCaseContract {
    private let repository: MovieRepositoryContract

    init(repository: MovieRepositoryContract) {
        self.repository = repository
    }

    func execute(identifier: Int) async throws(MoviesError) -> Movie {
        guard let movie = try await repository.getMovie(identifier: identifier, cachePolicy: .remoteFirst) else {
            throw MoviesError.notFound
        }
        return movie
    }
}
