import Foundation

/// Calculates a value from Workouts.
///
/// Rule: Sum of sets × reps × weight over the week starting at weekStart.
public protocol CalculateWeeklyVolumeUseCase: Sendable {
    func execute(weekStart: Date) async throws(WorkoutsError) -> Double
}

public final class DefaultCalculateWeeklyVolumeUseCase: CalculateWeeklyVolumeUseCase {
    private let repository: WorkoutRepository

    public init(repository: WorkoutRepository) {
        self.repository = repository
    }

    public func execute(weekStart: Date) async throws(WorkoutsError) -> Double {
        // TODO(business rule): Sum of sets × reps × weight over the week starting at weekStart.
        throw WorkoutsError.notImplemented("CalculateWeeklyVolume")
    }
}
