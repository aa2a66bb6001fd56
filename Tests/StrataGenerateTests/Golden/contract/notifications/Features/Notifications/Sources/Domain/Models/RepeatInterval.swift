import Foundation

/// How often a notification comes back.
enum RepeatInterval: String, Equatable, Sendable {
    case daily
    case weekly
    case custom
}
