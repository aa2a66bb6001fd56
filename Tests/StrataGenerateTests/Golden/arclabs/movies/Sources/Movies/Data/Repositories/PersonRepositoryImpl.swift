import Foundation

/// `PersonRepositoryProtocol` over the remote API, the local store and a memory cache.
/// Each operation follows its `CachingStrategy`; writes clear the memory cache; failures become `MoviesError`.
struct PersonRepositoryImpl: Sendable {
    /// The caching strategy of each operation; the defaults come from the spec.
    struct Caching: Sendable {
        var fetchByID: CachingStrategy = .networkFirst
    }

    // MARK: Private Properties

    private let remoteDataSource: any PersonRemoteDataSourceProtocol
    private let localDataSource: any PersonLocalDataSourceProtocol
    private let caching: Caching
    private let cache: MemoryCacheManager<[Person]>
    private let pendingSync = PendingSync()

    // MARK: Initialization

    init(
        remoteDataSource: any PersonRemoteDataSourceProtocol,
        localDataSource: any PersonLocalDataSourceProtocol,
        caching: Caching = Caching(),
        cache: MemoryCacheManager<[Person]> = MemoryCacheManager()
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

    private func readItem(id: UUID, strategy: CachingStrategy) async throws -> Person {
        let items = try await readList("item:\(id)", strategy: strategy, local: {
            try await self.localDataSource.fetchPerson(id: id).map { [$0] }
        }, remote: {
            [try await self.remoteDataSource.fetchPerson(id: id).toDomain()]
        })
        guard let item = items.first else { throw NetworkError.notFound }
        return item
    }
}

// MARK: - PersonRepositoryProtocol

extension PersonRepositoryImpl: PersonRepositoryProtocol {
    func getPerson(by id: UUID) async throws -> Person? {
        do {
            return try await readItem(id: id, strategy: caching.fetchByID)
        } catch NetworkError.notFound {
            try? await localDataSource.deletePerson(id: id)
            await cache.removeAll()
            return nil
        } catch {
            throw MoviesErrorMapper.map(error, writing: false)
        }
    }

    func searchPeople(query: String, page: Int) async throws -> [Person] {
        do {
            let results = try await self.remoteDataSource.searchPeople(query: query, page: page)
            return results.map { $0.toDomain() }
        } catch {
            throw MoviesErrorMapper.map(error, writing: false)
        }
    }
}
