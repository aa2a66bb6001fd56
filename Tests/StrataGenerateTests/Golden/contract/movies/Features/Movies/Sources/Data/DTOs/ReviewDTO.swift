import Foundation

/// The wire shape of `Review`: what the API sends and receives.
struct ReviewDTO: Codable, Equatable, Sendable {
    let id: Int
    let movieId: Int
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
