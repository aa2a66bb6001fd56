import Foundation
#if canImport(SwiftData)
import SwiftData

/// SwiftData storage of `Workout`; `cachedAt` says how old the copy is.
@Model
final class WorkoutEntity {
    @Attribute(.unique) var workoutID: String
    var name: String
    var date: Date
    var kind: String?
    @Relationship(deleteRule: .cascade) var exercises: [ExerciseEntity]?
    var durationMinutes: Int
    var notes: String?
    var programId: String?
    var cachedAt: Date

    init(
        workoutID: String,
        name: String,
        date: Date,
        kind: String? = nil,
        exercises: [ExerciseEntity]? = nil,
        durationMinutes: Int,
        notes: String? = nil,
        programId: String? = nil,
        cachedAt: Date = .now
    ) {
        self.workoutID = workoutID
        self.name = name
        self.date = date
        self.kind = kind
        self.exercises = exercises
        self.durationMinutes = durationMinutes
        self.notes = notes
        self.programId = programId
        self.cachedAt = cachedAt
    }
}
#endif
