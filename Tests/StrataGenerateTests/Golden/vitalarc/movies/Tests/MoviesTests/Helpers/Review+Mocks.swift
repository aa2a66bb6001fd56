import Foundation
@testable import Movies

extension Review {
    /// A `Review` with sensible non-nil defaults; override only what a test is about.
    static func mock(
        id: UUID = UUID(),
        movieId: UUID = UUID(),
        author: String = "Test author",
        rating: Int? = 1,
        content: String = "Test content",
        createdAt: Date = Date(timeIntervalSince1970: 1_700_000_000),
        tags: Set<ReviewTag> = [.spoilers]
    ) -> Review {
        Review(
            id: id,
            movieId: movieId,
            author: author,
            rating: rating,
            content: content,
            createdAt: createdAt,
            tags: tags
        )
    }
}
