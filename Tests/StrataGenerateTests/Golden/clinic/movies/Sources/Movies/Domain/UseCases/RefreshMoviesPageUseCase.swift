import Foundation

/// Gets one page of Movies fresh from the remote source.
protocol RefreshMoviesPageUseCaseProtocol: Sendable {
    func execute(page: Int) async throws -> [Movie]
}

struct RefreshMoviesPageUseCase: RefreshMoviesPageUseCaseProtocol {
    private let repository: MovieRepository

    init(repository: MovieRepository) {
        self.repository = repository
    }

    func execute(page: Int) async throws -> [Movie] {
        return try await repository.fetchMoviesPage(page: page, cachePolicy: .remoteFirst)
    }
}
