import Foundation

/// How often a notification comes back.
enum RepeatInterval: String, Codable, Hashable, CaseIterable {
    case daily
    case weekly
    case custom
}
