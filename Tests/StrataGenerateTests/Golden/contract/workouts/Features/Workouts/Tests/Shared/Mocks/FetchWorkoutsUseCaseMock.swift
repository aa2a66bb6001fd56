import Foundation
@testable import Workouts

final class FetchWorkoutsUseCaseMock: FetchWorkoutsUseCaseContract, @unchecked Sendable {
    var result: Result<[Workout], WorkoutsError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0

    @MainActor init() {}

    func execute() async throws(WorkoutsError) -> [Workout] {
        executeCallCount += 1
        return try result.get()
    }
}
