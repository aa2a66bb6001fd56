import Foundation

/// Maps `ExerciseDTO` to `Exercise` and back.
struct ExerciseMapper {
    func map(_ dto: ExerciseDTO) -> Exercise {
        Exercise(
            id: dto.id,
            name: dto.name,
            sets: dto.sets,
            reps: dto.reps,
            weight: dto.weight ?? 0
        )
    }

    func map(_ domain: Exercise) -> ExerciseDTO {
        ExerciseDTO(
            id: domain.id,
            name: domain.name,
            sets: domain.sets,
            reps: domain.reps,
            weight: domain.weight
        )
    }
}
