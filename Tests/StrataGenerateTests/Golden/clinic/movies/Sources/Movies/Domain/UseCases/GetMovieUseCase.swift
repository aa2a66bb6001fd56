import Foundation

/// Gets one Movie, reading local data first.
protocol GetMovieUseCaseProtocol: Sendable {
    func execute(id: String) async throws -> Movie
}

struct GetMovieUseCase: GetMovieUseCaseProtocol {
    private let repository: MovieRepository

    init(repository: MovieRepository) {
        self.repository = repository
    }

    func execute(id: String) async throws -> Movie {
        guard let movie = try await repository.fetchMovie(id: id, cachePolicy: .localFirst) else {
            throw MoviesError.notFound
        }
        return movie
    }
}
