import Foundation
#if canImport(SwiftData)

/// Maps `ExerciseEntity` to `Exercise`, creates one from a `Exercise`, and updates a stored one in place.
struct ExerciseEntityMapper {
    func map(_ entity: ExerciseEntity) -> Exercise {
        Exercise(
            id: entity.exerciseID,
            name: entity.name,
            sets: entity.sets,
            reps: entity.reps,
            weight: entity.weight
        )
    }

    func map(_ domain: Exercise) -> ExerciseEntity {
        ExerciseEntity(
            exerciseID: domain.id,
            name: domain.name,
            sets: domain.sets,
            reps: domain.reps,
            weight: domain.weight
        )
    }

    /// Copies every field into a stored model and refreshes `cachedAt`.
    func map(_ domain: Exercise, to entity: ExerciseEntity) {
        entity.name = domain.name
        entity.sets = domain.sets
        entity.reps = domain.reps
        entity.weight = domain.weight
        entity.cachedAt = .now
    }
}
#endif
