import Foundation

/// A training session.
public struct Workout: Identifiable, Equatable, Sendable {
    public let id: Int
    public let name: String
    /// When the session took place.
    public let date: Date
    public let kind: WorkoutKind
    public let exercises: [Exercise]
    public let durationMinutes: Int
    public let notes: String?
    /// The program this session belongs to.
    public let programId: Int?

    public init(
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
