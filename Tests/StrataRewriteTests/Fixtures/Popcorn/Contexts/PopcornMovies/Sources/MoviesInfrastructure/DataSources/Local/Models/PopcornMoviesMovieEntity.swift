import Foundation
import SwiftData

@Model
final class PopcornMoviesMovieEntity: Equatable, ModelExpirable {
    @Attribute(.unique) var movieID: Int
    var title: String
    var overview: String
    var status: String?
    var posterPath: URL?
    var cachedAt: Date

    init(
        movieID: Int,
        title: String,
        overview: String,
        status: String? = nil,
        posterPath: URL? = nil,
        cachedAt: Date = Date.now
    ) {
        self.movieID = movieID
        self.title = title
        self.overview = overview
        self.status = status
        self.posterPath = posterPath
        self.cachedAt = cachedAt
    }
}
