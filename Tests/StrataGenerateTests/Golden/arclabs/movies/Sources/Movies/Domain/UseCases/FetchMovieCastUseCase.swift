import Foundation

/// Billing order, lead roles first.
protocol FetchMovieCastUseCaseProtocol: Sendable {
    func execute(movie: Movie) async throws -> [CastMember]
}

final class FetchMovieCastUseCase {

    // MARK: Private Properties

    private let repository: CastMemberRepositoryProtocol

    // MARK: Initialization

    init(repository: CastMemberRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - FetchMovieCastUseCaseProtocol

extension FetchMovieCastUseCase: FetchMovieCastUseCaseProtocol {
    func execute(movie: Movie) async throws -> [CastMember] {
        // TODO(business rule): Billing order, lead roles first.
        return try await repository.fetchCast(movie: movie)
    }
}
