import Foundation
@testable import WorkoutsDomain

final class UpdateWorkoutUseCaseMock: UpdateWorkoutUseCase, @unchecked Sendable {
    var result: Result<Workout, WorkoutsError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedWorkout: Workout?

    func execute(_ workout: Workout) async throws(WorkoutsError) -> Workout {
        executeCallCount += 1
        lastRequestedWorkout = workout
        return try result.get()
    }
}
