import Foundation
@testable import WorkoutsDomain

final class CalculateWeeklyVolumeUseCaseMock: CalculateWeeklyVolumeUseCase, @unchecked Sendable {
    var result: Result<Double, WorkoutsError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedWeekStart: Date?

    func execute(weekStart: Date) async throws(WorkoutsError) -> Double {
        executeCallCount += 1
        lastRequestedWeekStart = weekStart
        return try result.get()
    }
}
