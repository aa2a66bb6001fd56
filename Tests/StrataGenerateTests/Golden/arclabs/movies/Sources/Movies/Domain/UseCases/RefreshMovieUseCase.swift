import Foundation

/// Gets one Movie fresh from the remote source.
protocol RefreshMovieUseCaseProtocol: Sendable {
    func execute(id: UUID) async throws -> Movie
}

final class RefreshMovieUseCase {

    // MARK: Private Properties

    private let repository: MovieRepositoryProtocol

    // MARK: Initialization

    init(repository: MovieRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - RefreshMovieUseCaseProtocol

extension RefreshMovieUseCase: RefreshMovieUseCaseProtocol {
    func execute(id: UUID) async throws -> Movie {
        guard let movie = try await repository.getMovie(by: id, cachePolicy: .remoteFirst) else {
            throw MoviesError.notFound
        }
        return movie
    }
}
