import Foundation
#if canImport(SwiftData)

/// Maps `ExerciseModel` to `Exercise`, creates one from a `Exercise`, and updates a stored one in place.
struct ExerciseModelMapper {
    func map(_ entity: ExerciseModel) -> Exercise {
        Exercise(
            id: entity.exerciseID,
            name: entity.name,
            sets: entity.sets,
            reps: entity.reps,
            weight: entity.weight
        )
    }

    func map(_ domain: Exercise) -> ExerciseModel {
        ExerciseModel(
            exerciseID: domain.id,
            name: domain.name,
            sets: domain.sets,
            reps: domain.reps,
            weight: domain.weight
        )
    }

    /// Copies every field into a stored model and refreshes `cachedAt`.
    func map(_ domain: Exercise, to entity: ExerciseModel) {
        entity.name = domain.name
        entity.sets = domain.sets
        entity.reps = domain.reps
        entity.weight = domain.weight
        entity.cachedAt = .now
    }
}
#endif
