import Foundation

/// Gets one page of Movies, reading local data first.
protocol GetMoviesPageUseCaseProtocol: Sendable {
    func execute(page: Int) async throws -> [Movie]
}

struct GetMoviesPageUseCase: GetMoviesPageUseCaseProtocol {
    private let repository: MovieRepository

    init(repository: MovieRepository) {
        self.repository = repository
    }

    func execute(page: Int) async throws -> [Movie] {
        return try await repository.fetchMoviesPage(page: page, cachePolicy: .localFirst)
    }
}
