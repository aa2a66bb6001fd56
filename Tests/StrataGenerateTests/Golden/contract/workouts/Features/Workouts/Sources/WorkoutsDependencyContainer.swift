import Foundation

/// Builds the Workouts use cases from the repositories the app provides.
final class WorkoutsDependencyContainer {
    private let workoutRepository: WorkoutRepositoryContract

    init(
        workoutRepository: WorkoutRepositoryContract
    ) {
        self.workoutRepository = workoutRepository
    }

    func makeCreateWorkoutUseCase() -> CreateWorkoutUseCaseContract {
        CreateWorkoutUseCase(repository: workoutRepository)
    }

    func makeGetWorkoutUseCase() -> GetWorkoutUseCaseContract {
        GetWorkoutUseCase(repository: workoutRepository)
    }

    func makeUpdateWorkoutUseCase() -> UpdateWorkoutUseCaseContract {
        UpdateWorkoutUseCase(repository: workoutRepository)
    }

    func makeDeleteWorkoutUseCase() -> DeleteWorkoutUseCaseContract {
        DeleteWorkoutUseCase(repository: workoutRepository)
    }

    func makeFetchWorkoutsUseCase() -> FetchWorkoutsUseCaseContract {
        FetchWorkoutsUseCase(repository: workoutRepository)
    }

    func makeFetchRecentWorkoutsUseCase() -> FetchRecentWorkoutsUseCaseContract {
        FetchRecentWorkoutsUseCase(repository: workoutRepository)
    }

    func makeCalculateWeeklyVolumeUseCase() -> CalculateWeeklyVolumeUseCaseContract {
        CalculateWeeklyVolumeUseCase(repository: workoutRepository)
    }
}
