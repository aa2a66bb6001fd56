import Foundation
import WorkoutsDomain
import WorkoutsAdapters
#if canImport(SwiftData)

/// Maps `WorkoutsWorkoutEntity` to `Workout`, creates one from a `Workout`, and updates a stored one in place.
struct WorkoutEntityMapper {
    private let exerciseMapper = ExerciseEntityMapper()

    func map(_ entity: WorkoutsWorkoutEntity) -> Workout {
        Workout(
            id: entity.workoutID,
            name: entity.name,
            date: entity.date,
            kind: entity.kind.flatMap { WorkoutKind(rawValue: $0) } ?? .strength,
            exercises: entity.exercises?.map(exerciseMapper.map) ?? [],
            durationMinutes: entity.durationMinutes,
            notes: entity.notes,
            programId: entity.programId
        )
    }

    func map(_ domain: Workout) -> WorkoutsWorkoutEntity {
        WorkoutsWorkoutEntity(
            workoutID: domain.id,
            name: domain.name,
            date: domain.date,
            kind: domain.kind.rawValue,
            exercises: domain.exercises.map(exerciseMapper.map),
            durationMinutes: domain.durationMinutes,
            notes: domain.notes,
            programId: domain.programId
        )
    }

    /// Copies every field into a stored model and refreshes `cachedAt`.
    func map(_ domain: Workout, to entity: WorkoutsWorkoutEntity) {
        entity.name = domain.name
        entity.date = domain.date
        entity.kind = domain.kind.rawValue
        entity.exercises = domain.exercises.map(exerciseMapper.map)
        entity.durationMinutes = domain.durationMinutes
        entity.notes = domain.notes
        entity.programId = domain.programId
        entity.cachedAt = .now
    }
}
#endif
