import Foundation

/// One movement inside a workout, e.g. "Back Squat — 5 × 5 @ 100 kg".
struct Exercise: Identifiable, Codable, Hashable {
    let id: UUID
    var name: String
    var sets: Int
    var reps: Int
    var weightKilograms: Double

    init(
        id: UUID = UUID(),
        name: String,
        sets: Int,
        reps: Int,
        weightKilograms: Double
    ) {
        self.id = id
        self.name = name
        self.sets = sets
        self.reps = reps
        self.weightKilograms = weightKilograms
    }
}
