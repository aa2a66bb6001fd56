import Foundation

/// Billing order, lead roles first.
protocol FetchMovieCastUseCaseContract: Sendable {
    func execute(movie: Movie) async throws(MoviesError) -> [CastMember]
}

struct FetchMovieCastUseCase: FetchMovieCastUseCaseContract {
    private let repository: CastMemberRepositoryContract

    init(repository: CastMemberRepositoryContract) {
        self.repository = repository
    }

    func execute(movie: Movie) async throws(MoviesError) -> [CastMember] {
        // TODO(business rule): Billing order, lead roles first.
        return try await repository.fetchCast(movie: movie)
    }
}
