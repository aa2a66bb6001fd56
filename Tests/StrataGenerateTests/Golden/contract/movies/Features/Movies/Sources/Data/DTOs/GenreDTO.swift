import Foundation

/// The wire shape of `Genre`: what the API sends and receives.
struct GenreDTO: Codable, Equatable, Sendable {
    let id: Int
    let name: String

    enum CodingKeys: String, CodingKey {
        case id
        case name
    }
}
