import Foundation

/// `WorkoutRepository` over the remote API, the local store and a memory cache.
/// Each operation follows its `CachingStrategy`; writes clear the memory cache; failures become `WorkoutsError`.
struct DefaultWorkoutRepository: WorkoutRepository, Sendable {
    /// The caching strategy of each operation; the defaults come from the spec.
    struct Caching: Sendable {
        var save: CachingStrategy = .offlineFirst
        var fetchByID: CachingStrategy = .cacheFirst
        var fetchAll: CachingStrategy = .cacheFirst
        var delete: CachingStrategy = .offlineFirst
        var fetchRecent: CachingStrategy = .networkFirst
    }

    private let remoteDataSource: any WorkoutRemoteDataSourceProtocol
    private let localDataSource: any WorkoutLocalDataSource
    private let caching: Caching
    private let cache: MemoryCacheManager<[Workout]>
    private let pendingSync = PendingSync()

    init(
        remoteDataSource: any WorkoutRemoteDataSourceProtocol,
        localDataSource: any WorkoutLocalDataSource,
        caching: Caching = Caching(),
        cache: MemoryCacheManager<[Workout]> = MemoryCacheManager()
    ) {
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
        self.caching = caching
        self.cache = cache
    }

    func save(_ workout: Workout) async throws {
        do {
            let dto = WorkoutDTO.fromDomain(workout)
            switch caching.save {
            case .offlineFirst:
                try await localDataSource.saveWorkouts([workout])
                if var all = try await localDataSource.fetchWorkoutList(key: "all"), !all.contains(where: { $0.id == workout.id }) {
                    all.append(workout)
                    try await localDataSource.saveWorkoutList(all, key: "all")
                }
                await cache.removeAll()
                await pendingSync.enqueue("\(workout.id)") {
                    try await self.remoteDataSource.saveWorkout(dto)
                    await self.cache.removeAll()
                    try? await self.localDataSource.deleteWorkoutLists()
                }
                Task { await self.pendingSync.synchronize() }
            case .cacheFirst, .networkFirst:
                try await self.remoteDataSource.saveWorkout(dto)
                try await localDataSource.saveWorkouts([workout])
                await cache.removeAll()
                try await localDataSource.deleteWorkoutLists()
            }
        } catch {
            throw WorkoutsErrorMapper.map(error, writing: true)
        }
    }

    func fetchWorkout(id: String) async throws -> Workout? {
        do {
            return try await readItem(id: id, strategy: caching.fetchByID)
        } catch NetworkError.notFound {
            try? await localDataSource.deleteWorkout(id: id)
            await cache.removeAll()
            return nil
        } catch {
            throw WorkoutsErrorMapper.map(error, writing: false)
        }
    }

    func fetchAll() async throws -> [Workout] {
        do {
            return try await readStoredList("all", strategy: caching.fetchAll, remote: {
                try await self.remoteDataSource.fetchAllWorkouts().map { $0.toDomain() }
            })
        } catch {
            throw WorkoutsErrorMapper.map(error, writing: false)
        }
    }

    func delete(id: String) async throws {
        do {
            switch caching.delete {
            case .offlineFirst:
                try await localDataSource.deleteWorkout(id: id)
                await cache.removeAll()
                await pendingSync.enqueue("\(id)") {
                    try await self.remoteDataSource.deleteWorkout(id: id)
                    await self.cache.removeAll()
                    try? await self.localDataSource.deleteWorkoutLists()
                }
                Task { await self.pendingSync.synchronize() }
            case .cacheFirst, .networkFirst:
                try await self.remoteDataSource.deleteWorkout(id: id)
                try await localDataSource.deleteWorkout(id: id)
                await cache.removeAll()
                try await localDataSource.deleteWorkoutLists()
            }
        } catch {
            throw WorkoutsErrorMapper.map(error, writing: true)
        }
    }

    func fetchRecent(limit: Int) async throws -> [Workout] {
        do {
            return try await readStoredList("query:fetchRecent?limit=\(limit)", strategy: caching.fetchRecent, remote: {
                let response = try await self.remoteDataSource.fetchRecent(limit: limit)
                return response.map { $0.toDomain() }
            })
        } catch {
            throw WorkoutsErrorMapper.map(error, writing: false)
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
        local: @escaping @Sendable () async throws -> [Workout]?,
        remote: @escaping @Sendable () async throws -> [Workout]
    ) async throws -> [Workout] {
        try await CachedRead(
            memory: { await self.cache.value(for: key) },
            remember: { await self.cache.set($0, for: key) },
            local: local,
            store: { try await self.localDataSource.saveWorkouts($0) },
            remote: remote
        ).run(strategy)
    }

    /// "All", a page or a query's result, kept in memory and in the local store as a list of ids under `key`.
    private func readStoredList(
        _ key: String,
        strategy: CachingStrategy,
        remote: @escaping @Sendable () async throws -> [Workout]
    ) async throws -> [Workout] {
        try await CachedRead(
            memory: { await self.cache.value(for: key) },
            remember: { await self.cache.set($0, for: key) },
            local: { try await self.localDataSource.fetchWorkoutList(key: key) },
            store: { try await self.localDataSource.saveWorkoutList($0, key: key) },
            remote: remote
        ).run(strategy)
    }

    private func readItem(id: String, strategy: CachingStrategy) async throws -> Workout {
        let items = try await readList("item:\(id)", strategy: strategy, local: {
            try await self.localDataSource.fetchWorkout(id: id).map { [$0] }
        }, remote: {
            [try await self.remoteDataSource.fetchWorkout(id: id).toDomain()]
        })
        guard let item = items.first else { throw NetworkError.notFound }
        return item
    }
}
