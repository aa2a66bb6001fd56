import Foundation
import Testing
@testable import NotificationsInfrastructure
@testable import NotificationsDomain
@testable import NotificationsAdapters

@Suite("APIScheduledNotificationRemoteDataSource")
struct APIScheduledNotificationRemoteDataSourceTests {
    @Test("Save sends PATCH /notifications/{id} with the item")
    func saveSendsPatchWithTheItem() async throws {
        let scheduledNotificationMapper = ScheduledNotificationMapper()
        let client = APIClientMock()
        let sut = APIScheduledNotificationRemoteDataSource(apiClient: client)
        let dto = scheduledNotificationMapper.map(ScheduledNotification.mock())

        try await sut.saveScheduledNotification(dto)

        #expect(client.endpoints.map(\.method) == [.patch])
        #expect(client.endpoints.map(\.path) == ["/notifications/\(dto.id)"])
        let sent = try JSONCoding.decoder().decode(ScheduledNotificationDTO.self, from: client.endpoints.first?.body ?? Data())
        #expect(sent.id == dto.id)
    }
}
