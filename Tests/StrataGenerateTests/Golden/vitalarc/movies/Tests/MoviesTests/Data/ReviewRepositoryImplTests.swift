import Foundation
import Testing
@testable import Movies

@Suite("ReviewRepositoryImpl")
struct ReviewRepositoryImplTests {
    @Test("Cache-first asks the network once, then serves the cache")
    func cacheFirstAsksTheNetworkOnce() async throws {
        let remote = MockReviewRemoteDataSource()
        let local = InMemoryReviewLocalDataSource()
        let sut = ReviewRepositoryImpl(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByID: .cacheFirst))
        let stored = Review.mock()
        remote.items = [ReviewDTO.fromDomain(stored)]

        let first = try await sut.fetch(id: stored.id)
        let second = try await sut.fetch(id: stored.id)

        #expect(first?.id == stored.id)
        #expect(second?.id == stored.id)
        #expect(remote.fetchReviewCallCount == 1)
    }

    @Test("Network-first falls back to local data when offline")
    func networkFirstFallsBackToLocalData() async throws {
        let remote = MockReviewRemoteDataSource()
        let local = InMemoryReviewLocalDataSource()
        let sut = ReviewRepositoryImpl(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByID: .networkFirst))
        let stored = Review.mock()
        await local.saveReviews([stored])
        remote.error = .offline("no connection")

        let review = try await sut.fetch(id: stored.id)

        #expect(review?.id == stored.id)
        #expect(remote.fetchReviewCallCount == 1)
    }

    @Test("A 404 reads as nothing stored")
    func notFoundReadsAsNil() async throws {
        let remote = MockReviewRemoteDataSource()
        let local = InMemoryReviewLocalDataSource()
        let sut = ReviewRepositoryImpl(remoteDataSource: remote, localDataSource: local)
        let stored = Review.mock()

        let review = try await sut.fetch(id: stored.id)

        #expect(review == nil)
    }

    @Test("Maps unauthorized failures to MoviesError.unauthorized")
    func mapsUnauthorizedFailures() async throws {
        let remote = MockReviewRemoteDataSource()
        let local = InMemoryReviewLocalDataSource()
        let sut = ReviewRepositoryImpl(remoteDataSource: remote, localDataSource: local)
        let stored = Review.mock()
        remote.error = .unauthorized

        await #expect(throws: MoviesError.unauthorized) {
            try await sut.fetch(id: stored.id)
        }
    }

    @Test("Maps offline failures to MoviesError.offline")
    func mapsOfflineFailures() async throws {
        let remote = MockReviewRemoteDataSource()
        let local = InMemoryReviewLocalDataSource()
        let sut = ReviewRepositoryImpl(remoteDataSource: remote, localDataSource: local)
        let stored = Review.mock()
        remote.error = .offline("no connection")

        await #expect(throws: MoviesError.offline) {
            try await sut.fetch(id: stored.id)
        }
    }

    @Test("Maps server failures to MoviesError.loadFailed")
    func mapsServerFailures() async throws {
        let remote = MockReviewRemoteDataSource()
        let local = InMemoryReviewLocalDataSource()
        let sut = ReviewRepositoryImpl(remoteDataSource: remote, localDataSource: local)
        let stored = Review.mock()
        remote.error = .server(statusCode: 500)

        await #expect(throws: MoviesError.loadFailed(description: "the server failed with status 500")) {
            try await sut.fetch(id: stored.id)
        }
    }

    @Test("Maps decoding failures to MoviesError.loadFailed")
    func mapsDecodingFailures() async throws {
        let remote = MockReviewRemoteDataSource()
        let local = InMemoryReviewLocalDataSource()
        let sut = ReviewRepositoryImpl(remoteDataSource: remote, localDataSource: local)
        let stored = Review.mock()
        remote.error = .decoding("bad JSON")

        await #expect(throws: MoviesError.loadFailed(description: "the response could not be read")) {
            try await sut.fetch(id: stored.id)
        }
    }

    @Test("Network-first serves no local data when the server refuses")
    func networkFirstDoesNotFallBackOnARefusal() async throws {
        let remote = MockReviewRemoteDataSource()
        let local = InMemoryReviewLocalDataSource()
        let sut = ReviewRepositoryImpl(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByID: .networkFirst))
        let stored = Review.mock()
        await local.saveReviews([stored])
        remote.error = .unauthorized

        await #expect(throws: MoviesError.unauthorized) {
            try await sut.fetch(id: stored.id)
        }
    }

    @Test("A 404 forgets the stored value")
    func notFoundForgetsTheStoredValue() async throws {
        let remote = MockReviewRemoteDataSource()
        let local = InMemoryReviewLocalDataSource()
        let sut = ReviewRepositoryImpl(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByID: .networkFirst))
        let stored = Review.mock()
        await local.saveReviews([stored])
        remote.error = .notFound

        let review = try await sut.fetch(id: stored.id)
        let kept = await local.fetchReview(id: stored.id)

        #expect(review == nil)
        #expect(kept == nil)
    }

    @Test("A stored value older than maxAge is fetched again")
    func expiredValueIsFetchedAgain() async throws {
        let remote = MockReviewRemoteDataSource()
        let local = InMemoryReviewLocalDataSource(maxAge: 60)
        let sut = ReviewRepositoryImpl(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByID: .cacheFirst))
        let stored = Review.mock()
        await local.saveReviews([stored], cachedAt: Date().addingTimeInterval(-3_600))
        remote.items = [ReviewDTO.fromDomain(stored)]

        let review = try await sut.fetch(id: stored.id)

        #expect(review?.id == stored.id)
        #expect(remote.fetchReviewCallCount == 1)
    }

    @Test("Offline-first saves locally and syncs when the network is back")
    func offlineFirstSavesLocallyThenSyncs() async throws {
        let remote = MockReviewRemoteDataSource()
        let local = InMemoryReviewLocalDataSource()
        let sut = ReviewRepositoryImpl(remoteDataSource: remote, localDataSource: local, caching: .init(save: .offlineFirst))
        let review = Review.mock()
        remote.error = .offline("no connection")

        try await sut.save(review)
        await sut.synchronizePendingChanges()
        let saved = await local.fetchReview(id: review.id)
        let waiting = await sut.pendingChangeCount()
        remote.error = nil
        await sut.synchronizePendingChanges()
        let remaining = await sut.pendingChangeCount()

        #expect(saved?.id == review.id)
        #expect(waiting == 1)
        #expect(remaining == 0)
        #expect(remote.savedItems.map(\.id) == [review.id])
    }
}
