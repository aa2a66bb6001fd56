import Foundation
import WorkoutsDomain
import WorkoutsAdapters
#if canImport(SwiftData)

/// Maps `WorkoutsExerciseEntity` to `Exercise`, creates one from a `Exercise`, and updates a stored one in place.
struct ExerciseEntityMapper {
    func map(_ entity: WorkoutsExerciseEntity) -> Exercise {
        Exercise(
            id: entity.exerciseID,
            name: entity.name,
            sets: entity.sets,
            reps: entity.reps,
            weight: entity.weight
        )
    }

    func map(_ domain: Exercise) -> WorkoutsExerciseEntity {
        WorkoutsExerciseEntity(
            exerciseID: domain.id,
            name: domain.name,
            sets: domain.sets,
            reps: domain.reps,
            weight: domain.weight
        )
    }

    /// Copies every field into a stored model and refreshes `cachedAt`.
    func map(_ domain: Exercise, to entity: WorkoutsExerciseEntity) {
        entity.name = domain.name
        entity.sets = domain.sets
        entity.reps = domain.reps
        entity.weight = domain.weight
        entity.cachedAt = .now
    }
}
#endif
