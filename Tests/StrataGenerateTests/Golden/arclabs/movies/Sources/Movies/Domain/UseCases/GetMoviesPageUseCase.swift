import Foundation

/// Gets one page of Movies, reading local data first.
protocol GetMoviesPageUseCaseProtocol: Sendable {
    func execute(page: Int) async throws -> [Movie]
}

final class GetMoviesPageUseCase {

    // MARK: Private Properties

    private let repository: MovieRepositoryProtocol

    // MARK: Initialization

    init(repository: MovieRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - GetMoviesPageUseCaseProtocol

extension GetMoviesPageUseCase: GetMoviesPageUseCaseProtocol {
    func execute(page: Int) async throws -> [Movie] {
        return try await repository.getMoviesPage(page: page, cachePolicy: .localFirst)
    }
}
