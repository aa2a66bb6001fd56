import Foundation

/// `MovieCollectionRepositoryProtocol` over the remote API, the local store and a memory cache.
/// Each operation follows its `CachingStrategy`; writes clear the memory cache; failures become `MoviesError`.
struct MovieCollectionRepositoryImpl: Sendable {
    /// The caching strategy of each operation; the defaults come from the spec.
    struct Caching: Sendable {
        var fetchByID: CachingStrategy = .networkFirst
    }

    // MARK: Private Properties

    private let remoteDataSource: any MovieCollectionRemoteDataSourceProtocol
    private let localDataSource: any MovieCollectionLocalDataSourceProtocol
    private let caching: Caching
    private let cache: MemoryCacheManager<[MovieCollection]>
    private let pendingSync = PendingSync()

    // MARK: Initialization

    init(
        remoteDataSource: any MovieCollectionRemoteDataSourceProtocol,
        localDataSource: any MovieCollectionLocalDataSourceProtocol,
        caching: Caching = Caching(),
        cache: MemoryCacheManager<[MovieCollection]> = MemoryCacheManager()
    ) {
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
        self.caching = caching
        self.cache = cache
    }

    // MARK: Data Access

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

    private func readItem(id: UUID, strategy: CachingStrategy) async throws -> MovieCollection {
        let items = try await readList("item:\(id)", strategy: strategy, local: {
            try await self.localDataSource.fetchMovieCollection(id: id).map { [$0] }
        }, remote: {
            [try await self.remoteDataSource.fetchMovieCollection(id: id).toDomain()]
        })
        guard let item = items.first else { throw NetworkError.notFound }
        return item
    }
}

// MARK: - MovieCollectionRepositoryProtocol

extension MovieCollectionRepositoryImpl: MovieCollectionRepositoryProtocol {
    func getMovieCollection(by id: UUID) async throws -> MovieCollection? {
        do {
            return try await readItem(id: id, strategy: caching.fetchByID)
        } catch NetworkError.notFound {
            try? await localDataSource.deleteMovieCollection(id: id)
            await cache.removeAll()
            return nil
        } catch {
            throw MoviesErrorMapper.map(error, writing: false)
        }
    }
}
