import Foundation
import MoviesDomain

/// The wire shape of `CastMember`: what the API sends and receives.
public struct CastMemberDTO: Codable, Equatable, Sendable {
    public let id: Int
    public let movieId: Int
    public let personId: Int
    public let character: String
    public let order: Int

    enum CodingKeys: String, CodingKey {
        case id
        case movieId = "movie_id"
        case personId = "person_id"
        case character
        case order
    }
}
