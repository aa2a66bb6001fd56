import Foundation

/// `MovieCollectionRepositoryContract` over the remote API, the local store and a memory cache.
/// Each operation follows its `CachingStrategy`; writes clear the memory cache; failures become `MoviesError`.
struct MovieCollectionRepository: MovieCollectionRepositoryContract, Sendable {
    /// The caching strategy of each operation; the defaults come from the spec.
    struct Caching: Sendable {
        var fetchByID: CachingStrategy = .networkFirst
    }

    private let remoteDataSource: any MovieCollectionRemoteDataSourceContract
    private let localDataSource: any MovieCollectionLocalDataSourceContract
    private let caching: Caching
    private let cache: MemoryCacheManager<[MovieCollection]>
    private let pendingSync = PendingSync()
    private let movieCollectionMapper = MovieCollectionMapper()

    init(
        remoteDataSource: any MovieCollectionRemoteDataSourceContract,
        localDataSource: any MovieCollectionLocalDataSourceContract,
        caching: Caching = Caching(),
        cache: MemoryCacheManager<[MovieCollection]> = MemoryCacheManager()
    ) {
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
        self.caching = caching
        self.cache = cache
    }

    func getMovieCollection(
        identifier: Int,
        cachePolicy: CachePolicy
    ) async throws(MoviesError) -> MovieCollection? {
        do {
            return try await readItem(id: identifier, strategy: Self.strategy(for: cachePolicy, configured: caching.fetchByID))
        } catch NetworkError.notFound {
            try? await localDataSource.deleteMovieCollection(id: identifier)
            await cache.removeAll()
            return nil
        } catch {
            throw MoviesErrorMapper.map(error, writing: false)
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
        local: @escaping @Sendable () async throws -> [MovieCollection]?,
        remote: @escaping @Sendable () async throws -> [MovieCollection]
    ) async throws -> [MovieCollection] {
        try await CachedRead(
            memory: { await self.cache.value(for: key) },
            remember: { await self.cache.set($0, for: key) },
            local: local,
            store: { try await self.localDataSource.saveMovieCollections($0) },
            remote: remote
        ).run(strategy)
    }

    private func readItem(id: Int, strategy: CachingStrategy) async throws -> MovieCollection {
        let items = try await readList("item:\(id)", strategy: strategy, local: {
            try await self.localDataSource.fetchMovieCollection(id: id).map { [$0] }
        }, remote: {
            [movieCollectionMapper.map(try await self.remoteDataSource.fetchMovieCollection(id: id))]
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
