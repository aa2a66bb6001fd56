import Foundation

struct Note: Identifiable, Equatable, Sendable {
    let id: UUID
    let title: String

    init(id: UUID = UUID(), title: String) {
        self.id = id
        self.title = title
    }
}
