import Foundation

/// The wire shape of `Review`: what the API sends and receives.
struct ReviewDTO: Codable, Equatable, Sendable {
    let id: UUID
    let movieId: UUID
    let author: String
    let rating: Int?
    let content: String
    let createdAt: Date
    let tags: Set<String>?

    enum CodingKeys: String, CodingKey {
        case id
        case movieId = "movie_id"
        case author
        case rating
        case content
        case createdAt = "created_at"
        case tags
    }
}

// MARK: - Domain Mapping

extension ReviewDTO {
    func toDomain() -> Review {
        Review(
            id: id,
            movieId: movieId,
            author: author,
            rating: rating,
            content: content,
            createdAt: createdAt,
            tags: tags.map { Set($0.compactMap { ReviewTag(rawValue: $0) }) } ?? []
        )
    }

    static func fromDomain(_ review: Review) -> ReviewDTO {
        ReviewDTO(
            id: review.id,
            movieId: review.movieId,
            author: review.author,
            rating: review.rating,
            content: review.content,
            createdAt: review.createdAt,
            tags: Set(review.tags.map(\.rawValue))
        )
    }
}
