import Foundation

/// Creates a Workout and saves it.
final class CreateWorkoutUseCase {
    private let repository: WorkoutRepository

    init(repository: WorkoutRepository) {
        self.repository = repository
    }

    func execute(
        name: String,
        date: Date,
        kind: WorkoutKind = .strength,
        exercises: [Exercise] = [],
        durationMinutes: Int = 0,
        notes: String? = nil,
        programId: UUID? = nil
    ) async throws -> Workout {
        let workout = Workout(
            id: UUID(),
            name: name,
            date: date,
            kind: kind,
            exercises: exercises,
            durationMinutes: durationMinutes,
            notes: notes,
            programId: programId
        )
        try await repository.save(workout)
        return workout
    }
}
