import Foundation
@testable import Workouts

final class MockFetchWorkoutsUseCase: FetchWorkoutsUseCaseProtocol, @unchecked Sendable {
    var result: Result<[Workout], any Error> = .failure(WorkoutsError.loadFailed())
    private(set) var executeCallCount = 0

    func execute() async throws -> [Workout] {
        executeCallCount += 1
        return try result.get()
    }
}
