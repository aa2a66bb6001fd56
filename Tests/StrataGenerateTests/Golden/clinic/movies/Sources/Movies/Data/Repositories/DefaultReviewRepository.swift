import Foundation

/// `ReviewRepository` over the remote API, the local store and a memory cache.
/// Each operation follows its `CachingStrategy`; writes clear the memory cache; failures become `MoviesError`.
struct DefaultReviewRepository: ReviewRepository, Sendable {
    /// The caching strategy of each operation; the defaults come from the spec.
    struct Caching: Sendable {
        var save: CachingStrategy = .networkFirst
        var fetchByID: CachingStrategy = .networkFirst
        var delete: CachingStrategy = .networkFirst
    }

    private let remoteDataSource: any ReviewRemoteDataSourceProtocol
    private let localDataSource: any ReviewLocalDataSource
    private let caching: Caching
    private let cache: MemoryCacheManager<[Review]>
    private let pendingSync = PendingSync()

    init(
        remoteDataSource: any ReviewRemoteDataSourceProtocol,
        localDataSource: any ReviewLocalDataSource,
        caching: Caching = Caching(),
        cache: MemoryCacheManager<[Review]> = MemoryCacheManager()
    ) {
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
        self.caching = caching
        self.cache = cache
    }

    func save(_ review: Review) async throws {
        do {
            let dto = ReviewDTO.fromDomain(review)
            switch caching.save {
            case .offlineFirst:
                try await localDataSource.saveReviews([review])
                await cache.removeAll()
                await pendingSync.enqueue("\(review.id)") { try await self.remoteDataSource.saveReview(dto) }
                Task { await self.pendingSync.synchronize() }
            case .cacheFirst, .networkFirst:
                try await self.remoteDataSource.saveReview(dto)
                try await localDataSource.saveReviews([review])
                await cache.removeAll()
            }
        } catch {
            throw MoviesErrorMapper.map(error, writing: true)
        }
    }

    func fetchReview(id: String) async throws -> Review? {
        do {
            return try await readItem(id: id, strategy: caching.fetchByID)
        } catch NetworkError.notFound {
            try? await localDataSource.deleteReview(id: id)
            await cache.removeAll()
            return nil
        } catch {
            throw MoviesErrorMapper.map(error, writing: false)
        }
    }

    func delete(id: String) async throws {
        do {
            switch caching.delete {
            case .offlineFirst:
                try await localDataSource.deleteReview(id: id)
                await cache.removeAll()
                await pendingSync.enqueue("\(id)") { try await self.remoteDataSource.deleteReview(id: id) }
                Task { await self.pendingSync.synchronize() }
            case .cacheFirst, .networkFirst:
                try await self.remoteDataSource.deleteReview(id: id)
                try await localDataSource.deleteReview(id: id)
                await cache.removeAll()
            }
        } catch {
            throw MoviesErrorMapper.map(error, writing: true)
        }
    }

    /// Uploads the writes saved offline; returns when they are sent or have failed again.
    func synchronizePendingChanges() async {
        await pendingSync.synchronize()
    }

    /// How many offline writes still wait for the network.
    func pendingChangeCount() async -> Int {
        await pendingSync.count
    }

    private func readList(
        _ key: String,
        strategy: CachingStrategy,
        local: @escaping @Sendable () async throws -> [Review]?,
        remote: @escaping @Sendable () async throws -> [Review]
    ) async throws -> [Review] {
        try await CachedRead(
            memory: { await self.cache.value(for: key) },
            remember: { await self.cache.set($0, for: key) },
            local: local,
            store: { try await self.localDataSource.saveReviews($0) },
            remote: remote
        ).run(strategy)
    }

    private func readItem(id: String, strategy: CachingStrategy) async throws -> Review {
        let items = try await readList("item:\(id)", strategy: strategy, local: {
            try await self.localDataSource.fetchReview(id: id).map { [$0] }
        }, remote: {
            [try await self.remoteDataSource.fetchReview(id: id).toDomain()]
        })
        guard let item = items.first else { throw NetworkError.notFound }
        return item
    }
}
