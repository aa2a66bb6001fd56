import Foundation
import Testing
@testable import Movies

@Suite("CastMemberRepositoryImpl")
struct CastMemberRepositoryImplTests {
    @Test("Maps unauthorized failures of fetchCast")
    func mapsUnauthorizedFailures() async throws {
        let remote = MockCastMemberRemoteDataSource()
        let local = InMemoryCastMemberLocalDataSource()
        let sut = CastMemberRepositoryImpl(remoteDataSource: remote, localDataSource: local)
        remote.error = .unauthorized

        await #expect(throws: MoviesError.unauthorized) {
            try await sut.fetchCast(movie: Movie.mock())
        }
    }
}
