import Foundation

/// Builds the Workouts use cases from the repositories the app provides.
public final class WorkoutsDependencyContainer {
    private let workoutRepository: WorkoutRepository

    public init(
        workoutRepository: WorkoutRepository
    ) {
        self.workoutRepository = workoutRepository
    }

    public func makeDefaultCreateWorkoutUseCase() -> CreateWorkoutUseCase {
        DefaultCreateWorkoutUseCase(repository: workoutRepository)
    }

    public func makeDefaultGetWorkoutUseCase() -> GetWorkoutUseCase {
        DefaultGetWorkoutUseCase(repository: workoutRepository)
    }

    public func makeDefaultUpdateWorkoutUseCase() -> UpdateWorkoutUseCase {
        DefaultUpdateWorkoutUseCase(repository: workoutRepository)
    }

    public func makeDefaultDeleteWorkoutUseCase() -> DeleteWorkoutUseCase {
        DefaultDeleteWorkoutUseCase(repository: workoutRepository)
    }

    public func makeDefaultFetchWorkoutsUseCase() -> FetchWorkoutsUseCase {
        DefaultFetchWorkoutsUseCase(repository: workoutRepository)
    }

    public func makeDefaultFetchRecentWorkoutsUseCase() -> FetchRecentWorkoutsUseCase {
        DefaultFetchRecentWorkoutsUseCase(repository: workoutRepository)
    }

    public func makeDefaultCalculateWeeklyVolumeUseCase() -> CalculateWeeklyVolumeUseCase {
        DefaultCalculateWeeklyVolumeUseCase(repository: workoutRepository)
    }
}
