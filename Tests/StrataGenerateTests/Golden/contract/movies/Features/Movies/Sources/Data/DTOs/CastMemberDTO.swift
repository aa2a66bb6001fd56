import Foundation

/// The wire shape of `CastMember`: what the API sends and receives.
struct CastMemberDTO: Codable, Equatable, Sendable {
    let id: Int
    let movieId: Int
    let personId: Int
    let character: String
    let order: Int

    enum CodingKeys: String, CodingKey {
        case id
        case movieId = "movie_id"
        case personId = "person_id"
        case character
        case order
    }
}
