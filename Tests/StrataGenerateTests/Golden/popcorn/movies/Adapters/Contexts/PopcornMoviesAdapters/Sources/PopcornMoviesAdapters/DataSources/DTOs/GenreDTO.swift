import Foundation
import MoviesDomain

/// The wire shape of `Genre`: what the API sends and receives.
public struct GenreDTO: Codable, Equatable, Sendable {
    public let id: Int
    public let name: String

    enum CodingKeys: String, CodingKey {
        case id
        case name
    }
}
