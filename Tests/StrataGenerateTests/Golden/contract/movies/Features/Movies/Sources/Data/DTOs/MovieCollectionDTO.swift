import Foundation

/// The wire shape of `MovieCollection`: what the API sends and receives.
struct MovieCollectionDTO: Codable, Equatable, Sendable {
    let id: Int
    let name: String
    let overview: String?
    let posterPath: URL?

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case overview
        case posterPath = "poster_path"
    }
}
