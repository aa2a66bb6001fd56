import Foundation

/// Creates a Workout and saves it.
protocol CreateWorkoutUseCaseProtocol: Sendable {
    func execute(
        id: String,
        name: String,
        date: Date,
        kind: WorkoutKind,
        exercises: [Exercise],
        durationMinutes: Int,
        notes: String?,
        programId: String?
    ) async throws -> Workout
}

struct CreateWorkoutUseCase: CreateWorkoutUseCaseProtocol {
    private let repository: WorkoutRepository

    init(repository: WorkoutRepository) {
        self.repository = repository
    }

    func execute(
        id: String,
        name: String,
        date: Date,
        kind: WorkoutKind = .strength,
        exercises: [Exercise] = [],
        durationMinutes: Int = 0,
        notes: String? = nil,
        programId: String? = nil
    ) async throws -> Workout {
        let workout = Workout(
            id: id,
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
