import Foundation

/// One movement performed during a workout.
struct Exercise: Identifiable, Codable, Hashable {
    let id: UUID
    let name: String
    let sets: Int
    let reps: Int
    /// Load in kilograms.
    let weight: Double

    init(
        id: UUID = UUID(),
        name: String,
        sets: Int,
        reps: Int,
        weight: Double = 0
    ) {
        self.id = id
        self.name = name
        self.sets = sets
        self.reps = reps
        self.weight = weight
    }
}
