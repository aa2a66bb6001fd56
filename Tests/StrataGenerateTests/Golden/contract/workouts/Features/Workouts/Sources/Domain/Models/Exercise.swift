import Foundation

/// One movement performed during a workout.
struct Exercise: Identifiable, Equatable, Sendable {
    let id: Int
    let name: String
    let sets: Int
    let reps: Int
    /// Load in kilograms.
    let weight: Double

    init(
        id: Int,
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
