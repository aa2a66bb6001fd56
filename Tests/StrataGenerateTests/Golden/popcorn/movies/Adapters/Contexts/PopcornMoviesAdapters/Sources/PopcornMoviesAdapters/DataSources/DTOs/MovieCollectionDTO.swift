import Foundation
import MoviesDomain

/// The wire shape of `MovieCollection`: what the API sends and receives.
public struct MovieCollectionDTO: Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let overview: String?
    public let posterPath: URL?

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case overview
        case posterPath = "poster_path"
    }
}
