import Foundation

/// Fetches every Genre.
protocol FetchGenresUseCaseContract: Sendable {
    func execute() async throws(MoviesError) -> [Genre]
}

struct FetchGenresUseCase: FetchGenresUseCaseContract {
    private let repository: GenreRepositoryContract

    init(repository: GenreRepositoryContract) {
        self.repository = repository
    }

    func execute() async throws(MoviesError) -> [Genre] {
        return try await repository.getAllGenres()
    }
}
