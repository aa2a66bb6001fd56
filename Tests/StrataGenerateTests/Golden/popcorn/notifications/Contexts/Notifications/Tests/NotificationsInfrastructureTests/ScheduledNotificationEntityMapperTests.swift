#if canImport(SwiftData)
import Foundation
import Testing
@testable import NotificationsInfrastructure
@testable import NotificationsDomain
@testable import NotificationsAdapters

@Suite("ScheduledNotificationEntityMapper")
struct ScheduledNotificationEntityMapperTests {
    @Test("Maps to the stored model and back without loss")
    func mapsToTheStoredModelAndBack() async throws {
        let mapper = ScheduledNotificationEntityMapper()
        let original = ScheduledNotification.mock()

        let mapped = mapper.map(mapper.map(original))

        #expect(mapped == original)
    }

    @Test("Updating in place copies every field and refreshes cachedAt")
    func updatesInPlace() async throws {
        let mapper = ScheduledNotificationEntityMapper()
        let original = ScheduledNotification.mock()
        let stored = mapper.map(original)
        stored.cachedAt = Date(timeIntervalSince1970: 0)
        let changed = ScheduledNotification.mock(id: original.id, title: "Updated title")

        mapper.map(changed, to: stored)

        #expect(mapper.map(stored) == changed)
        #expect(stored.cachedAt > Date(timeIntervalSince1970: 0))
    }
}
#endif
