import Foundation

/// Training volume for one week: the sum of sets × reps × weight over every strength exercise.
final class CalculateWeeklyVolumeUseCase {
    private let repository: WorkoutRepository
    private let calendar: Calendar

    init(repository: WorkoutRepository, calendar: Calendar = .current) {
        self.repository = repository
        self.calendar = calendar
    }

    func execute(weekStart: Date) async throws -> Double {
        let start = calendar.startOfDay(for: weekStart)
        guard let end = calendar.date(byAdding: .day, value: 7, to: start) else { return 0 }

        let workouts = try await repository.fetch(from: start, to: end)
        return workouts
            .filter { $0.type == .strength }
            .flatMap(\.exercises)
            .reduce(0) { total, exercise in
                total + Double(exercise.sets * exercise.reps) * exercise.weightKilograms
            }
    }
}
