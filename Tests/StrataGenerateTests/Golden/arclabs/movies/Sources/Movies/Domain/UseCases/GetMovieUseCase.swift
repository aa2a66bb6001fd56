import Foundation

/// Gets one Movie, reading local data first.
protocol GetMovieUseCaseProtocol: Sendable {
    func execute(id: UUID) async throws -> Movie
}

final class GetMovieUseCase {

    // MARK: Private Properties

    private let repository: MovieRepositoryProtocol

    // MARK: Initialization

    init(repository: MovieRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - GetMovieUseCaseProtocol

extension GetMovieUseCase: GetMovieUseCaseProtocol {
    func execute(id: UUID) async throws -> Movie {
        guard let movie = try await repository.getMovie(by: id, cachePolicy: .localFirst) else {
            throw MoviesError.notFound
        }
        return movie
    }
}
