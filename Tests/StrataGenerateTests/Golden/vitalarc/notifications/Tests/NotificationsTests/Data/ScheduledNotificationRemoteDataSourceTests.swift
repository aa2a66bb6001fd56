import Foundation
import Testing
@testable import Notifications

@Suite("ScheduledNotificationRemoteDataSource")
struct ScheduledNotificationRemoteDataSourceTests {
    @Test("Save sends PATCH /notifications/{id} with the item")
    func saveSendsPatchWithTheItem() async throws {
        let client = MockAPIClient()
        let sut = ScheduledNotificationRemoteDataSource(apiClient: client)
        let dto = ScheduledNotificationDTO.fromDomain(ScheduledNotification.mock())

        try await sut.saveScheduledNotification(dto)

        #expect(client.endpoints.map(\.method) == [.patch])
        #expect(client.endpoints.map(\.path) == ["/notifications/\(dto.id)"])
        let sent = try JSONCoding.decoder().decode(ScheduledNotificationDTO.self, from: client.endpoints.first?.body ?? Data())
        #expect(sent.id == dto.id)
    }
}
