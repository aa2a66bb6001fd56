import Foundation
import MoviesDomain
import PopcornMoviesAdapters
#if canImport(SwiftData)

/// Maps `PopcornMoviesMovieCollectionEntity` to `MovieCollection`, creates one from a `MovieCollection`, and updates a stored one in place.
struct MovieCollectionEntityMapper {
    func map(_ entity: PopcornMoviesMovieCollectionEntity) -> MovieCollection {
        MovieCollection(
            id: entity.movieCollectionID,
            name: entity.name,
            overview: entity.overview,
            posterPath: entity.posterPath
        )
    }

    func map(_ domain: MovieCollection) -> PopcornMoviesMovieCollectionEntity {
        PopcornMoviesMovieCollectionEntity(
            movieCollectionID: domain.id,
            name: domain.name,
            overview: domain.overview,
            posterPath: domain.posterPath
        )
    }

    /// Copies every field into a stored model and refreshes `cachedAt`.
    func map(_ domain: MovieCollection, to entity: PopcornMoviesMovieCollectionEntity) {
        entity.name = domain.name
        entity.overview = domain.overview
        entity.posterPath = domain.posterPath
        entity.cachedAt = .now
    }
}
#endif
