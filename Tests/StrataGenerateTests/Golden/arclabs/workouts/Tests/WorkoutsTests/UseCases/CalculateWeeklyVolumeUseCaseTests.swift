import Foundation
import Testing
@testable import Workouts

@Suite("CalculateWeeklyVolumeUseCase")
struct CalculateWeeklyVolumeUseCaseTests {
    @Test("Succeeds on sample input once its business rule is written")
    func succeedsOnSampleInput() async throws {
        let repository = MockWorkoutRepository()
        let sut = CalculateWeeklyVolumeUseCase(repository: repository)
        let weekStart: Date = Date(timeIntervalSince1970: 1_700_000_000)

        try await withKnownIssue("CalculateWeeklyVolume's business rule is not written yet: write it, then test it beside this test", isIntermittent: true) {
            _ = try await sut.execute(weekStart: weekStart)
        } matching: { issue in
            (issue.error as? WorkoutsError) == WorkoutsError.notImplemented("CalculateWeeklyVolume")
        }
    }
}
