import Foundation
import Testing
@testable import Movies

@Suite("DefaultMovieCollectionRepository")
struct DefaultMovieCollectionRepositoryTests {
    @Test("Cache-first asks the network once, then serves the cache")
    func cacheFirstAsksTheNetworkOnce() async throws {
        let remote = MockMovieCollectionRemoteDataSource()
        let local = InMemoryMovieCollectionLocalDataSource()
        let sut = DefaultMovieCollectionRepository(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByID: .cacheFirst))
        let stored = MovieCollection.mock()
        remote.items = [MovieCollectionDTO.fromDomain(stored)]

        let first = try await sut.fetchMovieCollection(id: stored.id)
        let second = try await sut.fetchMovieCollection(id: stored.id)

        #expect(first?.id == stored.id)
        #expect(second?.id == stored.id)
        #expect(remote.fetchMovieCollectionCallCount == 1)
    }

    @Test("Network-first falls back to local data when offline")
    func networkFirstFallsBackToLocalData() async throws {
        let remote = MockMovieCollectionRemoteDataSource()
        let local = InMemoryMovieCollectionLocalDataSource()
        let sut = DefaultMovieCollectionRepository(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByID: .networkFirst))
        let stored = MovieCollection.mock()
        await local.saveMovieCollections([stored])
        remote.error = .offline("no connection")

        let movieCollection = try await sut.fetchMovieCollection(id: stored.id)

        #expect(movieCollection?.id == stored.id)
        #expect(remote.fetchMovieCollectionCallCount == 1)
    }

    @Test("A 404 reads as nothing stored")
    func notFoundReadsAsNil() async throws {
        let remote = MockMovieCollectionRemoteDataSource()
        let local = InMemoryMovieCollectionLocalDataSource()
        let sut = DefaultMovieCollectionRepository(remoteDataSource: remote, localDataSource: local)
        let stored = MovieCollection.mock()

        let movieCollection = try await sut.fetchMovieCollection(id: stored.id)

        #expect(movieCollection == nil)
    }

    @Test("Maps unauthorized failures to MoviesError.unauthorized")
    func mapsUnauthorizedFailures() async throws {
        let remote = MockMovieCollectionRemoteDataSource()
        let local = InMemoryMovieCollectionLocalDataSource()
        let sut = DefaultMovieCollectionRepository(remoteDataSource: remote, localDataSource: local)
        let stored = MovieCollection.mock()
        remote.error = .unauthorized

        await #expect(throws: MoviesError.unauthorized) {
            try await sut.fetchMovieCollection(id: stored.id)
        }
    }

    @Test("Maps offline failures to MoviesError.offline")
    func mapsOfflineFailures() async throws {
        let remote = MockMovieCollectionRemoteDataSource()
        let local = InMemoryMovieCollectionLocalDataSource()
        let sut = DefaultMovieCollectionRepository(remoteDataSource: remote, localDataSource: local)
        let stored = MovieCollection.mock()
        remote.error = .offline("no connection")

        await #expect(throws: MoviesError.offline) {
            try await sut.fetchMovieCollection(id: stored.id)
        }
    }

    @Test("Maps server failures to MoviesError.loadFailed")
    func mapsServerFailures() async throws {
        let remote = MockMovieCollectionRemoteDataSource()
        let local = InMemoryMovieCollectionLocalDataSource()
        let sut = DefaultMovieCollectionRepository(remoteDataSource: remote, localDataSource: local)
        let stored = MovieCollection.mock()
        remote.error = .server(statusCode: 500)

        await #expect(throws: MoviesError.loadFailed(description: "the server failed with status 500")) {
            try await sut.fetchMovieCollection(id: stored.id)
        }
    }

    @Test("Maps decoding failures to MoviesError.loadFailed")
    func mapsDecodingFailures() async throws {
        let remote = MockMovieCollectionRemoteDataSource()
        let local = InMemoryMovieCollectionLocalDataSource()
        let sut = DefaultMovieCollectionRepository(remoteDataSource: remote, localDataSource: local)
        let stored = MovieCollection.mock()
        remote.error = .decoding("bad JSON")

        await #expect(throws: MoviesError.loadFailed(description: "the response could not be read")) {
            try await sut.fetchMovieCollection(id: stored.id)
        }
    }

    @Test("Network-first serves no local data when the server refuses")
    func networkFirstDoesNotFallBackOnARefusal() async throws {
        let remote = MockMovieCollectionRemoteDataSource()
        let local = InMemoryMovieCollectionLocalDataSource()
        let sut = DefaultMovieCollectionRepository(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByID: .networkFirst))
        let stored = MovieCollection.mock()
        await local.saveMovieCollections([stored])
        remote.error = .unauthorized

        await #expect(throws: MoviesError.unauthorized) {
            try await sut.fetchMovieCollection(id: stored.id)
        }
    }

    @Test("A 404 forgets the stored value")
    func notFoundForgetsTheStoredValue() async throws {
        let remote = MockMovieCollectionRemoteDataSource()
        let local = InMemoryMovieCollectionLocalDataSource()
        let sut = DefaultMovieCollectionRepository(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByID: .networkFirst))
        let stored = MovieCollection.mock()
        await local.saveMovieCollections([stored])
        remote.error = .notFound

        let movieCollection = try await sut.fetchMovieCollection(id: stored.id)
        let kept = await local.fetchMovieCollection(id: stored.id)

        #expect(movieCollection == nil)
        #expect(kept == nil)
    }

    @Test("A stored value older than maxAge is fetched again")
    func expiredValueIsFetchedAgain() async throws {
        let remote = MockMovieCollectionRemoteDataSource()
        let local = InMemoryMovieCollectionLocalDataSource(maxAge: 60)
        let sut = DefaultMovieCollectionRepository(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByID: .cacheFirst))
        let stored = MovieCollection.mock()
        await local.saveMovieCollections([stored], cachedAt: Date().addingTimeInterval(-3_600))
        remote.items = [MovieCollectionDTO.fromDomain(stored)]

        let movieCollection = try await sut.fetchMovieCollection(id: stored.id)

        #expect(movieCollection?.id == stored.id)
        #expect(remote.fetchMovieCollectionCallCount == 1)
    }
}
