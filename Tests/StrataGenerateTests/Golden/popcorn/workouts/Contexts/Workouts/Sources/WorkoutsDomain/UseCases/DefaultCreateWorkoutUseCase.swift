import Foundation

/// Creates a Workout and saves it.
public protocol CreateWorkoutUseCase: Sendable {
    func execute(
        id: Int,
        name: String,
        date: Date,
        kind: WorkoutKind,
        exercises: [Exercise],
        durationMinutes: Int,
        notes: String?,
        programId: Int?
    ) async throws(WorkoutsError) -> Workout
}

public final class DefaultCreateWorkoutUseCase: CreateWorkoutUseCase {
    private let repository: WorkoutRepository

    public init(repository: WorkoutRepository) {
        self.repository = repository
    }

    public func execute(
        id: Int,
        name: String,
        date: Date,
        kind: WorkoutKind = .strength,
        exercises: [Exercise] = [],
        durationMinutes: Int = 0,
        notes: String? = nil,
        programId: Int? = nil
    ) async throws(WorkoutsError) -> Workout {
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
