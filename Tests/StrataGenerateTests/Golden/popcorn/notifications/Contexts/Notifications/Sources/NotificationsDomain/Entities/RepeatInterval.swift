import Foundation

/// How often a notification comes back.
public enum RepeatInterval: String, Equatable, Sendable {
    case daily
    case weekly
    case custom
}
