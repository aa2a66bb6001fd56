import Foundation

/// Creates a Workout and saves it.
protocol CreateWorkoutUseCaseProtocol: Sendable {
    func execute(
        name: String,
        date: Date,
        kind: WorkoutKind,
        exercises: [Exercise],
        durationMinutes: Int,
        notes: String?,
        programId: UUID?
    ) async throws -> Workout
}

final class CreateWorkoutUseCase {

    // MARK: Private Properties

    private let repository: WorkoutRepositoryProtocol

    // MARK: Initialization

    init(repository: WorkoutRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - CreateWorkoutUseCaseProtocol

extension CreateWorkoutUseCase: CreateWorkoutUseCaseProtocol {
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
        try await repository.saveWorkout(workout)
        return workout
    }
}
