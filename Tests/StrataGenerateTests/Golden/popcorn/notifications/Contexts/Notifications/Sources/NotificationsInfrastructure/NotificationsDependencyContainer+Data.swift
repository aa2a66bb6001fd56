import Foundation
import NotificationsDomain
import NotificationsAdapters
#if canImport(SwiftData)
import SwiftData
#endif

/// Wires the Data layer's implementations: remote data sources over an `APIClientProtocol`
/// (`URLSessionAPIClient` in the app), local data in memory or in SwiftData.
extension NotificationsDependencyContainer {
    /// Every repository over the API, keeping fetched data in memory.
    public static func live(apiClient: any APIClientProtocol) -> NotificationsDependencyContainer {
        NotificationsDependencyContainer(
            scheduledNotificationRepository: DefaultScheduledNotificationRepository(remoteDataSource: APIScheduledNotificationRemoteDataSource(apiClient: apiClient), localDataSource: InMemoryScheduledNotificationLocalDataSource())
        )
    }
#if canImport(SwiftData)

    /// Every repository over the API, keeping fetched data in SwiftData.
    public static func live(apiClient: any APIClientProtocol, modelContainer: ModelContainer) -> NotificationsDependencyContainer {
        NotificationsDependencyContainer(
            scheduledNotificationRepository: DefaultScheduledNotificationRepository(remoteDataSource: APIScheduledNotificationRemoteDataSource(apiClient: apiClient), localDataSource: SwiftDataScheduledNotificationLocalDataSource(modelContainer: modelContainer))
        )
    }
#endif
}
