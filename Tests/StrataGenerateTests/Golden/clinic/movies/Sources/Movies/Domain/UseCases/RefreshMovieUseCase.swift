import Foundation

/// Gets one Movie fresh from the remote source.
protocol RefreshMovieUseCaseProtocol: Sendable {
    func execute(id: String) async throws -> Movie
}

struct RefreshMovieUseCase: RefreshMovieUseCaseProtocol {
    private let repository: MovieRepository

    init(repository: MovieRepository) {
        self.repository = repository
    }

    func execute(id: String) async throws -> Movie {
        guard let movie = try await repository.fetchMovie(id: id, cachePolicy: .remoteFirst) else {
            throw MoviesError.notFound
        }
        return movie
    }
}
