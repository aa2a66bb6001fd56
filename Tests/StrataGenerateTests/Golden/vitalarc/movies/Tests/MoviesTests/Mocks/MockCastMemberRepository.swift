import Foundation
@testable import Movies

/// In-memory `CastMemberRepository` for tests: keeps items in a store, counts calls, records arguments.
final class MockCastMemberRepository: CastMemberRepository {
    /// What reads return and writes change.
    var castMembers: [CastMember] = []
    /// When set, every method records its call and then throws this error.
    var error: MoviesError?
    var fetchCastResult: [CastMember] = []

    private(set) var fetchCastCallCount = 0
    private(set) var lastFetchCastMovie: Movie?

    func fetchCast(movie: Movie) async throws -> [CastMember] {
        fetchCastCallCount += 1
        lastFetchCastMovie = movie
        if let error { throw error }
        return fetchCastResult
    }
}
