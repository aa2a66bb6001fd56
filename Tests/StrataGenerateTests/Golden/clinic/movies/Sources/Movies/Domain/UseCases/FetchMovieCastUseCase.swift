import Foundation

/// Billing order, lead roles first.
protocol FetchMovieCastUseCaseProtocol: Sendable {
    func execute(movie: Movie) async throws -> [CastMember]
}

struct FetchMovieCastUseCase: FetchMovieCastUseCaseProtocol {
    private let repository: CastMemberRepository

    init(repository: CastMemberRepository) {
        self.repository = repository
    }

    func execute(movie: Movie) async throws -> [CastMember] {
        // TODO(business rule): Billing order, lead roles first.
        return try await repository.fetchCast(movie: movie)
    }
}
