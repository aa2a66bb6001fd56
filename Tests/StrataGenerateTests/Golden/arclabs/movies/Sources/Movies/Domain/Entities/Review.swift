import Foundation

/// A viewer's opinion of a movie.
struct Review: Identifiable, Equatable, Sendable {
    let id: UUID
    let movieId: UUID
    let author: String
    /// From 1 to 10.
    let rating: Int?
    var content: String
    let createdAt: Date
    var tags: Set<ReviewTag>

    init(
        id: UUID,
        movieId: UUID,
        author: String,
        rating: Int? = nil,
        content: String,
        createdAt: Date,
        tags: Set<ReviewTag> = []
    ) {
        self.id = id
        self.movieId = movieId
        self.author = author
        self.rating = rating
        self.content = content
        self.createdAt = createdAt
        self.tags = tags
    }
}
