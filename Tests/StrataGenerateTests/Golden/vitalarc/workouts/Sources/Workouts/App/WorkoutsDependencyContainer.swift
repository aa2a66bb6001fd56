import Foundation

/// Builds the Workouts use cases from the repositories the app provides.
final class WorkoutsDependencyContainer {
    private let workoutRepository: WorkoutRepository

    init(
        workoutRepository: WorkoutRepository
    ) {
        self.workoutRepository = workoutRepository
    }

    func makeCreateWorkoutUseCase() -> CreateWorkoutUseCase {
        CreateWorkoutUseCase(repository: workoutRepository)
    }

    func makeGetWorkoutUseCase() -> GetWorkoutUseCase {
        GetWorkoutUseCase(repository: workoutRepository)
    }

    func makeUpdateWorkoutUseCase() -> UpdateWorkoutUseCase {
        UpdateWorkoutUseCase(repository: workoutRepository)
    }

    func makeDeleteWorkoutUseCase() -> DeleteWorkoutUseCase {
        DeleteWorkoutUseCase(repository: workoutRepository)
    }

    func makeFetchWorkoutsUseCase() -> FetchWorkoutsUseCase {
        FetchWorkoutsUseCase(repository: workoutRepository)
    }

    func makeFetchRecentWorkoutsUseCase() -> FetchRecentWorkoutsUseCase {
        FetchRecentWorkoutsUseCase(repository: workoutRepository)
    }

    func makeCalculateWeeklyVolumeUseCase() -> CalculateWeeklyVolumeUseCase {
        CalculateWeeklyVolumeUseCase(repository: workoutRepository)
    }
}
