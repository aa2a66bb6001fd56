import Foundation
import MoviesDomain
import PopcornMoviesAdapters
#if canImport(SwiftData)
import SwiftData

/// SwiftData storage of `Review`; `cachedAt` says how old the copy is.
@Model
final class PopcornMoviesReviewEntity {
    @Attribute(.unique) var reviewID: Int
    var movieId: Int
    var author: String
    var rating: Int?
    var content: String
    var createdAt: Date
    var tags: Set<String>
    var cachedAt: Date

    init(
        reviewID: Int,
        movieId: Int,
        author: String,
        rating: Int? = nil,
        content: String,
        createdAt: Date,
        tags: Set<String>,
        cachedAt: Date = .now
    ) {
        self.reviewID = reviewID
        self.movieId = movieId
        self.author = author
        self.rating = rating
        self.content = content
        self.createdAt = createdAt
        self.tags = tags
        self.cachedAt = cachedAt
    }
}
#endif
