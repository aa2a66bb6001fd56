import Foundation

/// Fetches every Genre.
final class FetchGenresUseCase {
    private let repository: GenreRepository

    init(repository: GenreRepository) {
        self.repository = repository
    }

    func execute() async throws -> [Genre] {
        return try await repository.fetchAll()
    }
}
