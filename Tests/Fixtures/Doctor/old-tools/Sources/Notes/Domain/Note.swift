import Foundation

struct Note: Identifiable, Codable, Hashable {
    let id: UUID
    var title: String
}
