import Foundation

/// Builds the Workouts use cases from the repositories the app provides.
final class WorkoutsDependencyContainer {
    private let workoutRepository: WorkoutRepository

    init(
        workoutRepository: WorkoutRepository
    ) {
        self.workoutRepository = workoutRepository
    }

    func makeCreateWorkoutUseCase() -> CreateWorkoutUseCaseProtocol {
        CreateWorkoutUseCase(repository: workoutRepository)
    }

    func makeGetWorkoutUseCase() -> GetWorkoutUseCaseProtocol {
        GetWorkoutUseCase(repository: workoutRepository)
    }

    func makeUpdateWorkoutUseCase() -> UpdateWorkoutUseCaseProtocol {
        UpdateWorkoutUseCase(repository: workoutRepository)
    }

    func makeDeleteWorkoutUseCase() -> DeleteWorkoutUseCaseProtocol {
        DeleteWorkoutUseCase(repository: workoutRepository)
    }

    func makeFetchWorkoutsUseCase() -> FetchWorkoutsUseCaseProtocol {
        FetchWorkoutsUseCase(repository: workoutRepository)
    }

    func makeFetchRecentWorkoutsUseCase() -> FetchRecentWorkoutsUseCaseProtocol {
        FetchRecentWorkoutsUseCase(repository: workoutRepository)
    }

    func makeCalculateWeeklyVolumeUseCase() -> CalculateWeeklyVolumeUseCaseProtocol {
        CalculateWeeklyVolumeUseCase(repository: workoutRepository)
    }
}
