import Foundation
import Testing
@testable import PopcornMovies

@MainActor
@Suite("CastMemberRepository")
struct CastMemberRepositoryTests {
    @Test("Maps unauthorized failures of fetchCast")
    func mapsUnauthorizedFailures() async throws {
        let remote = CastMemberRemoteDataSourceMock()
        let local = InMemoryCastMemberLocalDataSource()
        let sut = CastMemberRepository(remoteDataSource: remote, localDataSource: local)
        remote.error = .unauthorized

        await #expect(throws: MoviesError.unauthorized) {
            try await sut.fetchCast(movie: Movie.mock())
        }
    }
}
