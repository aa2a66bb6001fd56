import Foundation
import Testing
@testable import Movies

@Suite("MovieRepositoryImpl")
struct MovieRepositoryImplTests {
    @Test("Cache-first asks the network once, then serves the cache")
    func cacheFirstAsksTheNetworkOnce() async throws {
        let remote = MockMovieRemoteDataSource()
        let local = InMemoryMovieLocalDataSource()
        let sut = MovieRepositoryImpl(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByID: .cacheFirst))
        let stored = Movie.mock()
        remote.items = [MovieDTO.fromDomain(stored)]

        let first = try await sut.getMovie(by: stored.id, cachePolicy: .localFirst)
        let second = try await sut.getMovie(by: stored.id, cachePolicy: .localFirst)

        #expect(first?.id == stored.id)
        #expect(second?.id == stored.id)
        #expect(remote.fetchMovieCallCount == 1)
    }

    @Test("Network-first falls back to local data when offline")
    func networkFirstFallsBackToLocalData() async throws {
        let remote = MockMovieRemoteDataSource()
        let local = InMemoryMovieLocalDataSource()
        let sut = MovieRepositoryImpl(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByID: .networkFirst))
        let stored = Movie.mock()
        await local.saveMovies([stored])
        remote.error = .offline("no connection")

        let movie = try await sut.getMovie(by: stored.id, cachePolicy: .remoteFirst)

        #expect(movie?.id == stored.id)
        #expect(remote.fetchMovieCallCount == 1)
    }

    @Test("A 404 reads as nothing stored")
    func notFoundReadsAsNil() async throws {
        let remote = MockMovieRemoteDataSource()
        let local = InMemoryMovieLocalDataSource()
        let sut = MovieRepositoryImpl(remoteDataSource: remote, localDataSource: local)
        let stored = Movie.mock()

        let movie = try await sut.getMovie(by: stored.id, cachePolicy: .localFirst)

        #expect(movie == nil)
    }

    @Test("Maps unauthorized failures to MoviesError.unauthorized")
    func mapsUnauthorizedFailures() async throws {
        let remote = MockMovieRemoteDataSource()
        let local = InMemoryMovieLocalDataSource()
        let sut = MovieRepositoryImpl(remoteDataSource: remote, localDataSource: local)
        let stored = Movie.mock()
        remote.error = .unauthorized

        await #expect(throws: MoviesError.unauthorized) {
            try await sut.getMovie(by: stored.id, cachePolicy: .localFirst)
        }
    }

    @Test("Maps offline failures to MoviesError.offline")
    func mapsOfflineFailures() async throws {
        let remote = MockMovieRemoteDataSource()
        let local = InMemoryMovieLocalDataSource()
        let sut = MovieRepositoryImpl(remoteDataSource: remote, localDataSource: local)
        let stored = Movie.mock()
        remote.error = .offline("no connection")

        await #expect(throws: MoviesError.offline) {
            try await sut.getMovie(by: stored.id, cachePolicy: .localFirst)
        }
    }

    @Test("Maps server failures to MoviesError.loadFailed")
    func mapsServerFailures() async throws {
        let remote = MockMovieRemoteDataSource()
        let local = InMemoryMovieLocalDataSource()
        let sut = MovieRepositoryImpl(remoteDataSource: remote, localDataSource: local)
        let stored = Movie.mock()
        remote.error = .server(statusCode: 500)

        await #expect(throws: MoviesError.loadFailed(description: "the server failed with status 500")) {
            try await sut.getMovie(by: stored.id, cachePolicy: .localFirst)
        }
    }

    @Test("Maps decoding failures to MoviesError.loadFailed")
    func mapsDecodingFailures() async throws {
        let remote = MockMovieRemoteDataSource()
        let local = InMemoryMovieLocalDataSource()
        let sut = MovieRepositoryImpl(remoteDataSource: remote, localDataSource: local)
        let stored = Movie.mock()
        remote.error = .decoding("bad JSON")

        await #expect(throws: MoviesError.loadFailed(description: "the response could not be read")) {
            try await sut.getMovie(by: stored.id, cachePolicy: .localFirst)
        }
    }

    @Test("Network-first serves no local data when the server refuses")
    func networkFirstDoesNotFallBackOnARefusal() async throws {
        let remote = MockMovieRemoteDataSource()
        let local = InMemoryMovieLocalDataSource()
        let sut = MovieRepositoryImpl(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByID: .networkFirst))
        let stored = Movie.mock()
        await local.saveMovies([stored])
        remote.error = .unauthorized

        await #expect(throws: MoviesError.unauthorized) {
            try await sut.getMovie(by: stored.id, cachePolicy: .remoteFirst)
        }
    }

    @Test("A 404 forgets the stored value")
    func notFoundForgetsTheStoredValue() async throws {
        let remote = MockMovieRemoteDataSource()
        let local = InMemoryMovieLocalDataSource()
        let sut = MovieRepositoryImpl(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByID: .networkFirst))
        let stored = Movie.mock()
        await local.saveMovies([stored])
        remote.error = .notFound

        let movie = try await sut.getMovie(by: stored.id, cachePolicy: .remoteFirst)
        let kept = await local.fetchMovie(id: stored.id)

        #expect(movie == nil)
        #expect(kept == nil)
    }

    @Test("A stored value older than maxAge is fetched again")
    func expiredValueIsFetchedAgain() async throws {
        let remote = MockMovieRemoteDataSource()
        let local = InMemoryMovieLocalDataSource(maxAge: 60)
        let sut = MovieRepositoryImpl(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByID: .cacheFirst))
        let stored = Movie.mock()
        await local.saveMovies([stored], cachedAt: Date().addingTimeInterval(-3_600))
        remote.items = [MovieDTO.fromDomain(stored)]

        let movie = try await sut.getMovie(by: stored.id, cachePolicy: .localFirst)

        #expect(movie?.id == stored.id)
        #expect(remote.fetchMovieCallCount == 1)
    }

    @Test("Network-first serves the stored page when the network fails")
    func networkFirstServesTheStoredPage() async throws {
        let remote = MockMovieRemoteDataSource()
        let local = InMemoryMovieLocalDataSource()
        let sut = MovieRepositoryImpl(remoteDataSource: remote, localDataSource: local, caching: .init(fetchPage: .networkFirst))
        remote.items = [MovieDTO.fromDomain(Movie.mock(id: UUID())), MovieDTO.fromDomain(Movie.mock(id: UUID()))]
        let fresh = try await sut.getMoviesPage(page: 1, cachePolicy: .remoteFirst)
        remote.error = .offline("no connection")

        let stored = try await sut.getMoviesPage(page: 1, cachePolicy: .remoteFirst)

        #expect(stored.map(\.id) == fresh.map(\.id))
        #expect(stored.count == 2)
        #expect(remote.fetchMoviesPageCallCount == 2)
    }

    @Test("A stored page older than maxAge is fetched again")
    func expiredPageIsFetchedAgain() async throws {
        let remote = MockMovieRemoteDataSource()
        let local = InMemoryMovieLocalDataSource(maxAge: 60)
        let sut = MovieRepositoryImpl(remoteDataSource: remote, localDataSource: local, caching: .init(fetchPage: .cacheFirst))
        await local.saveMovieList([Movie.mock(id: UUID())], key: "page:1", cachedAt: Date().addingTimeInterval(-3_600))
        let fetched = Movie.mock(id: UUID())
        remote.items = [MovieDTO.fromDomain(fetched)]

        let page = try await sut.getMoviesPage(page: 1, cachePolicy: .localFirst)

        #expect(page.map(\.id) == [fetched.id])
        #expect(remote.fetchMoviesPageCallCount == 1)
    }
}
