import Foundation

/// A film with its release details.
struct Movie: Identifiable, Equatable, Sendable {
    let id: String
    let title: String
    let tagline: String?
    let overview: String
    let releaseDate: Date?
    /// Length in minutes.
    let runtime: Int?
    let status: MovieStatus?
    let genres: [Genre]
    /// Raw image path; resolved by the app layer.
    let posterPath: URL?
    let backdropPath: URL?
    let popularity: Double
    let keywords: Set<String>
    /// Average rating per region code.
    let ratingsByRegion: [String: Double]
    let watchProviders: [String: [String]]?
    let collectionId: String?
    var isFavourite: Bool

    init(
        id: String,
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
        collectionId: String? = nil,
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
