import Foundation
@testable import Workouts

final class FetchRecentWorkoutsUseCaseMock: FetchRecentWorkoutsUseCaseContract, @unchecked Sendable {
    var result: Result<[Workout], WorkoutsError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedLimit: Int?

    @MainActor init() {}

    func execute(limit: Int) async throws(WorkoutsError) -> [Workout] {
        executeCallCount += 1
        lastRequestedLimit = limit
        return try result.get()
    }
}
