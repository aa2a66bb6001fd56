import Foundation

/// A film with its release details.
public struct Movie: Identifiable, Equatable, Sendable {
    public let id: Int
    public let title: String
    public let tagline: String?
    public let overview: String
    public let releaseDate: Date?
    /// Length in minutes.
    public let runtime: Int?
    public let status: MovieStatus?
    public let genres: [Genre]
    /// Raw image path; resolved by the app layer.
    public let posterPath: URL?
    public let backdropPath: URL?
    public let popularity: Double
    public let keywords: Set<String>
    /// Average rating per region code.
    public let ratingsByRegion: [String: Double]
    public let watchProviders: [String: [String]]?
    public let collectionId: Int?
    public let isFavourite: Bool

    public init(
        id: Int,
        title: String,
        tagline: String? = nil,
        overview: String = "",
        releaseDate: Date? = nil,
        runtime: Int? = nil,
        status: MovieStatus? = nil,
        genres: [Genre] = [],
        posterPath: URL? = nil,
        backdropPath: URL? = nil,
        popularity: Double = 0,
        keywords: Set<String> = [],
        ratingsByRegion: [String: Double] = [:],
        watchProviders: [String: [String]]? = nil,
        collectionId: Int? = nil,
        isFavourite: Bool = false
    ) {
        self.id = id
        self.title = title
        self.tagline = tagline
        self.overview = overview
        self.releaseDate = releaseDate
        self.runtime = runtime
        self.status = status
        self.genres = genres
        self.posterPath = posterPath
        self.backdropPath = backdropPath
        self.popularity = popularity
        self.keywords = keywords
        self.ratingsByRegion = ratingsByRegion
        self.watchProviders = watchProviders
        self.collectionId = collectionId
        self.isFavourite = isFavourite
    }
}
