import Foundation

/// The wire shape of `CastMember`: what the API sends and receives.
struct CastMemberDTO: Codable, Equatable, Sendable {
    let id: UUID
    let movieId: UUID
    let personId: UUID
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

// MARK: - Domain Mapping

extension CastMemberDTO {
    func toDomain() -> CastMember {
        CastMember(
            id: id,
            movieId: movieId,
            personId: personId,
            character: character,
            order: order
        )
    }

    static func fromDomain(_ castMember: CastMember) -> CastMemberDTO {
        CastMemberDTO(
            id: castMember.id,
            movieId: castMember.movieId,
            personId: castMember.personId,
            character: castMember.character,
            order: castMember.order
        )
    }
}
