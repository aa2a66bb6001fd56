import Foundation

/// Calculates a value from Workouts.
///
/// Rule: Sum of sets × reps × weight over the week starting at weekStart.
protocol CalculateWeeklyVolumeUseCaseProtocol: Sendable {
    func execute(weekStart: Date) async throws -> Double
}

struct CalculateWeeklyVolumeUseCase: CalculateWeeklyVolumeUseCaseProtocol {
    private let repository: WorkoutRepository

    init(repository: WorkoutRepository) {
        self.repository = repository
    }

    func execute(weekStart: Date) async throws -> Double {
        // TODO(business rule): Sum of sets × reps × weight over the week starting at weekStart.
        throw WorkoutsError.notImplemented("CalculateWeeklyVolume")
    }
}
