import Foundation
#if canImport(SwiftData)

/// Maps `MovieCollectionEntity` to `MovieCollection`, creates one from a `MovieCollection`, and updates a stored one in place.
struct MovieCollectionEntityMapper {
    func map(_ entity: MovieCollectionEntity) -> MovieCollection {
        MovieCollection(
            id: entity.movieCollectionID,
            name: entity.name,
            overview: entity.overview,
            posterPath: entity.posterPath
        )
    }

    func map(_ domain: MovieCollection) -> MovieCollectionEntity {
        MovieCollectionEntity(
            movieCollectionID: domain.id,
            name: domain.name,
            overview: domain.overview,
            posterPath: domain.posterPath
        )
    }

    /// Copies every field into a stored model and refreshes `cachedAt`.
    func map(_ domain: MovieCollection, to entity: MovieCollectionEntity) {
        entity.name = domain.name
        entity.overview = domain.overview
        entity.posterPath = domain.posterPath
        entity.cachedAt = .now
    }
}
#endif
