import Foundation

/// `GenreRepositoryContract` over the remote API, the local store and a memory cache.
/// Each operation follows its `CachingStrategy`; writes clear the memory cache; failures become `MoviesError`.
struct GenreRepository: GenreRepositoryContract, Sendable {
    /// The caching strategy of each operation; the defaults come from the spec.
    struct Caching: Sendable {
        var fetchAll: CachingStrategy = .networkFirst
    }

    private let remoteDataSource: any GenreRemoteDataSourceContract
    private let localDataSource: any GenreLocalDataSourceContract
    private let caching: Caching
    private let cache: MemoryCacheManager<[Genre]>
    private let pendingSync = PendingSync()
    private let genreMapper = GenreMapper()

    init(
        remoteDataSource: any GenreRemoteDataSourceContract,
        localDataSource: any GenreLocalDataSourceContract,
        caching: Caching = Caching(),
        cache: MemoryCacheManager<[Genre]> = MemoryCacheManager()
    ) {
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
        self.caching = caching
        self.cache = cache
    }

    func getAllGenres() async throws(MoviesError) -> [Genre] {
        do {
            return try await readStoredList("all", strategy: caching.fetchAll, remote: {
                try await self.remoteDataSource.fetchAllGenres().map(genreMapper.map)
            })
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

    /// "All", a page or a query's result, kept in memory and in the local store as a list of ids under `key`.
    private func readStoredList(
        _ key: String,
        strategy: CachingStrategy,
        remote: @escaping @Sendable () async throws -> [Genre]
    ) async throws -> [Genre] {
        try await CachedRead(
            memory: { await self.cache.value(for: key) },
            remember: { await self.cache.set($0, for: key) },
            local: { try await self.localDataSource.fetchGenreList(key: key) },
            store: { try await self.localDataSource.saveGenreList($0, key: key) },
            remote: remote
        ).run(strategy)
    }

    /// `Get…` reads as the repository is set up; `Refresh…` asks the network first, whatever the setting.
    private static func strategy(for cachePolicy: CachePolicy, configured: CachingStrategy) -> CachingStrategy {
        switch cachePolicy {
        case .localFirst: return configured
        case .remoteFirst: return .networkFirst
        }
    }
}
