import Foundation
#if canImport(SwiftData)
import SwiftData

/// SwiftData storage of `MovieCollection`; `cachedAt` says how old the copy is.
@Model
final class MovieCollectionEntity {
    @Attribute(.unique) var movieCollectionID: UUID
    var name: String
    var overview: String?
    var posterPath: URL?
    var cachedAt: Date

    init(
        movieCollectionID: UUID,
        name: String,
        overview: String? = nil,
        posterPath: URL? = nil,
        cachedAt: Date = .now
    ) {
        self.movieCollectionID = movieCollectionID
        self.name = name
        self.overview = overview
        self.posterPath = posterPath
        self.cachedAt = cachedAt
    }
}
#endif
