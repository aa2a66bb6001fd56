import Foundation

/// Gets one page of Movies fresh from the remote source.
protocol RefreshMoviesPageUseCaseProtocol: Sendable {
    func execute(page: Int) async throws -> [Movie]
}

final class RefreshMoviesPageUseCase {

    // MARK: Private Properties

    private let repository: MovieRepositoryProtocol

    // MARK: Initialization

    init(repository: MovieRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - RefreshMoviesPageUseCaseProtocol

extension RefreshMoviesPageUseCase: RefreshMoviesPageUseCaseProtocol {
    func execute(page: Int) async throws -> [Movie] {
        return try await repository.getMoviesPage(page: page, cachePolicy: .remoteFirst)
    }
}
