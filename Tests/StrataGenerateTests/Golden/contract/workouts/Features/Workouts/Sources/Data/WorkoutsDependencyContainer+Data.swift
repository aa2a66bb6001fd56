import Foundation
#if canImport(SwiftData)
import SwiftData
#endif

/// Wires the Data layer's implementations: remote data sources over an `APIClientProtocol`
/// (`URLSessionAPIClient` in the app), local data in memory or in SwiftData.
extension WorkoutsDependencyContainer {
    /// Every repository over the API, keeping fetched data in memory.
    static func live(apiClient: any APIClientProtocol) -> WorkoutsDependencyContainer {
        WorkoutsDependencyContainer(
            workoutRepository: WorkoutRepository(remoteDataSource: WorkoutRemoteDataSource(apiClient: apiClient), localDataSource: InMemoryWorkoutLocalDataSource(maxAge: 604_800))
        )
    }
#if canImport(SwiftData)

    /// Every repository over the API, keeping fetched data in SwiftData.
    static func live(apiClient: any APIClientProtocol, modelContainer: ModelContainer) -> WorkoutsDependencyContainer {
        WorkoutsDependencyContainer(
            workoutRepository: WorkoutRepository(remoteDataSource: WorkoutRemoteDataSource(apiClient: apiClient), localDataSource: SwiftDataWorkoutLocalDataSource(modelContainer: modelContainer, maxAge: 604_800))
        )
    }
#endif
}
