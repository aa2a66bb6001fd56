import Foundation

/// Fetches every Genre.
protocol FetchGenresUseCaseProtocol: Sendable {
    func execute() async throws -> [Genre]
}

final class FetchGenresUseCase {

    // MARK: Private Properties

    private let repository: GenreRepositoryProtocol

    // MARK: Initialization

    init(repository: GenreRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - FetchGenresUseCaseProtocol

extension FetchGenresUseCase: FetchGenresUseCaseProtocol {
    func execute() async throws -> [Genre] {
        return try await repository.getAllGenres()
    }
}
