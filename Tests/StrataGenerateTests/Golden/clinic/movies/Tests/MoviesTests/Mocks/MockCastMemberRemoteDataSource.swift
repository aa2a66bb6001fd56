import Foundation
@testable import Movies

/// `CastMemberRemoteDataSourceProtocol` for tests: no network, canned DTOs, call counts.
final class MockCastMemberRemoteDataSource: CastMemberRemoteDataSourceProtocol, @unchecked Sendable {
    /// What reads return; `save` replaces or appends, `delete` removes.
    var items: [CastMemberDTO] = []
    /// When set, every method counts its call and then throws it.
    var error: NetworkError?
    private(set) var savedItems: [CastMemberDTO] = []
    private(set) var fetchCastCallCount = 0
    var fetchCastResult: [CastMemberDTO] = []

    func fetchCast(movie: Movie) async throws -> [CastMemberDTO] {
        fetchCastCallCount += 1
        if let error { throw error }
        return fetchCastResult
    }
}
