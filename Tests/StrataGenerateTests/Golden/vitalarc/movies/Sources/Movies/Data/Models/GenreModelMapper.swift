import Foundation
#if canImport(SwiftData)

/// Maps `GenreModel` to `Genre`, creates one from a `Genre`, and updates a stored one in place.
struct GenreModelMapper {
    func map(_ entity: GenreModel) -> Genre {
        Genre(
            id: entity.genreID,
            name: entity.name
        )
    }

    func map(_ domain: Genre) -> GenreModel {
        GenreModel(
            genreID: domain.id,
            name: domain.name
        )
    }

    /// Copies every field into a stored model and refreshes `cachedAt`.
    func map(_ domain: Genre, to entity: GenreModel) {
        entity.name = domain.name
        entity.cachedAt = .now
    }
}
#endif
