import Foundation
@testable import Workouts

final class UpdateWorkoutUseCaseMock: UpdateWorkoutUseCaseContract, @unchecked Sendable {
    var result: Result<Workout, WorkoutsError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedWorkout: Workout?

    @MainActor init() {}

    func execute(_ workout: Workout) async throws(WorkoutsError) -> Workout {
        executeCallCount += 1
        lastRequestedWorkout = workout
        return try result.get()
    }
}
