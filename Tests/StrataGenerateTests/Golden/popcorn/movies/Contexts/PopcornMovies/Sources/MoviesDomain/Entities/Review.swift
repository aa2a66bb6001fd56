import Foundation

/// A viewer's opinion of a movie.
public struct Review: Identifiable, Equatable, Sendable {
    public let id: Int
    public let movieId: Int
    public let author: String
    /// From 1 to 10.
    public let rating: Int?
    public let content: String
    public let createdAt: Date
    public let tags: Set<ReviewTag>

    public init(
        id: Int,
        movieId: Int,
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
