import Foundation
import Testing
@testable import MoviesInfrastructure
@testable import MoviesDomain
@testable import PopcornMoviesAdapters

@Suite("DefaultCastMemberRepository")
struct DefaultCastMemberRepositoryTests {
    @Test("Maps unauthorized failures of fetchCast")
    func mapsUnauthorizedFailures() async throws {
        let remote = CastMemberRemoteDataSourceMock()
        let local = InMemoryCastMemberLocalDataSource()
        let sut = DefaultCastMemberRepository(remoteDataSource: remote, localDataSource: local)
        remote.error = .unauthorized

        await #expect(throws: MoviesError.unauthorized) {
            try await sut.fetchCast(movie: Movie.mock())
        }
    }

    @Test("Cache-first asks the network once for fetchCast")
    func cacheFirstAsksOnceForFetchCast() async throws {
        let castMemberMapper = CastMemberMapper()
        let remote = CastMemberRemoteDataSourceMock()
        let local = InMemoryCastMemberLocalDataSource()
        let sut = DefaultCastMemberRepository(remoteDataSource: remote, localDataSource: local, caching: .init(fetchCast: .cacheFirst))
        remote.fetchCastResult = [castMemberMapper.map(CastMember.mock())]
        let movie: Movie = Movie.mock()

        _ = try await sut.fetchCast(movie: movie)
        _ = try await sut.fetchCast(movie: movie)

        #expect(remote.fetchCastCallCount == 1)
    }

    @Test("Network-first serves the stored fetchCast result when the network fails")
    func networkFirstServesTheStoredFetchCast() async throws {
        let castMemberMapper = CastMemberMapper()
        let remote = CastMemberRemoteDataSourceMock()
        let local = InMemoryCastMemberLocalDataSource()
        let sut = DefaultCastMemberRepository(remoteDataSource: remote, localDataSource: local, caching: .init(fetchCast: .networkFirst))
        remote.fetchCastResult = [castMemberMapper.map(CastMember.mock())]
        let movie: Movie = Movie.mock()
        let fresh = try await sut.fetchCast(movie: movie)
        remote.error = .offline("no connection")

        let stored = try await sut.fetchCast(movie: movie)

        #expect(stored.map(\.id) == fresh.map(\.id))
        #expect(stored.count == 1)
        #expect(remote.fetchCastCallCount == 2)
    }
}
