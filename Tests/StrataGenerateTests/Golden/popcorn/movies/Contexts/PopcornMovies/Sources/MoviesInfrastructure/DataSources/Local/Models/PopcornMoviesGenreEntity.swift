import Foundation
import MoviesDomain
import PopcornMoviesAdapters
#if canImport(SwiftData)
import SwiftData

/// SwiftData storage of `Genre`; `cachedAt` says how old the copy is.
@Model
final class PopcornMoviesGenreEntity {
    @Attribute(.unique) var genreID: Int
    var name: String
    var cachedAt: Date

    init(
        genreID: Int,
        name: String,
        cachedAt: Date = .now
    ) {
        self.genreID = genreID
        self.name = name
        self.cachedAt = cachedAt
    }
}
#endif
