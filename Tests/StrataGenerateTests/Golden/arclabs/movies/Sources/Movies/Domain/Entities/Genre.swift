import Foundation

/// A category such as Drama or Comedy.
struct Genre: Identifiable, Equatable, Sendable {
    let id: UUID
    let name: String

    init(
        id: UUID,
        name: String
    ) {
        self.id = id
        self.name = name
    }
}
