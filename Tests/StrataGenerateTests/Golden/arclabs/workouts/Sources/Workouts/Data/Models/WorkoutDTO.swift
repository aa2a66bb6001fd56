import Foundation

/// The wire shape of `Workout`: what the API sends and receives.
struct WorkoutDTO: Codable, Equatable, Sendable {
    let id: UUID
    let name: String
    let date: Date
    let kind: String?
    let exercises: [ExerciseDTO]?
    let durationMinutes: Int?
    let notes: String?
    let programId: UUID?

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case date
        case kind
        case exercises
        case durationMinutes = "duration_minutes"
        case notes
        case programId = "program_id"
    }
}

// MARK: - Domain Mapping

extension WorkoutDTO {
    func toDomain() -> Workout {
        Workout(
            id: id,
            name: name,
            date: date,
            kind: kind.flatMap { WorkoutKind(rawValue: $0) } ?? .strength,
            exercises: exercises.map { $0.map { $0.toDomain() } } ?? [],
            durationMinutes: durationMinutes ?? 0,
            notes: notes,
            programId: programId
        )
    }

    static func fromDomain(_ workout: Workout) -> WorkoutDTO {
        WorkoutDTO(
            id: workout.id,
            name: workout.name,
            date: workout.date,
            kind: workout.kind.rawValue,
            exercises: workout.exercises.map(ExerciseDTO.fromDomain),
            durationMinutes: workout.durationMinutes,
            notes: workout.notes,
            programId: workout.programId
        )
    }
}
