import Foundation

/// Calculates a value from Workouts.
///
/// Rule: Sum of sets × reps × weight over the week starting at weekStart.
protocol CalculateWeeklyVolumeUseCaseProtocol: Sendable {
    func execute(weekStart: Date) async throws -> Double
}

final class CalculateWeeklyVolumeUseCase {

    // MARK: Private Properties

    private let repository: WorkoutRepositoryProtocol

    // MARK: Initialization

    init(repository: WorkoutRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - CalculateWeeklyVolumeUseCaseProtocol

extension CalculateWeeklyVolumeUseCase: CalculateWeeklyVolumeUseCaseProtocol {
    func execute(weekStart: Date) async throws -> Double {
        // TODO(business rule): Sum of sets × reps × weight over the week starting at weekStart.
        throw WorkoutsError.notImplemented("CalculateWeeklyVolume")
    }
}
