import Foundation

/// A category such as Drama or Comedy.
struct Genre: Identifiable, Equatable, Sendable {
    let id: String
    let name: String

    init(
        id: String,
        name: String
    ) {
        self.id = id
        self.name = name
    }
}
