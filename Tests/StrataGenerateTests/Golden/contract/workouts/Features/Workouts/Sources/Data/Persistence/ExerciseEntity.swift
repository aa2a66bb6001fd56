import Foundation
#if canImport(SwiftData)
import SwiftData

/// SwiftData storage of `Exercise`; `cachedAt` says how old the copy is.
@Model
final class ExerciseEntity {
    @Attribute(.unique) var exerciseID: Int
    var name: String
    var sets: Int
    var reps: Int
    var weight: Double
    var cachedAt: Date

    init(
        exerciseID: Int,
        name: String,
        sets: Int,
        reps: Int,
        weight: Double,
        cachedAt: Date = .now
    ) {
        self.exerciseID = exerciseID
        self.name = name
        self.sets = sets
        self.reps = reps
        self.weight = weight
        self.cachedAt = cachedAt
    }
}
#endif
