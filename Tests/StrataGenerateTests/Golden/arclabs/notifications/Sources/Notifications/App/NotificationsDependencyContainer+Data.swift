import Foundation
#if canImport(SwiftData)
import SwiftData
#endif

/// Wires the Data layer's implementations: remote data sources over an `APIClientProtocol`
/// (`URLSessionAPIClient` in the app), local data in memory or in SwiftData.
extension NotificationsDependencyContainer {
    /// Every repository over the API, keeping fetched data in memory.
    static func live(apiClient: any APIClientProtocol) -> NotificationsDependencyContainer {
        NotificationsDependencyContainer(
            scheduledNotificationRepository: ScheduledNotificationRepositoryImpl(remoteDataSource: ScheduledNotificationRemoteDataSource(apiClient: apiClient), localDataSource: InMemoryScheduledNotificationLocalDataSource())
        )
    }
#if canImport(SwiftData)

    /// Every repository over the API, keeping fetched data in SwiftData.
    static func live(apiClient: any APIClientProtocol, modelContainer: ModelContainer) -> NotificationsDependencyContainer {
        NotificationsDependencyContainer(
            scheduledNotificationRepository: ScheduledNotificationRepositoryImpl(remoteDataSource: ScheduledNotificationRemoteDataSource(apiClient: apiClient), localDataSource: SwiftDataScheduledNotificationLocalDataSource(modelContainer: modelContainer))
        )
    }
#endif
}
