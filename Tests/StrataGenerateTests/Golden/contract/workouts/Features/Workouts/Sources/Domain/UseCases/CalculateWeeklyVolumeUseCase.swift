import Foundation

/// Calculates a value from Workouts.
///
/// Rule: Sum of sets × reps × weight over the week starting at weekStart.
protocol CalculateWeeklyVolumeUseCaseContract: Sendable {
    func execute(weekStart: Date) async throws(WorkoutsError) -> Double
}

struct CalculateWeeklyVolumeUseCase: CalculateWeeklyVolumeUseCaseContract {
    private let repository: WorkoutRepositoryContract

    init(repository: WorkoutRepositoryContract) {
        self.repository = repository
    }

    func execute(weekStart: Date) async throws(WorkoutsError) -> Double {
        // TODO(business rule): Sum of sets × reps × weight over the week starting at weekStart.
        throw WorkoutsError.notImplemented("CalculateWeeklyVolume")
    }
}
