import Foundation

/// A training session.
struct Workout: Identifiable, Equatable, Sendable {
    let id: Int
    let name: String
    /// When the session took place.
    var date: Date
    var kind: WorkoutKind
    var exercises: [Exercise]
    var durationMinutes: Int
    var notes: String?
    /// The program this session belongs to.
    let programId: Int?

    init(
        id: Int,
        name: String,
        date: Date,
        kind: WorkoutKind = .strength,
        exercises: [Exercise] = [],
        durationMinutes: Int = 0,
        notes: String? = nil,
        programId: Int? = nil
    ) {
        self.id = id
        self.name = name
        self.date = date
        self.kind = kind
        self.exercises = exercises
        self.durationMinutes = durationMinutes
        self.notes = notes
        self.programId = programId
    }
}
