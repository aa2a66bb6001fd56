import Foundation
import WorkoutsDomain
import WorkoutsAdapters
#if canImport(SwiftData)
import SwiftData

/// SwiftData storage of `Workout`; `cachedAt` says how old the copy is.
@Model
final class WorkoutsWorkoutEntity {
    @Attribute(.unique) var workoutID: Int
    var name: String
    var date: Date
    var kind: String?
    @Relationship(deleteRule: .cascade) var exercises: [WorkoutsExerciseEntity]?
    var durationMinutes: Int
    var notes: String?
    var programId: Int?
    var cachedAt: Date

    init(
        workoutID: Int,
        name: String,
        date: Date,
        kind: String? = nil,
        exercises: [WorkoutsExerciseEntity]? = nil,
        durationMinutes: Int,
        notes: String? = nil,
        programId: Int? = nil,
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
