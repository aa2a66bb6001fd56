import Foundation
import Testing
@testable import Workouts

@Suite("CalculateWeeklyVolumeUseCase")
struct CalculateWeeklyVolumeUseCaseTests {
    @Test("Is not implemented until its business rule is written")
    func isNotImplementedYet() async throws {
        let repository = MockWorkoutRepository()
        let sut = CalculateWeeklyVolumeUseCase(repository: repository)
        let weekStart: Date = Date(timeIntervalSince1970: 1_700_000_000)

        await #expect(throws: WorkoutsError.notImplemented("CalculateWeeklyVolume")) {
            try await sut.execute(weekStart: weekStart)
        }
    }
}
