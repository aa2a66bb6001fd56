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

        let first = try await sut.getScheduledNotification(by: stored.id)
        let second = try await sut.getScheduledNotification(by: stored.id)

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

        let scheduledNotification = try await sut.getScheduledNotification(by: stored.id)

        #expect(scheduledNotification?.id == stored.id)
        #expect(remote.fetchScheduledNotificationCallCount == 1)
    }

    @Test("A 404 reads as nothing stored")
    func notFoundReadsAsNil() async throws {
        let remote = MockScheduledNotificationRemoteDataSource()
        let local = InMemoryScheduledNotificationLocalDataSource()
        let sut = ScheduledNotificationRepositoryImpl(remoteDataSource: remote, localDataSource: local)
        let stored = ScheduledNotification.mock()

        let scheduledNotification = try await sut.getScheduledNotification(by: stored.id)

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
            try await sut.getScheduledNotification(by: stored.id)
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
            try await sut.getScheduledNotification(by: stored.id)
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
            try await sut.getScheduledNotification(by: stored.id)
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
            try await sut.getScheduledNotification(by: stored.id)
        }
    }

    @Test("Offline-first saves locally and syncs when the network is back")
    func offlineFirstSavesLocallyThenSyncs() async throws {
        let remote = MockScheduledNotificationRemoteDataSource()
        let local = InMemoryScheduledNotificationLocalDataSource()
        let sut = ScheduledNotificationRepositoryImpl(remoteDataSource: remote, localDataSource: local, caching: .init(save: .offlineFirst))
        let scheduledNotification = ScheduledNotification.mock()
        remote.error = .offline("no connection")

        try await sut.saveScheduledNotification(scheduledNotification)
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
        _ = try await sut.getAllScheduledNotifications()
        let added = ScheduledNotification.mock(id: UUID())

        try await sut.saveScheduledNotification(added)
        let all = try await sut.getAllScheduledNotifications()

        #expect(all.count == 2)
        #expect(remote.savedItems.map(\.id) == [added.id])
    }
}
