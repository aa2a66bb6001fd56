import Foundation
import WorkoutsDomain

/// The wire shape of `Exercise`: what the API sends and receives.
public struct ExerciseDTO: Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let sets: Int
    public let reps: Int
    public let weight: Double?

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case sets
        case reps
        case weight
    }
}
