import Foundation

/// Creates a Workout and saves it.
protocol CreateWorkoutUseCaseContract: Sendable {
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

struct CreateWorkoutUseCase: CreateWorkoutUseCaseContract {
    private let repository: WorkoutRepositoryContract

    init(repository: WorkoutRepositoryContract) {
        self.repository = repository
    }

    func execute(
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
        try await repository.saveWorkout(workout)
        return workout
    }
}
