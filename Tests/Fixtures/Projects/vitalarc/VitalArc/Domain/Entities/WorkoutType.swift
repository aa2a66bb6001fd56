import Foundation

/// The kind of training a workout belongs to; drives icons and recovery load.
enum WorkoutType: String, Codable, Hashable, CaseIterable {
    case strength
    case running
    case cycling
    case yoga
    case hiit
}
