import Foundation

/// Billing order, lead roles first.
public protocol FetchMovieCastUseCase: Sendable {
    func execute(movie: Movie) async throws(MoviesError) -> [CastMember]
}

public final class DefaultFetchMovieCastUseCase: FetchMovieCastUseCase {
    private let repository: CastMemberRepository

    public init(repository: CastMemberRepository) {
        self.repository = repository
    }

    public func execute(movie: Movie) async throws(MoviesError) -> [CastMember] {
        // TODO(business rule): Billing order, lead roles first.
        return try await repository.fetchCast(movie: movie)
    }
}
