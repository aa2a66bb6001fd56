import Foundation

/// `ScheduledNotificationRepositoryProtocol` over the remote API, the local store and a memory cache.
/// Each operation follows its `CachingStrategy`; writes clear the memory cache; failures become `NotificationsError`.
struct ScheduledNotificationRepositoryImpl: Sendable {
    /// The caching strategy of each operation; the defaults come from the spec.
    struct Caching: Sendable {
        var save: CachingStrategy = .offlineFirst
        var fetchByID: CachingStrategy = .offlineFirst
        var fetchAll: CachingStrategy = .offlineFirst
        var delete: CachingStrategy = .offlineFirst
        var fetchEnabled: CachingStrategy = .offlineFirst
        var fetchByType: CachingStrategy = .offlineFirst
    }

    // MARK: Private Properties

    private let remoteDataSource: any ScheduledNotificationRemoteDataSourceProtocol
    private let localDataSource: any ScheduledNotificationLocalDataSourceProtocol
    private let caching: Caching
    private let cache: MemoryCacheManager<[ScheduledNotification]>
    private let pendingSync = PendingSync()

    // MARK: Initialization

    init(
        remoteDataSource: any ScheduledNotificationRemoteDataSourceProtocol,
        localDataSource: any ScheduledNotificationLocalDataSourceProtocol,
        caching: Caching = Caching(),
        cache: MemoryCacheManager<[ScheduledNotification]> = MemoryCacheManager()
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

    private func readItem(id: UUID, strategy: CachingStrategy) async throws -> ScheduledNotification {
        let items = try await readList("item:\(id)", strategy: strategy, local: {
            try await self.localDataSource.fetchScheduledNotification(id: id).map { [$0] }
        }, remote: {
            [try await self.remoteDataSource.fetchScheduledNotification(id: id).toDomain()]
        })
        guard let item = items.first else { throw NetworkError.notFound }
        return item
    }
}

// MARK: - ScheduledNotificationRepositoryProtocol

extension ScheduledNotificationRepositoryImpl: ScheduledNotificationRepositoryProtocol {
    func saveScheduledNotification(_ scheduledNotification: ScheduledNotification) async throws {
        do {
            let dto = ScheduledNotificationDTO.fromDomain(scheduledNotification)
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

    func getScheduledNotification(by id: UUID) async throws -> ScheduledNotification? {
        do {
            return try await readItem(id: id, strategy: caching.fetchByID)
        } catch NetworkError.notFound {
            try? await localDataSource.deleteScheduledNotification(id: id)
            await cache.removeAll()
            return nil
        } catch {
            throw NotificationsErrorMapper.map(error, writing: false)
        }
    }

    func getAllScheduledNotifications() async throws -> [ScheduledNotification] {
        do {
            return try await readStoredList("all", strategy: caching.fetchAll, remote: {
                try await self.remoteDataSource.fetchAllScheduledNotifications().map { $0.toDomain() }
            })
        } catch {
            throw NotificationsErrorMapper.map(error, writing: false)
        }
    }

    func deleteScheduledNotification(by id: UUID) async throws {
        do {
            switch caching.delete {
            case .offlineFirst:
                try await localDataSource.deleteScheduledNotification(id: id)
                await cache.removeAll()
                await pendingSync.enqueue("\(id)") {
                    try await self.remoteDataSource.deleteScheduledNotification(id: id)
                    await self.cache.removeAll()
                    try? await self.localDataSource.deleteScheduledNotificationLists()
                }
                Task { await self.pendingSync.synchronize() }
            case .cacheFirst, .networkFirst:
                try await self.remoteDataSource.deleteScheduledNotification(id: id)
                try await localDataSource.deleteScheduledNotification(id: id)
                await cache.removeAll()
                try await localDataSource.deleteScheduledNotificationLists()
            }
        } catch {
            throw NotificationsErrorMapper.map(error, writing: true)
        }
    }

    func fetchEnabled() async throws -> [ScheduledNotification] {
        do {
            return try await readStoredList("query:fetchEnabled", strategy: caching.fetchEnabled, remote: {
                let response = try await self.remoteDataSource.fetchEnabled()
                return response.map { $0.toDomain() }
            })
        } catch {
            throw NotificationsErrorMapper.map(error, writing: false)
        }
    }

    func fetchByType(type: NotificationType) async throws -> [ScheduledNotification] {
        do {
            return try await readStoredList("query:fetchByType?type=\(type)", strategy: caching.fetchByType, remote: {
                let response = try await self.remoteDataSource.fetchByType(type: type)
                return response.map { $0.toDomain() }
            })
        } catch {
            throw NotificationsErrorMapper.map(error, writing: false)
        }
    }
}
