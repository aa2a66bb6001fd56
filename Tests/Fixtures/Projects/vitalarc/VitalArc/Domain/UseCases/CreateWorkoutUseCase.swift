import Foundation

final class CreateWorkoutUseCase {
    enum ValidationError: Error, Equatable {
        case emptyName
        case invalidDuration
    }

    private let repository: WorkoutRepository

    init(repository: WorkoutRepository) {
        self.repository = repository
    }

    func execute(
        name: String,
        type: WorkoutType,
        date: Date,
        durationMinutes: Int,
        exercises: [Exercise] = []
    ) async throws -> Workout {
        let trimmedName = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmedName.isEmpty else { throw ValidationError.emptyName }
        guard durationMinutes > 0 else { throw ValidationError.invalidDuration }

        let workout = Workout(
            id: UUID(),
            name: trimmedName,
            date: date,
            type: type,
            durationMinutes: durationMinutes,
            exercises: exercises
        )
        try await repository.save(workout)
        return workout
    }
}
