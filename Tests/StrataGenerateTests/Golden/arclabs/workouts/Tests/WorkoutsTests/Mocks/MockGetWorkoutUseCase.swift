import Foundation
@testable import Workouts

final class MockGetWorkoutUseCase: GetWorkoutUseCaseProtocol, @unchecked Sendable {
    var result: Result<Workout, any Error> = .failure(WorkoutsError.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedID: UUID?

    func execute(id: UUID) async throws -> Workout {
        executeCallCount += 1
        lastRequestedID = id
        return try result.get()
    }
}
