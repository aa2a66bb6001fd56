import Foundation
@testable import WorkoutsDomain

final class GetWorkoutUseCaseMock: GetWorkoutUseCase, @unchecked Sendable {
    var result: Result<Workout, WorkoutsError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedID: Int?

    func execute(id: Int) async throws(WorkoutsError) -> Workout {
        executeCallCount += 1
        lastRequestedID = id
        return try result.get()
    }
}
