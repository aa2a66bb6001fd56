import Foundation

/// Gets one Movie, reading local data first.
protocol GetMovieUseCaseContract: Sendable {
    func execute(identifier: Int) async throws(MoviesError) -> Movie
}

struct GetMovieUseCase: GetMovieUseCaseContract {
    private let repository: MovieRepositoryContract

    init(repository: MovieRepositoryContract) {
        self.repository = repository
    }

    func execute(identifier: Int) async throws(MoviesError) -> Movie {
        guard let movie = try await repository.getMovie(identifier: identifier, cachePolicy: .localFirst) else {
            throw MoviesError.notFound
        }
        return movie
    }
}
