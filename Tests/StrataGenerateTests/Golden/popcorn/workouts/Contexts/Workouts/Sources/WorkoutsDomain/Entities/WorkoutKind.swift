import Foundation

/// What kind of training a workout is.
public enum WorkoutKind: String, Equatable, Sendable {
    case strength
    case cardio
    case mobility
}
