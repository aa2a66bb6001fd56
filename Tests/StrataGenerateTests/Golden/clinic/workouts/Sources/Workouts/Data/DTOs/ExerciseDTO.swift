import Foundation

/// The wire shape of `Exercise`: what the API sends and receives.
struct ExerciseDTO: Codable, Equatable, Sendable {
    let id: String
    let name: String
    let sets: Int
    let reps: Int
    let weight: Double?

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case sets
        case reps
        case weight
    }
}

// MARK: - Domain Mapping

extension ExerciseDTO {
    func toDomain() -> Exercise {
        Exercise(
            id: id,
            name: name,
            sets: sets,
            reps: reps,
            weight: weight ?? 0
        )
    }

    static func fromDomain(_ exercise: Exercise) -> ExerciseDTO {
        ExerciseDTO(
            id: exercise.id,
            name: exercise.name,
            sets: exercise.sets,
            reps: exercise.reps,
            weight: exercise.weight
        )
    }
}
