import Foundation

/// Searches Movies, one page at a time, always remotely.
public protocol SearchMoviesPageUseCase: Sendable {
    func execute(query: String, page: Int) async throws(MoviesError) -> [Movie]
}

public final class DefaultSearchMoviesPageUseCase: SearchMoviesPageUseCase {
    private let repository: MovieRepository

    public init(repository: MovieRepository) {
        self.repository = repository
    }

    public func execute(query: String, page: Int) async throws(MoviesError) -> [Movie] {
        return try await repository.searchMoviesPage(query: query, page: page)
    }
}
