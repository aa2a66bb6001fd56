import Foundation
#if canImport(SwiftData)
import SwiftData

/// SwiftData storage of `Workout`; `cachedAt` says how old the copy is.
@Model
final class WorkoutModel {
    @Attribute(.unique) var workoutID: UUID
    var name: String
    var date: Date
    var kind: String?
    @Relationship(deleteRule: .cascade) var exercises: [ExerciseModel]?
    var durationMinutes: Int
    var notes: String?
    var programId: UUID?
    var cachedAt: Date

    init(
        workoutID: UUID,
        name: String,
        date: Date,
        kind: String? = nil,
        exercises: [ExerciseModel]? = nil,
        durationMinutes: Int,
        notes: String? = nil,
        programId: UUID? = nil,
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
