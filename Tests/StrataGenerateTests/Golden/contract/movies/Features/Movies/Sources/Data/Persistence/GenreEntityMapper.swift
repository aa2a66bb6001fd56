import Foundation
#if canImport(SwiftData)

/// Maps `GenreEntity` to `Genre`, creates one from a `Genre`, and updates a stored one in place.
struct GenreEntityMapper {
    func map(_ entity: GenreEntity) -> Genre {
        Genre(
            id: entity.genreID,
            name: entity.name
        )
    }

    func map(_ domain: Genre) -> GenreEntity {
        GenreEntity(
            genreID: domain.id,
            name: domain.name
        )
    }

    /// Copies every field into a stored model and refreshes `cachedAt`.
    func map(_ domain: Genre, to entity: GenreEntity) {
        entity.name = domain.name
        entity.cachedAt = .now
    }
}
#endif
