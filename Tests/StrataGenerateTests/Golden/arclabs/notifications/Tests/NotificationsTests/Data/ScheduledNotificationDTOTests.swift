import Foundation
import Testing
@testable import Notifications

@Suite("ScheduledNotificationDTO")
struct ScheduledNotificationDTOTests {
    @Test("Decodes the API's JSON: wire keys, seconds-since-1970 dates")
    func decodesTheAPIsJSON() async throws {
        let json = #"""
        {
          "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
          "type": "workoutReminder",
          "scheduledTime": 1700000000,
          "title": "Test title",
          "body": "Test body",
          "isEnabled": true,
          "repeatInterval": "daily"
        }
        """#

        let dto = try JSONCoding.decoder().decode(ScheduledNotificationDTO.self, from: Data(json.utf8))

        #expect(dto.id == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(dto.type == "workoutReminder")
        #expect(dto.scheduledTime == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(dto.title == "Test title")
        #expect(dto.body == "Test body")
        #expect(dto.isEnabled == true)
        #expect(dto.repeatInterval == "daily")
    }

    @Test("Maps to the domain and back without loss")
    func mapsToTheDomainAndBackWithoutLoss() async throws {
        let scheduledNotification = ScheduledNotification.mock()

        let mapped = ScheduledNotificationDTO.fromDomain(scheduledNotification).toDomain()

        #expect(mapped == scheduledNotification)
    }
}
