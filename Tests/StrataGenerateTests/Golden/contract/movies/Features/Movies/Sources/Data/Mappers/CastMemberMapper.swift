import Foundation

/// Maps `CastMemberDTO` to `CastMember` and back.
struct CastMemberMapper {
    func map(_ dto: CastMemberDTO) -> CastMember {
        CastMember(
            id: dto.id,
            movieId: dto.movieId,
            personId: dto.personId,
            character: dto.character,
            order: dto.order
        )
    }

    func map(_ domain: CastMember) -> CastMemberDTO {
        CastMemberDTO(
            id: domain.id,
            movieId: domain.movieId,
            personId: domain.personId,
            character: domain.character,
            order: domain.order
        )
    }
}
