import Foundation

/// The wire shape of `Workout`: what the API sends and receives.
struct WorkoutDTO: Codable, Equatable, Sendable {
    let id: Int
    let name: String
    let date: Date
    let kind: String?
    let exercises: [ExerciseDTO]?
    let durationMinutes: Int?
    let notes: String?
    let programId: Int?

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
