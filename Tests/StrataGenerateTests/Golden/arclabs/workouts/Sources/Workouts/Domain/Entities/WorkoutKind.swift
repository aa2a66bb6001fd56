import Foundation

/// What kind of training a workout is.
enum WorkoutKind: String, Equatable, Sendable {
    case strength
    case cardio
    case mobility
}
