import Foundation

/// The API of `ScheduledNotification`: DTOs in, DTOs out; failures are `NetworkError`s.
protocol ScheduledNotificationRemoteDataSourceProtocol: Sendable {
    func saveScheduledNotification(_ dto: ScheduledNotificationDTO) async throws
    func fetchScheduledNotification(id: String) async throws -> ScheduledNotificationDTO
    func fetchAllScheduledNotifications() async throws -> [ScheduledNotificationDTO]
    func deleteScheduledNotification(id: String) async throws
    func fetchEnabled() async throws -> [ScheduledNotificationDTO]
    func fetchByType(type: NotificationType) async throws -> [ScheduledNotificationDTO]
}

/// `ScheduledNotificationRemoteDataSourceProtocol` over HTTP, at `/notifications`.
struct ScheduledNotificationRemoteDataSource: ScheduledNotificationRemoteDataSourceProtocol {
    private let apiClient: any APIClientProtocol

    init(apiClient: any APIClientProtocol) {
        self.apiClient = apiClient
    }

    /// PATCHes the item's URL with every field: a merge patch that replaces the stored values.
    func saveScheduledNotification(_ dto: ScheduledNotificationDTO) async throws {
        let body = try JSONCoding.encoder().encode(dto)
        try await apiClient.send(Endpoint(.patch, "/notifications/\(dto.id)", body: body))
    }

    func fetchScheduledNotification(id: String) async throws -> ScheduledNotificationDTO {
        return try await apiClient.send(Endpoint(.get, "/notifications/\(id)"), as: ScheduledNotificationDTO.self)
    }

    func fetchAllScheduledNotifications() async throws -> [ScheduledNotificationDTO] {
        return try await apiClient.send(Endpoint(.get, "/notifications"), as: [ScheduledNotificationDTO].self)
    }

    func deleteScheduledNotification(id: String) async throws {
        try await apiClient.send(Endpoint(.delete, "/notifications/\(id)"))
    }

    func fetchEnabled() async throws -> [ScheduledNotificationDTO] {
        return try await apiClient.send(Endpoint(.get, "/notifications/fetch-enabled"), as: [ScheduledNotificationDTO].self)
    }

    func fetchByType(type: NotificationType) async throws -> [ScheduledNotificationDTO] {
        var items: [String: String] = [:]
        items["type"] = type.rawValue
        return try await apiClient.send(Endpoint(.get, "/notifications/fetch-by-type", query: items), as: [ScheduledNotificationDTO].self)
    }
}
