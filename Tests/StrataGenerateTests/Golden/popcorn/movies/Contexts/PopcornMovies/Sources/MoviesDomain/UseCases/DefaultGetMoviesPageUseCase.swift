import Foundation

/// Gets one page of Movies, reading local data first.
public protocol GetMoviesPageUseCase: Sendable {
    func execute(page: Int) async throws(MoviesError) -> [Movie]
}

public final class DefaultGetMoviesPageUseCase: GetMoviesPageUseCase {
    private let repository: MovieRepository

    public init(repository: MovieRepository) {
        self.repository = repository
    }

    public func execute(page: Int) async throws(MoviesError) -> [Movie] {
        return try await repository.fetchMoviesPage(page: page, cachePolicy: .localFirst)
    }
}
