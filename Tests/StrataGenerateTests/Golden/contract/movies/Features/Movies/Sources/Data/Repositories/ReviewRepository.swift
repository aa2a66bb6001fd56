import Foundation

/// `ReviewRepositoryContract` over the remote API, the local store and a memory cache.
/// Each operation follows its `CachingStrategy`; writes clear the memory cache; failures become `MoviesError`.
struct ReviewRepository: ReviewRepositoryContract, Sendable {
    /// The caching strategy of each operation; the defaults come from the spec.
    struct Caching: Sendable {
        var save: CachingStrategy = .networkFirst
        var fetchByID: CachingStrategy = .networkFirst
        var delete: CachingStrategy = .networkFirst
    }

    private let remoteDataSource: any ReviewRemoteDataSourceContract
    private let localDataSource: any ReviewLocalDataSourceContract
    private let caching: Caching
    private let cache: MemoryCacheManager<[Review]>
    private let pendingSync = PendingSync()
    private let reviewMapper = ReviewMapper()

    init(
        remoteDataSource: any ReviewRemoteDataSourceContract,
        localDataSource: any ReviewLocalDataSourceContract,
        caching: Caching = Caching(),
        cache: MemoryCacheManager<[Review]> = MemoryCacheManager()
    ) {
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
        self.caching = caching
        self.cache = cache
    }

    func saveReview(_ review: Review) async throws(MoviesError) {
        do {
            let dto = reviewMapper.map(review)
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

    func getReview(
        identifier: Int,
        cachePolicy: CachePolicy
    ) async throws(MoviesError) -> Review? {
        do {
            return try await readItem(id: identifier, strategy: Self.strategy(for: cachePolicy, configured: caching.fetchByID))
        } catch NetworkError.notFound {
            try? await localDataSource.deleteReview(id: identifier)
            await cache.removeAll()
            return nil
        } catch {
            throw MoviesErrorMapper.map(error, writing: false)
        }
    }

    func deleteReview(identifier: Int) async throws(MoviesError) {
        do {
            switch caching.delete {
            case .offlineFirst:
                try await localDataSource.deleteReview(id: identifier)
                await cache.removeAll()
                await pendingSync.enqueue("\(identifier)") { try await self.remoteDataSource.deleteReview(id: identifier) }
                Task { await self.pendingSync.synchronize() }
            case .cacheFirst, .networkFirst:
                try await self.remoteDataSource.deleteReview(id: identifier)
                try await localDataSource.deleteReview(id: identifier)
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

    private func readItem(id: Int, strategy: CachingStrategy) async throws -> Review {
        let items = try await readList("item:\(id)", strategy: strategy, local: {
            try await self.localDataSource.fetchReview(id: id).map { [$0] }
        }, remote: {
            [reviewMapper.map(try await self.remoteDataSource.fetchReview(id: id))]
        })
        guard let item = items.first else { throw NetworkError.notFound }
        return item
    }

    /// `Get…` reads as the repository is set up; `Refresh…` asks the network first, whatever the setting.
    private static func strategy(for cachePolicy: CachePolicy, configured: CachingStrategy) -> CachingStrategy {
        switch cachePolicy {
        case .localFirst: return configured
        case .remoteFirst: return .networkFirst
        }
    }
}
