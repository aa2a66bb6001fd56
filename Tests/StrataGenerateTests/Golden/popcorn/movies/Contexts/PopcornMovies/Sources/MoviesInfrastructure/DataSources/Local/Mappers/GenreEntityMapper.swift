import Foundation
import MoviesDomain
import PopcornMoviesAdapters
#if canImport(SwiftData)

/// Maps `PopcornMoviesGenreEntity` to `Genre`, creates one from a `Genre`, and updates a stored one in place.
struct GenreEntityMapper {
    func map(_ entity: PopcornMoviesGenreEntity) -> Genre {
        Genre(
            id: entity.genreID,
            name: entity.name
        )
    }

    func map(_ domain: Genre) -> PopcornMoviesGenreEntity {
        PopcornMoviesGenreEntity(
            genreID: domain.id,
            name: domain.name
        )
    }

    /// Copies every field into a stored model and refreshes `cachedAt`.
    func map(_ domain: Genre, to entity: PopcornMoviesGenreEntity) {
        entity.name = domain.name
        entity.cachedAt = .now
    }
}
#endif
