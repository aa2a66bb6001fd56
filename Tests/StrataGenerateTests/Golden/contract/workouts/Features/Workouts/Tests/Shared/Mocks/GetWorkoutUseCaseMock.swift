import Foundation
@testable import Workouts

final class GetWorkoutUseCaseMock: GetWorkoutUseCaseContract, @unchecked Sendable {
    var result: Result<Workout, WorkoutsError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedIdentifier: Int?

    @MainActor init() {}

    func execute(identifier: Int) async throws(WorkoutsError) -> Workout {
        executeCallCount += 1
        lastRequestedIdentifier = identifier
        return try result.get()
    }
}
