import Foundation
@testable import Movies

/// In-memory `CastMemberRepositoryProtocol` for tests: keeps items in a store, counts calls, records arguments.
final class MockCastMemberRepository: CastMemberRepositoryProtocol, @unchecked Sendable {
    /// What reads return and writes change.
    var castMembers: [CastMember] = []
    /// When set, every method records its call and then throws this error; each method's own `…Error` fails it alone.
    var error: MoviesError?
    var fetchCastResult: [CastMember] = []

    private(set) var fetchCastCallCount = 0
    var fetchCastError: MoviesError?
    private(set) var lastFetchCastMovie: Movie?

    func fetchCast(movie: Movie) async throws -> [CastMember] {
        fetchCastCallCount += 1
        lastFetchCastMovie = movie
        if let error = fetchCastError ?? error { throw error }
        return fetchCastResult
    }
}
