import Foundation
import MoviesDomain
import PopcornMoviesAdapters
#if canImport(SwiftData)

/// Maps `PopcornMoviesReviewEntity` to `Review`, creates one from a `Review`, and updates a stored one in place.
struct ReviewEntityMapper {
    func map(_ entity: PopcornMoviesReviewEntity) -> Review {
        Review(
            id: entity.reviewID,
            movieId: entity.movieId,
            author: entity.author,
            rating: entity.rating,
            content: entity.content,
            createdAt: entity.createdAt,
            tags: Set(entity.tags.compactMap { ReviewTag(rawValue: $0) })
        )
    }

    func map(_ domain: Review) -> PopcornMoviesReviewEntity {
        PopcornMoviesReviewEntity(
            reviewID: domain.id,
            movieId: domain.movieId,
            author: domain.author,
            rating: domain.rating,
            content: domain.content,
            createdAt: domain.createdAt,
            tags: Set(domain.tags.map(\.rawValue))
        )
    }

    /// Copies every field into a stored model and refreshes `cachedAt`.
    func map(_ domain: Review, to entity: PopcornMoviesReviewEntity) {
        entity.movieId = domain.movieId
        entity.author = domain.author
        entity.rating = domain.rating
        entity.content = domain.content
        entity.createdAt = domain.createdAt
        entity.tags = Set(domain.tags.map(\.rawValue))
        entity.cachedAt = .now
    }
}
#endif
