import Foundation
#if canImport(SwiftData)

/// Maps `CastMemberEntity` to `CastMember`, creates one from a `CastMember`, and updates a stored one in place.
struct CastMemberEntityMapper {
    func map(_ entity: CastMemberEntity) -> CastMember {
        CastMember(
            id: entity.castMemberID,
            movieId: entity.movieId,
            personId: entity.personId,
            character: entity.character,
            order: entity.order
        )
    }

    func map(_ domain: CastMember) -> CastMemberEntity {
        CastMemberEntity(
            castMemberID: domain.id,
            movieId: domain.movieId,
            personId: domain.personId,
            character: domain.character,
            order: domain.order
        )
    }

    /// Copies every field into a stored model and refreshes `cachedAt`.
    func map(_ domain: CastMember, to entity: CastMemberEntity) {
        entity.movieId = domain.movieId
        entity.personId = domain.personId
        entity.character = domain.character
        entity.order = domain.order
        entity.cachedAt = .now
    }
}
#endif
