import Foundation
import WorkoutsDomain

/// The wire shape of `Workout`: what the API sends and receives.
public struct WorkoutDTO: Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let date: Date
    public let kind: String?
    public let exercises: [ExerciseDTO]?
    public let durationMinutes: Int?
    public let notes: String?
    public let programId: Int?

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
