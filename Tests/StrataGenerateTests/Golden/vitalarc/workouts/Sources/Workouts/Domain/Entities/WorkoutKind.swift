import Foundation

/// What kind of training a workout is.
enum WorkoutKind: String, Codable, Hashable, CaseIterable {
    case strength
    case cardio
    case mobility
}
