import Foundation

/// The wire shape of `Exercise`: what the API sends and receives.
struct ExerciseDTO: Codable, Equatable, Sendable {
    let id: Int
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
