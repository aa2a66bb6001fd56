import Foundation

/// A Dinely account holder.
struct User: Identifiable, Equatable, Sendable {

    // MARK: Public Properties

    let id: UUID
    let email: String
    let name: String
    let avatarURL: URL?
    let createdAt: Date
}
