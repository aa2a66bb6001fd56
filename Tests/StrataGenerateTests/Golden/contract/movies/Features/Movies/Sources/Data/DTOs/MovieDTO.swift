import Foundation

/// The wire shape of `Movie`: what the API sends and receives.
struct MovieDTO: Codable, Equatable, Sendable {
    let id: Int
    let title: String
    let tagline: String?
    let overview: String?
    let releaseDate: Date?
    let runtime: Int?
    let status: String?
    let genres: [GenreDTO]?
    let posterPath: URL?
    let backdropPath: URL?
    let popularity: Double?
    let keywords: Set<String>?
    let ratingsByRegion: [String: Double]?
    let watchProviders: [String: [String]]?
    let collectionId: Int?
    let isFavourite: Bool?

    enum CodingKeys: String, CodingKey {
        case id
        case title
        case tagline
        case overview
        case releaseDate = "release_date"
        case runtime
        case status
        case genres
        case posterPath = "poster_path"
        case backdropPath = "backdrop_path"
        case popularity
        case keywords
        case ratingsByRegion = "ratings_by_region"
        case watchProviders = "watch_providers"
        case collectionId = "belongs_to_collection"
        case isFavourite = "is_favourite"
    }
}
