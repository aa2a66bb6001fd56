import Foundation
#if canImport(SwiftData)
import SwiftData

/// SwiftData storage of `Movie`; `cachedAt` says how old the copy is.
@Model
final class MovieEntity {
    @Attribute(.unique) var movieID: UUID
    var title: String
    var tagline: String?
    var overview: String
    var releaseDate: Date?
    var runtime: Int?
    var status: String?
    @Relationship(deleteRule: .cascade) var genres: [GenreEntity]?
    var posterPath: URL?
    var backdropPath: URL?
    var popularity: Double
    var keywords: Set<String>
    var ratingsByRegion: [String: Double]
    var watchProviders: [String: [String]]?
    var collectionId: UUID?
    var isFavourite: Bool
    var cachedAt: Date

    init(
        movieID: UUID,
        title: String,
        tagline: String? = nil,
        overview: String,
        releaseDate: Date? = nil,
        runtime: Int? = nil,
        status: String? = nil,
        genres: [GenreEntity]? = nil,
        posterPath: URL? = nil,
        backdropPath: URL? = nil,
        popularity: Double,
        keywords: Set<String>,
        ratingsByRegion: [String: Double],
        watchProviders: [String: [String]]? = nil,
        collectionId: UUID? = nil,
        isFavourite: Bool,
        cachedAt: Date = .now
    ) {
        self.movieID = movieID
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
        self.cachedAt = cachedAt
    }
}
#endif
