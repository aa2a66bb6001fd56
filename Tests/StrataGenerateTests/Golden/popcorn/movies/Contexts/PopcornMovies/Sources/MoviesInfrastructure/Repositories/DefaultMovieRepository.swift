import Foundation
import MoviesDomain
import PopcornMoviesAdapters

/// `MovieRepository` over the remote API, the local store and a memory cache.
/// Each operation follows its `CachingStrategy`; writes clear the memory cache; failures become `MoviesError`.
struct DefaultMovieRepository: MovieRepository, Sendable {
    /// The caching strategy of each operation; the defaults come from the spec.
    struct Caching: Sendable {
        var fetchByID: CachingStrategy = .networkFirst
        var fetchPage: CachingStrategy = .networkFirst
    }

    private let remoteDataSource: any MovieRemoteDataSource
    private let localDataSource: any MovieLocalDataSource
    private let caching: Caching
    private let cache: MemoryCacheManager<[Movie]>
    private let pendingSync = PendingSync()
    private let movieMapper = MovieMapper()

    init(
        remoteDataSource: any MovieRemoteDataSource,
        localDataSource: any MovieLocalDataSource,
        caching: Caching = Caching(),
        cache: MemoryCacheManager<[Movie]> = MemoryCacheManager()
    ) {
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
        self.caching = caching
        self.cache = cache
    }

    func fetch(id: Int, cachePolicy: CachePolicy) async throws(MoviesError) -> Movie? {
        do {
            return try await readItem(id: id, strategy: Self.strategy(for: cachePolicy, configured: caching.fetchByID))
        } catch NetworkError.notFound {
            try? await localDataSource.deleteMovie(id: id)
            await cache.removeAll()
            return nil
        } catch {
            throw MoviesErrorMapper.map(error, writing: false)
        }
    }

    func fetchMoviesPage(
        page: Int,
        cachePolicy: CachePolicy
    ) async throws(MoviesError) -> [Movie] {
        do {
            return try await readStoredList("page:\(page)", strategy: Self.strategy(for: cachePolicy, configured: caching.fetchPage), remote: {
                try await self.remoteDataSource.fetchMoviesPage(page: page).map(movieMapper.map)
            })
        } catch {
            throw MoviesErrorMapper.map(error, writing: false)
        }
    }

    func searchMoviesPage(query: String, page: Int) async throws(MoviesError) -> [Movie] {
        do {
            let results = try await self.remoteDataSource.searchMovies(query: query, page: page)
            return results.map(movieMapper.map)
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
        local: @escaping @Sendable () async throws -> [Movie]?,
        remote: @escaping @Sendable () async throws -> [Movie]
    ) async throws -> [Movie] {
        try await CachedRead(
            memory: { await self.cache.value(for: key) },
            remember: { await self.cache.set($0, for: key) },
            local: local,
            store: { try await self.localDataSource.saveMovies($0) },
            remote: remote
        ).run(strategy)
    }

    /// "All", a page or a query's result, kept in memory and in the local store as a list of ids under `key`.
    private func readStoredList(
        _ key: String,
        strategy: CachingStrategy,
        remote: @escaping @Sendable () async throws -> [Movie]
    ) async throws -> [Movie] {
        try await CachedRead(
            memory: { await self.cache.value(for: key) },
            remember: { await self.cache.set($0, for: key) },
            local: { try await self.localDataSource.fetchMovieList(key: key) },
            store: { try await self.localDataSource.saveMovieList($0, key: key) },
            remote: remote
        ).run(strategy)
    }

    private func readItem(id: Int, strategy: CachingStrategy) async throws -> Movie {
        let items = try await readList("item:\(id)", strategy: strategy, local: {
            try await self.localDataSource.fetchMovie(id: id).map { [$0] }
        }, remote: {
            [movieMapper.map(try await self.remoteDataSource.fetchMovie(id: id))]
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
