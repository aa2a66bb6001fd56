import Foundation
@testable import WorkoutsDomain

final class FetchRecentWorkoutsUseCaseMock: FetchRecentWorkoutsUseCase, @unchecked Sendable {
    var result: Result<[Workout], WorkoutsError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedLimit: Int?

    func execute(limit: Int) async throws(WorkoutsError) -> [Workout] {
        executeCallCount += 1
        lastRequestedLimit = limit
        return try result.get()
    }
}
