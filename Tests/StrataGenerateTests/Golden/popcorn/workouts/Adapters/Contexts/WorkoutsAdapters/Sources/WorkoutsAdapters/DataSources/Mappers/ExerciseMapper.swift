import Foundation
import WorkoutsDomain

/// Maps `ExerciseDTO` to `Exercise` and back.
public struct ExerciseMapper: Sendable {
    public init() {}

    public func map(_ dto: ExerciseDTO) -> Exercise {
        Exercise(
            id: dto.id,
            name: dto.name,
            sets: dto.sets,
            reps: dto.reps,
            weight: dto.weight ?? 0
        )
    }

    public func map(_ domain: Exercise) -> ExerciseDTO {
        ExerciseDTO(
            id: domain.id,
            name: domain.name,
            sets: domain.sets,
            reps: domain.reps,
            weight: domain.weight
        )
    }
}
