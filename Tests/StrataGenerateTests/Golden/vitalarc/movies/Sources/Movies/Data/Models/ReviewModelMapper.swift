import Foundation
#if canImport(SwiftData)

/// Maps `ReviewModel` to `Review`, creates one from a `Review`, and updates a stored one in place.
struct ReviewModelMapper {
    func map(_ entity: ReviewModel) -> Review {
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

    func map(_ domain: Review) -> ReviewModel {
        ReviewModel(
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
    func map(_ domain: Review, to entity: ReviewModel) {
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
