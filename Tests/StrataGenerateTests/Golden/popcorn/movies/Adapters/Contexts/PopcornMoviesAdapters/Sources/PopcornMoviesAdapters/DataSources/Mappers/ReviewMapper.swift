import Foundation
import MoviesDomain

/// Maps `ReviewDTO` to `Review` and back.
public struct ReviewMapper: Sendable {
    public init() {}

    public func map(_ dto: ReviewDTO) -> Review {
        Review(
            id: dto.id,
            movieId: dto.movieId,
            author: dto.author,
            rating: dto.rating,
            content: dto.content,
            createdAt: dto.createdAt,
            tags: dto.tags.map { Set($0.compactMap { ReviewTag(rawValue: $0) }) } ?? []
        )
    }

    public func map(_ domain: Review) -> ReviewDTO {
        ReviewDTO(
            id: domain.id,
            movieId: domain.movieId,
            author: domain.author,
            rating: domain.rating,
            content: domain.content,
            createdAt: domain.createdAt,
            tags: Set(domain.tags.map(\.rawValue))
        )
    }
}
