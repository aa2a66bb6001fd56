import Foundation
@testable import Workouts

final class MockCalculateWeeklyVolumeUseCase: CalculateWeeklyVolumeUseCaseProtocol, @unchecked Sendable {
    var result: Result<Double, any Error> = .failure(WorkoutsError.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedWeekStart: Date?

    func execute(weekStart: Date) async throws -> Double {
        executeCallCount += 1
        lastRequestedWeekStart = weekStart
        return try result.get()
    }
}
