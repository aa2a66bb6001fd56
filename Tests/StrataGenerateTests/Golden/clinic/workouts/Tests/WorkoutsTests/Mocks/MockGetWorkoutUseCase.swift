import Foundation
@testable import Workouts

final class MockGetWorkoutUseCase: GetWorkoutUseCaseProtocol, @unchecked Sendable {
    var result: Result<Workout, any Error> = .failure(WorkoutsError.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedID: String?

    func execute(id: String) async throws -> Workout {
        executeCallCount += 1
        lastRequestedID = id
        return try result.get()
    }
}
