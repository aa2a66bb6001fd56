import Foundation

/// Fetches every Genre.
public protocol FetchGenresUseCase: Sendable {
    func execute() async throws(MoviesError) -> [Genre]
}

public final class DefaultFetchGenresUseCase: FetchGenresUseCase {
    private let repository: GenreRepository

    public init(repository: GenreRepository) {
        self.repository = repository
    }

    public func execute() async throws(MoviesError) -> [Genre] {
        return try await repository.fetchAll()
    }
}
