import Foundation

/// Gets one page of Movies, reading local data first.
final class GetMoviesPageUseCase {
    private let repository: MovieRepository

    init(repository: MovieRepository) {
        self.repository = repository
    }

    func execute(page: Int) async throws -> [Movie] {
        return try await repository.fetchMoviesPage(page: page, cachePolicy: .localFirst)
    }
}
