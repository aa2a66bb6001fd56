import Foundation

/// Fetches every Genre.
protocol FetchGenresUseCaseProtocol: Sendable {
    func execute() async throws -> [Genre]
}

struct FetchGenresUseCase: FetchGenresUseCaseProtocol {
    private let repository: GenreRepository

    init(repository: GenreRepository) {
        self.repository = repository
    }

    func execute() async throws -> [Genre] {
        return try await repository.fetchAll()
    }
}
