import Foundation

/// A category such as Drama or Comedy.
struct Genre: Identifiable, Codable, Hashable {
    let id: UUID
    let name: String

    init(
        id: UUID = UUID(),
        name: String
    ) {
        self.id = id
        self.name = name
    }
}
