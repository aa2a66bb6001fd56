import Foundation
import MoviesDomain

/// The wire shape of `Movie`: what the API sends and receives.
public struct MovieDTO: Codable, Equatable, Sendable {
    public let id: Int
    public let title: String
    public let tagline: String?
    public let overview: String?
    public let releaseDate: Date?
    public let runtime: Int?
    public let status: String?
    public let genres: [GenreDTO]?
    public let posterPath: URL?
    public let backdropPath: URL?
    public let popularity: Double?
    public let keywords: Set<String>?
    public let ratingsByRegion: [String: Double]?
    public let watchProviders: [String: [String]]?
    public let collectionId: Int?
    public let isFavourite: Bool?

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
