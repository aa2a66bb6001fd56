import Foundation

/// A single training session logged by the user, with the exercises performed in it.
struct Workout: Identifiable, Codable, Hashable {
    let id: UUID
    var name: String
    var date: Date
    var type: WorkoutType
    var durationMinutes: Int
    var exercises: [Exercise]
    var notes: String?

    init(
        id: UUID = UUID(),
        name: String,
        date: Date,
        type: WorkoutType,
        durationMinutes: Int,
        exercises: [Exercise] = [],
        notes: String? = nil
    ) {
        self.id = id
        self.name = name
        self.date = date
        self.type = type
        self.durationMinutes = durationMinutes
        self.exercises = exercises
        self.notes = notes
    }
}
