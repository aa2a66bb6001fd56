import Foundation

/// `PersonRepositoryContract` over the remote API, the local store and a memory cache.
/// Each operation follows its `CachingStrategy`; writes clear the memory cache; failures become `MoviesError`.
struct PersonRepository: PersonRepositoryContract, Sendable {
    /// The caching strategy of each operation; the defaults come from the spec.
    struct Caching: Sendable {
        var fetchByID: CachingStrategy = .networkFirst
    }

    private let remoteDataSource: any PersonRemoteDataSourceContract
    private let localDataSource: any PersonLocalDataSourceContract
    private let caching: Caching
    private let cache: MemoryCacheManager<[Person]>
    private let pendingSync = PendingSync()
    private let personMapper = PersonMapper()

    init(
        remoteDataSource: any PersonRemoteDataSourceContract,
        localDataSource: any PersonLocalDataSourceContract,
        caching: Caching = Caching(),
        cache: MemoryCacheManager<[Person]> = MemoryCacheManager()
    ) {
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
        self.caching = caching
        self.cache = cache
    }

    func getPerson(
        identifier: Int,
        cachePolicy: CachePolicy
    ) async throws(MoviesError) -> Person? {
        do {
            return try await readItem(id: identifier, strategy: Self.strategy(for: cachePolicy, configured: caching.fetchByID))
        } catch NetworkError.notFound {
            try? await localDataSource.deletePerson(id: identifier)
            await cache.removeAll()
            return nil
        } catch {
            throw MoviesErrorMapper.map(error, writing: false)
        }
    }

    func searchPeoplePage(query: String, page: Int) async throws(MoviesError) -> [Person] {
        do {
            let results = try await self.remoteDataSource.searchPeople(query: query, page: page)
            return results.map(personMapper.map)
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
        local: @escaping @Sendable () async throws -> [Person]?,
        remote: @escaping @Sendable () async throws -> [Person]
    ) async throws -> [Person] {
        try await CachedRead(
            memory: { await self.cache.value(for: key) },
            remember: { await self.cache.set($0, for: key) },
            local: local,
            store: { try await self.localDataSource.savePeople($0) },
            remote: remote
        ).run(strategy)
    }

    private func readItem(id: Int, strategy: CachingStrategy) async throws -> Person {
        let items = try await readList("item:\(id)", strategy: strategy, local: {
            try await self.localDataSource.fetchPerson(id: id).map { [$0] }
        }, remote: {
            [personMapper.map(try await self.remoteDataSource.fetchPerson(id: id))]
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
