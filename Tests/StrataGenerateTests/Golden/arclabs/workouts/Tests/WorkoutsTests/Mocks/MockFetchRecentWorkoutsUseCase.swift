import Foundation
@testable import Workouts

final class MockFetchRecentWorkoutsUseCase: FetchRecentWorkoutsUseCaseProtocol, @unchecked Sendable {
    var result: Result<[Workout], any Error> = .failure(WorkoutsError.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedLimit: Int?

    func execute(limit: Int) async throws -> [Workout] {
        executeCallCount += 1
        lastRequestedLimit = limit
        return try result.get()
    }
}
