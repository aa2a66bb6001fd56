import Foundation
import Testing
@testable import Notifications

@Suite("ScheduledNotificationRepositoryImpl")
struct ScheduledNotificationRepositoryImplTests {
    @Test("Cache-first asks the network once, then serves the cache")
    func cacheFirstAsksTheNetworkOnce() async throws {
        let remote = MockScheduledNotificationRemoteDataSource()
        let local = InMemoryScheduledNotificationLocalDataSource()
        let sut = ScheduledNotificationRepositoryImpl(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByID: .cacheFirst))
        let stored = ScheduledNotification.mock()
        remote.items = [ScheduledNotificationDTO.fromDomain(stored)]

        let first = try await sut.fetch(id: stored.id)
        let second = try await sut.fetch(id: stored.id)

        #expect(first?.id == stored.id)
        #expect(second?.id == stored.id)
        #expect(remote.fetchScheduledNotificationCallCount == 1)
    }

    @Test("Network-first falls back to local data when offline")
    func networkFirstFallsBackToLocalData() async throws {
        let remote = MockScheduledNotificationRemoteDataSource()
        let local = InMemoryScheduledNotificationLocalDataSource()
        let sut = ScheduledNotificationRepositoryImpl(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByID: .networkFirst))
        let stored = ScheduledNotification.mock()
        await local.saveScheduledNotifications([stored])
        remote.error = .offline("no connection")

        let scheduledNotification = try await sut.fetch(id: stored.id)

        #expect(scheduledNotification?.id == stored.id)
        #expect(remote.fetchScheduledNotificationCallCount == 1)
    }

    @Test("A 404 reads as nothing stored")
    func notFoundReadsAsNil() async throws {
        let remote = MockScheduledNotificationRemoteDataSource()
        let local = InMemoryScheduledNotificationLocalDataSource()
        let sut = ScheduledNotificationRepositoryImpl(remoteDataSource: remote, localDataSource: local)
        let stored = ScheduledNotification.mock()

        let scheduledNotification = try await sut.fetch(id: stored.id)

        #expect(scheduledNotification == nil)
    }

    @Test("Maps unauthorized failures to NotificationsError.unauthorized")
    func mapsUnauthorizedFailures() async throws {
        let remote = MockScheduledNotificationRemoteDataSource()
        let local = InMemoryScheduledNotificationLocalDataSource()
        let sut = ScheduledNotificationRepositoryImpl(remoteDataSource: remote, localDataSource: local)
        let stored = ScheduledNotification.mock()
        remote.error = .unauthorized

        await #expect(throws: NotificationsError.unauthorized) {
            try await sut.fetch(id: stored.id)
        }
    }

    @Test("Maps offline failures to NotificationsError.offline")
    func mapsOfflineFailures() async throws {
        let remote = MockScheduledNotificationRemoteDataSource()
        let local = InMemoryScheduledNotificationLocalDataSource()
        let sut = ScheduledNotificationRepositoryImpl(remoteDataSource: remote, localDataSource: local)
        let stored = ScheduledNotification.mock()
        remote.error = .offline("no connection")

        await #expect(throws: NotificationsError.offline) {
            try await sut.fetch(id: stored.id)
        }
    }

    @Test("Maps server failures to NotificationsError.loadFailed")
    func mapsServerFailures() async throws {
        let remote = MockScheduledNotificationRemoteDataSource()
        let local = InMemoryScheduledNotificationLocalDataSource()
        let sut = ScheduledNotificationRepositoryImpl(remoteDataSource: remote, localDataSource: local)
        let stored = ScheduledNotification.mock()
        remote.error = .server(statusCode: 500)

        await #expect(throws: NotificationsError.loadFailed(description: "the server failed with status 500")) {
            try await sut.fetch(id: stored.id)
        }
    }

    @Test("Maps decoding failures to NotificationsError.loadFailed")
    func mapsDecodingFailures() async throws {
        let remote = MockScheduledNotificationRemoteDataSource()
        let local = InMemoryScheduledNotificationLocalDataSource()
        let sut = ScheduledNotificationRepositoryImpl(remoteDataSource: remote, localDataSource: local)
        let stored = ScheduledNotification.mock()
        remote.error = .decoding("bad JSON")

        await #expect(throws: NotificationsError.loadFailed(description: "the response could not be read")) {
            try await sut.fetch(id: stored.id)
        }
    }

    @Test("Network-first serves no local data when the server refuses")
    func networkFirstDoesNotFallBackOnARefusal() async throws {
        let remote = MockScheduledNotificationRemoteDataSource()
        let local = InMemoryScheduledNotificationLocalDataSource()
        let sut = ScheduledNotificationRepositoryImpl(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByID: .networkFirst))
        let stored = ScheduledNotification.mock()
        await local.saveScheduledNotifications([stored])
        remote.error = .unauthorized

        await #expect(throws: NotificationsError.unauthorized) {
            try await sut.fetch(id: stored.id)
        }
    }

    @Test("A 404 forgets the stored value")
    func notFoundForgetsTheStoredValue() async throws {
        let remote = MockScheduledNotificationRemoteDataSource()
        let local = InMemoryScheduledNotificationLocalDataSource()
        let sut = ScheduledNotificationRepositoryImpl(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByID: .networkFirst))
        let stored = ScheduledNotification.mock()
        await local.saveScheduledNotifications([stored])
        remote.error = .notFound

        let scheduledNotification = try await sut.fetch(id: stored.id)
        let kept = await local.fetchScheduledNotification(id: stored.id)

        #expect(scheduledNotification == nil)
        #expect(kept == nil)
    }

    @Test("Everything is asked for once, even after a read by id")
    func everythingIsAListOfItsOwn() async throws {
        let remote = MockScheduledNotificationRemoteDataSource()
        let local = InMemoryScheduledNotificationLocalDataSource()
        let sut = ScheduledNotificationRepositoryImpl(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByID: .cacheFirst, fetchAll: .cacheFirst))
        let first = ScheduledNotification.mock(id: UUID())
        remote.items = [ScheduledNotificationDTO.fromDomain(first), ScheduledNotificationDTO.fromDomain(ScheduledNotification.mock(id: UUID()))]
        _ = try await sut.fetch(id: first.id)

        let all = try await sut.fetchAll()
        let again = try await sut.fetchAll()

        #expect(all.count == 2)
        #expect(again.count == 2)
        #expect(remote.fetchAllScheduledNotificationsCallCount == 1)
    }

    @Test("A stored value older than maxAge is fetched again")
    func expiredValueIsFetchedAgain() async throws {
        let remote = MockScheduledNotificationRemoteDataSource()
        let local = InMemoryScheduledNotificationLocalDataSource(maxAge: 60)
        let sut = ScheduledNotificationRepositoryImpl(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByID: .cacheFirst))
        let stored = ScheduledNotification.mock()
        await local.saveScheduledNotifications([stored], cachedAt: Date().addingTimeInterval(-3_600))
        remote.items = [ScheduledNotificationDTO.fromDomain(stored)]

        let scheduledNotification = try await sut.fetch(id: stored.id)

        #expect(scheduledNotification?.id == stored.id)
        #expect(remote.fetchScheduledNotificationCallCount == 1)
    }

    @Test("Cache-first asks the network once for fetchEnabled")
    func cacheFirstAsksOnceForFetchEnabled() async throws {
        let remote = MockScheduledNotificationRemoteDataSource()
        let local = InMemoryScheduledNotificationLocalDataSource()
        let sut = ScheduledNotificationRepositoryImpl(remoteDataSource: remote, localDataSource: local, caching: .init(fetchEnabled: .cacheFirst))
        remote.fetchEnabledResult = [ScheduledNotificationDTO.fromDomain(ScheduledNotification.mock())]

        _ = try await sut.fetchEnabled()
        _ = try await sut.fetchEnabled()

        #expect(remote.fetchEnabledCallCount == 1)
    }

    @Test("Cache-first asks the network once for fetchByType")
    func cacheFirstAsksOnceForFetchByType() async throws {
        let remote = MockScheduledNotificationRemoteDataSource()
        let local = InMemoryScheduledNotificationLocalDataSource()
        let sut = ScheduledNotificationRepositoryImpl(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByType: .cacheFirst))
        remote.fetchByTypeResult = [ScheduledNotificationDTO.fromDomain(ScheduledNotification.mock())]
        let type: NotificationType = .workoutReminder

        _ = try await sut.fetchByType(type: type)
        _ = try await sut.fetchByType(type: type)

        #expect(remote.fetchByTypeCallCount == 1)
    }

    @Test("Network-first serves the stored fetchEnabled result when the network fails")
    func networkFirstServesTheStoredFetchEnabled() async throws {
        let remote = MockScheduledNotificationRemoteDataSource()
        let local = InMemoryScheduledNotificationLocalDataSource()
        let sut = ScheduledNotificationRepositoryImpl(remoteDataSource: remote, localDataSource: local, caching: .init(fetchEnabled: .networkFirst))
        remote.fetchEnabledResult = [ScheduledNotificationDTO.fromDomain(ScheduledNotification.mock())]
        let fresh = try await sut.fetchEnabled()
        remote.error = .offline("no connection")

        let stored = try await sut.fetchEnabled()

        #expect(stored.map(\.id) == fresh.map(\.id))
        #expect(stored.count == 1)
        #expect(remote.fetchEnabledCallCount == 2)
    }

    @Test("A stored list serves reads while an offline write waits, and is fetched again once it is synced")
    func syncedWriteDropsTheStoredLists() async throws {
        let remote = MockScheduledNotificationRemoteDataSource()
        let local = InMemoryScheduledNotificationLocalDataSource()
        let sut = ScheduledNotificationRepositoryImpl(remoteDataSource: remote, localDataSource: local, caching: .init(save: .offlineFirst, fetchEnabled: .offlineFirst))
        remote.fetchEnabledResult = [ScheduledNotificationDTO.fromDomain(ScheduledNotification.mock())]
        _ = try await sut.fetchEnabled()
        remote.error = .offline("no connection")
        try await sut.save(ScheduledNotification.mock(id: UUID()))
        await sut.synchronizePendingChanges()
        let whileOffline = try await sut.fetchEnabled()
        remote.error = nil
        await sut.synchronizePendingChanges()
        _ = try await sut.fetchEnabled()

        #expect(whileOffline.count == 1)
        #expect(remote.fetchEnabledCallCount == 2)
    }

    @Test("Offline-first saves locally and syncs when the network is back")
    func offlineFirstSavesLocallyThenSyncs() async throws {
        let remote = MockScheduledNotificationRemoteDataSource()
        let local = InMemoryScheduledNotificationLocalDataSource()
        let sut = ScheduledNotificationRepositoryImpl(remoteDataSource: remote, localDataSource: local, caching: .init(save: .offlineFirst))
        let scheduledNotification = ScheduledNotification.mock()
        remote.error = .offline("no connection")

        try await sut.save(scheduledNotification)
        await sut.synchronizePendingChanges()
        let saved = await local.fetchScheduledNotification(id: scheduledNotification.id)
        let waiting = await sut.pendingChangeCount()
        remote.error = nil
        await sut.synchronizePendingChanges()
        let remaining = await sut.pendingChangeCount()

        #expect(saved?.id == scheduledNotification.id)
        #expect(waiting == 1)
        #expect(remaining == 0)
        #expect(remote.savedItems.map(\.id) == [scheduledNotification.id])
    }

    @Test("Saving clears the cached lists")
    func savingClearsTheCachedLists() async throws {
        let remote = MockScheduledNotificationRemoteDataSource()
        let local = InMemoryScheduledNotificationLocalDataSource()
        let sut = ScheduledNotificationRepositoryImpl(remoteDataSource: remote, localDataSource: local, caching: .init(save: .networkFirst, fetchAll: .cacheFirst))
        remote.items = [ScheduledNotificationDTO.fromDomain(ScheduledNotification.mock(id: UUID()))]
        _ = try await sut.fetchAll()
        let added = ScheduledNotification.mock(id: UUID())

        try await sut.save(added)
        let all = try await sut.fetchAll()

        #expect(all.count == 2)
        #expect(remote.savedItems.map(\.id) == [added.id])
    }

    @Test("An item saved offline joins the stored list of everything")
    func savedOfflineJoinsEverything() async throws {
        let remote = MockScheduledNotificationRemoteDataSource()
        let local = InMemoryScheduledNotificationLocalDataSource()
        let sut = ScheduledNotificationRepositoryImpl(remoteDataSource: remote, localDataSource: local, caching: .init(save: .offlineFirst, fetchAll: .offlineFirst))
        remote.items = [ScheduledNotificationDTO.fromDomain(ScheduledNotification.mock(id: UUID()))]
        _ = try await sut.fetchAll()
        remote.error = .offline("no connection")
        let added = ScheduledNotification.mock(id: UUID())

        try await sut.save(added)
        let all = try await sut.fetchAll()

        #expect(all.map(\.id).last == added.id)
        #expect(all.count == 2)
    }
}
