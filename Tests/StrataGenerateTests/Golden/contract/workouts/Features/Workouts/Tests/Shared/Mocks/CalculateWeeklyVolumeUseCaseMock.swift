import Foundation
@testable import Workouts

final class CalculateWeeklyVolumeUseCaseMock: CalculateWeeklyVolumeUseCaseContract, @unchecked Sendable {
    var result: Result<Double, WorkoutsError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedWeekStart: Date?

    @MainActor init() {}

    func execute(weekStart: Date) async throws(WorkoutsError) -> Double {
        executeCallCount += 1
        lastRequestedWeekStart = weekStart
        return try result.get()
    }
}
