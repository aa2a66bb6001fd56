import Foundation

/// Something the user wants to do regularly.
struct Habit: Identifiable, Equatable, Sendable {
    let id: UUID
    let name: String
    let createdAt: Date
}
