import Foundation

/// A category such as Drama or Comedy.
struct Genre: Identifiable, Equatable, Sendable {
    let id: Int
    let name: String

    init(
        id: Int,
        name: String
    ) {
        self.id = id
        self.name = name
    }
}
