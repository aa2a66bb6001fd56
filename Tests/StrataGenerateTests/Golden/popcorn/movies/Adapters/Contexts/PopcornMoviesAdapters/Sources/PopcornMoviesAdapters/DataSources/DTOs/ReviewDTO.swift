import Foundation
import MoviesDomain

/// The wire shape of `Review`: what the API sends and receives.
public struct ReviewDTO: Codable, Equatable, Sendable {
    public let id: Int
    public let movieId: Int
    public let author: String
    public let rating: Int?
    public let content: String
    public let createdAt: Date
    public let tags: Set<String>?

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
