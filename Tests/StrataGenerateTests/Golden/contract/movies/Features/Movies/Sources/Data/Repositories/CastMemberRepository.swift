import Foundation

/// `CastMemberRepositoryContract` over the remote API, the local store and a memory cache.
/// Each operation follows its `CachingStrategy`; writes clear the memory cache; failures become `MoviesError`.
struct CastMemberRepository: CastMemberRepositoryContract, Sendable {
    /// The caching strategy of each operation; the defaults come from the spec.
    struct Caching: Sendable {
        var fetchCast: CachingStrategy = .networkFirst
    }

    private let remoteDataSource: any CastMemberRemoteDataSourceContract
    private let localDataSource: any CastMemberLocalDataSourceContract
    private let caching: Caching
    private let cache: MemoryCacheManager<[CastMember]>
    private let pendingSync = PendingSync()
    private let castMemberMapper = CastMemberMapper()

    init(
        remoteDataSource: any CastMemberRemoteDataSourceContract,
        localDataSource: any CastMemberLocalDataSourceContract,
        caching: Caching = Caching(),
        cache: MemoryCacheManager<[CastMember]> = MemoryCacheManager()
    ) {
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
        self.caching = caching
        self.cache = cache
    }

    func fetchCast(movie: Movie) async throws(MoviesError) -> [CastMember] {
        do {
            return try await readStoredList("query:fetchCast?movie=\(movie.id)", strategy: caching.fetchCast, remote: {
                let response = try await self.remoteDataSource.fetchCast(movie: movie)
                return response.map(castMemberMapper.map)
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
        remote: @escaping @Sendable () async throws -> [CastMember]
    ) async throws -> [CastMember] {
        try await CachedRead(
            memory: { await self.cache.value(for: key) },
            remember: { await self.cache.set($0, for: key) },
            local: { try await self.localDataSource.fetchCastMemberList(key: key) },
            store: { try await self.localDataSource.saveCastMemberList($0, key: key) },
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
