import Foundation

/// One movement performed during a workout.
public struct Exercise: Identifiable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let sets: Int
    public let reps: Int
    /// Load in kilograms.
    public let weight: Double

    public init(
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
