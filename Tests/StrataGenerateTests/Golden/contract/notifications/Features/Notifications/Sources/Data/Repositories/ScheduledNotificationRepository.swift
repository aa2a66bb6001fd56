import Foundation

/// `ScheduledNotificationRepositoryContract` over the remote API, the local store and a memory cache.
/// Each operation follows its `CachingStrategy`; writes clear the memory cache; failures become `NotificationsError`.
struct ScheduledNotificationRepository: ScheduledNotificationRepositoryContract, Sendable {
    /// The caching strategy of each operation; the defaults come from the spec.
    struct Caching: Sendable {
        var save: CachingStrategy = .offlineFirst
        var fetchByID: CachingStrategy = .offlineFirst
        var fetchAll: CachingStrategy = .offlineFirst
        var delete: CachingStrategy = .offlineFirst
        var fetchEnabled: CachingStrategy = .offlineFirst
        var fetchByType: CachingStrategy = .offlineFirst
    }

    private let remoteDataSource: any ScheduledNotificationRemoteDataSourceContract
    private let localDataSource: any ScheduledNotificationLocalDataSourceContract
    private let caching: Caching
    private let cache: MemoryCacheManager<[ScheduledNotification]>
    private let pendingSync = PendingSync()
    private let scheduledNotificationMapper = ScheduledNotificationMapper()

    init(
        remoteDataSource: any ScheduledNotificationRemoteDataSourceContract,
        localDataSource: any ScheduledNotificationLocalDataSourceContract,
        caching: Caching = Caching(),
        cache: MemoryCacheManager<[ScheduledNotification]> = MemoryCacheManager()
    ) {
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
        self.caching = caching
        self.cache = cache
    }

    func saveScheduledNotification(_ scheduledNotification: ScheduledNotification) async throws(NotificationsError) {
        do {
            let dto = scheduledNotificationMapper.map(scheduledNotification)
            switch caching.save {
            case .offlineFirst:
                try await localDataSource.saveScheduledNotifications([scheduledNotification])
                if var all = try await localDataSource.fetchScheduledNotificationList(key: "all"), !all.contains(where: { $0.id == scheduledNotification.id }) {
                    all.append(scheduledNotification)
                    try await localDataSource.saveScheduledNotificationList(all, key: "all")
                }
                await cache.removeAll()
                await pendingSync.enqueue("\(scheduledNotification.id)") {
                    try await self.remoteDataSource.saveScheduledNotification(dto)
                    await self.cache.removeAll()
                    try? await self.localDataSource.deleteScheduledNotificationLists()
                }
                Task { await self.pendingSync.synchronize() }
            case .cacheFirst, .networkFirst:
                try await self.remoteDataSource.saveScheduledNotification(dto)
                try await localDataSource.saveScheduledNotifications([scheduledNotification])
                await cache.removeAll()
                try await localDataSource.deleteScheduledNotificationLists()
            }
        } catch {
            throw NotificationsErrorMapper.map(error, writing: true)
        }
    }

    func getScheduledNotification(
        identifier: Int,
        cachePolicy: CachePolicy
    ) async throws(NotificationsError) -> ScheduledNotification? {
        do {
            return try await readItem(id: identifier, strategy: Self.strategy(for: cachePolicy, configured: caching.fetchByID))
        } catch NetworkError.notFound {
            try? await localDataSource.deleteScheduledNotification(id: identifier)
            await cache.removeAll()
            return nil
        } catch {
            throw NotificationsErrorMapper.map(error, writing: false)
        }
    }

    func getAllScheduledNotifications() async throws(NotificationsError) -> [ScheduledNotification] {
        do {
            return try await readStoredList("all", strategy: caching.fetchAll, remote: {
                try await self.remoteDataSource.fetchAllScheduledNotifications().map(scheduledNotificationMapper.map)
            })
        } catch {
            throw NotificationsErrorMapper.map(error, writing: false)
        }
    }

    func deleteScheduledNotification(identifier: Int) async throws(NotificationsError) {
        do {
            switch caching.delete {
            case .offlineFirst:
                try await localDataSource.deleteScheduledNotification(id: identifier)
                await cache.removeAll()
                await pendingSync.enqueue("\(identifier)") {
                    try await self.remoteDataSource.deleteScheduledNotification(id: identifier)
                    await self.cache.removeAll()
                    try? await self.localDataSource.deleteScheduledNotificationLists()
                }
                Task { await self.pendingSync.synchronize() }
            case .cacheFirst, .networkFirst:
                try await self.remoteDataSource.deleteScheduledNotification(id: identifier)
                try await localDataSource.deleteScheduledNotification(id: identifier)
                await cache.removeAll()
                try await localDataSource.deleteScheduledNotificationLists()
            }
        } catch {
            throw NotificationsErrorMapper.map(error, writing: true)
        }
    }

    func fetchEnabled() async throws(NotificationsError) -> [ScheduledNotification] {
        do {
            return try await readStoredList("query:fetchEnabled", strategy: caching.fetchEnabled, remote: {
                let response = try await self.remoteDataSource.fetchEnabled()
                return response.map(scheduledNotificationMapper.map)
            })
        } catch {
            throw NotificationsErrorMapper.map(error, writing: false)
        }
    }

    func fetchByType(type: NotificationType) async throws(NotificationsError) -> [ScheduledNotification] {
        do {
            return try await readStoredList("query:fetchByType?type=\(type)", strategy: caching.fetchByType, remote: {
                let response = try await self.remoteDataSource.fetchByType(type: type)
                return response.map(scheduledNotificationMapper.map)
            })
        } catch {
            throw NotificationsErrorMapper.map(error, writing: false)
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
        local: @escaping @Sendable () async throws -> [ScheduledNotification]?,
        remote: @escaping @Sendable () async throws -> [ScheduledNotification]
    ) async throws -> [ScheduledNotification] {
        try await CachedRead(
            memory: { await self.cache.value(for: key) },
            remember: { await self.cache.set($0, for: key) },
            local: local,
            store: { try await self.localDataSource.saveScheduledNotifications($0) },
            remote: remote
        ).run(strategy)
    }

    /// "All", a page or a query's result, kept in memory and in the local store as a list of ids under `key`.
    private func readStoredList(
        _ key: String,
        strategy: CachingStrategy,
        remote: @escaping @Sendable () async throws -> [ScheduledNotification]
    ) async throws -> [ScheduledNotification] {
        try await CachedRead(
            memory: { await self.cache.value(for: key) },
            remember: { await self.cache.set($0, for: key) },
            local: { try await self.localDataSource.fetchScheduledNotificationList(key: key) },
            store: { try await self.localDataSource.saveScheduledNotificationList($0, key: key) },
            remote: remote
        ).run(strategy)
    }

    private func readItem(id: Int, strategy: CachingStrategy) async throws -> ScheduledNotification {
        let items = try await readList("item:\(id)", strategy: strategy, local: {
            try await self.localDataSource.fetchScheduledNotification(id: id).map { [$0] }
        }, remote: {
            [scheduledNotificationMapper.map(try await self.remoteDataSource.fetchScheduledNotification(id: id))]
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
