import Foundation

/// Gets one page of Movies fresh from the remote source.
public protocol RefreshMoviesPageUseCase: Sendable {
    func execute(page: Int) async throws(MoviesError) -> [Movie]
}

public final class DefaultRefreshMoviesPageUseCase: RefreshMoviesPageUseCase {
    private let repository: MovieRepository

    public init(repository: MovieRepository) {
        self.repository = repository
    }

    public func execute(page: Int) async throws(MoviesError) -> [Movie] {
        return try await repository.fetchMoviesPage(page: page, cachePolicy: .remoteFirst)
    }
}
