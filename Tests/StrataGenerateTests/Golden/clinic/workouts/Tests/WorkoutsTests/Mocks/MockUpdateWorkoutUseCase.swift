import Foundation
@testable import Workouts

final class MockUpdateWorkoutUseCase: UpdateWorkoutUseCaseProtocol, @unchecked Sendable {
    var result: Result<Workout, any Error> = .failure(WorkoutsError.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedWorkout: Workout?

    func execute(_ workout: Workout) async throws -> Workout {
        executeCallCount += 1
        lastRequestedWorkout = workout
        return try result.get()
    }
}
