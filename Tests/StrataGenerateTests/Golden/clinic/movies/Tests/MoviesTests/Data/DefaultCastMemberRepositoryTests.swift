import Foundation
import Testing
@testable import Movies

@Suite("DefaultCastMemberRepository")
struct DefaultCastMemberRepositoryTests {
    @Test("Maps unauthorized failures of fetchCast")
    func mapsUnauthorizedFailures() async throws {
        let remote = MockCastMemberRemoteDataSource()
        let local = InMemoryCastMemberLocalDataSource()
        let sut = DefaultCastMemberRepository(remoteDataSource: remote, localDataSource: local)
        remote.error = .unauthorized

        await #expect(throws: MoviesError.unauthorized) {
            try await sut.fetchCast(movie: Movie.mock())
        }
    }
}
